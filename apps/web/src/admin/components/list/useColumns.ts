import type { ColumnType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import type { ToolbarColumn } from '../RightToolbar';
import { columnChoice, type ColumnChoice } from './columnChoice';

/** A table column with a key and a text title, so the toolbar can show or hide it. */
export interface ListColumn<T> extends ColumnType<T> {
  key: string;
  title: string;
  /** Columns the person may hide (default true; the actions column is always shown). */
  hideable?: boolean;
  /** Hidden until the person shows it through the toolbar: a column few need, so that the key ones fit. */
  hiddenByDefault?: boolean;
}

/**
 * The columns of a table and which of them the person shows, chosen through the toolbar and remembered per list
 * (`list` names it); a column they never chose about is shown unless it is hidden by default.
 */
export function useColumns<T>(list: string, columns: readonly ListColumn<T>[]) {
  const [choice, setChoice] = useState<ColumnChoice>(() => columnChoice.read(list));
  const shown = (column: ListColumn<T>) => column.hideable === false || (choice[column.key] ?? !column.hiddenByDefault);
  const toolbarColumns = useMemo<ToolbarColumn[]>(
    () => columns.filter((c) => c.hideable !== false).map((c) => ({ key: c.key, title: c.title, visible: choice[c.key] ?? !c.hiddenByDefault })),
    [columns, choice],
  );
  return {
    visibleColumns: columns.filter(shown),
    toolbarColumns,
    setToolbarColumns: (next: ToolbarColumn[]) => {
      const chosen = Object.fromEntries(next.map((c) => [c.key, c.visible]));
      setChoice(chosen);
      columnChoice.write(list, chosen);
    },
  };
}

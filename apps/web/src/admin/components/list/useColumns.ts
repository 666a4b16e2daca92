import type { ColumnType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import type { ToolbarColumn } from '../RightToolbar';

/** A table column with a key and a text title, so the toolbar can show or hide it. */
export interface ListColumn<T> extends ColumnType<T> {
  key: string;
  title: string;
  /** Columns the person may hide (default true; the actions column is always shown). */
  hideable?: boolean;
}

/** The columns of a table and which of them the person has hidden through the toolbar. */
export function useColumns<T>(columns: readonly ListColumn<T>[]) {
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const toolbarColumns = useMemo<ToolbarColumn[]>(
    () => columns.filter((c) => c.hideable !== false).map((c) => ({ key: c.key, title: c.title, visible: !hidden.has(c.key) })),
    [columns, hidden],
  );
  return {
    visibleColumns: columns.filter((c) => !hidden.has(c.key)),
    toolbarColumns,
    setToolbarColumns: (next: ToolbarColumn[]) => setHidden(new Set(next.filter((c) => !c.visible).map((c) => c.key))),
  };
}

import type { ReactNode } from 'react';
import type { TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import type { SortState, SortValue } from './rates/sortCycle';

/** A column's name: a catalogue key (`column.<label>`) or a code read alike in every language (20GP). */
export type ColumnName = { label: string } | { code: string };

/**
 * A list column, shared by the rate lists, their detail dialogs and the inquiry lists. `render` draws the cell (else the `field` is shown as it is); `sortValue` makes the column sortable in a
 * list that sorts locally.
 */
export type ColumnSpec<Row> = ColumnName & {
  field?: keyof Row & string;
  render?: (row: Row, t: TFunction) => ReactNode;
  sortValue?: (row: Row) => SortValue;
  /**
   * Its place on a card, the list's layout below the mobile breakpoint: `route` columns make the card's heading, `fact`
   * columns a labelled line; the others stay off cards (the detail dialog shows them).
   */
  card?: 'route' | 'fact';
  /**
   * Shown in the row's unfolded details rather than as a column of the desktop table, so that the columns a
   * customer checks fit the screen without a sideways scroll (the inquiry lists).
   */
  secondary?: boolean;
  /** How the list draws the cell, when it shows less than the detail dialog (a long remark, clamped). */
  listRender?: (row: Row, t: TFunction) => ReactNode;
};

/** The same columns, moved into the row's unfolded details (see `secondary`). */
export const secondaryColumns = <Row,>(specs: readonly ColumnSpec<Row>[]): ColumnSpec<Row>[] => specs.map((spec) => ({ ...spec, secondary: true }));

export const columnKey = (spec: ColumnName) => ('code' in spec ? spec.code : spec.label);

export const columnTitle = <Row,>(t: TFunction, spec: ColumnSpec<Row>) => ('code' in spec ? spec.code : t(`column.${spec.label}`));

/** A cell's content: the column's rendering, else its field as text. */
export function cellContent<Row>(t: TFunction, spec: ColumnSpec<Row>, row: Row): ReactNode {
  if (spec.render) return spec.render(row, t);
  return spec.field ? String(row[spec.field] ?? '') : '';
}


/** The value a column sorts `row` by, for `sortRows`. */
export function sortValueOf<Row>(specs: readonly ColumnSpec<Row>[]) {
  return (key: string, row: Row): SortValue => specs.find((spec) => columnKey(spec) === key)?.sortValue?.(row);
}

interface ColumnOptions {
  /** The list sorts locally: columns with a sortValue show the sort control, in this state. */
  sortable?: boolean;
  sort?: SortState;
}

const antdOrder = { asc: 'ascend', desc: 'descend' } as const;

export function tableColumns<Row>(t: TFunction, specs: readonly ColumnSpec<Row>[], { sortable = false, sort }: ColumnOptions = {}): TableColumnsType<Row> {
  return specs.map((spec) => {
    const key = columnKey(spec);
    const sorts = sortable && spec.sortValue !== undefined;
    const render = spec.listRender ?? spec.render;
    return {
      key,
      dataIndex: spec.field,
      title: columnTitle(t, spec),
      render: render ? (_: unknown, row: Row) => render(row, t) : undefined,
      ...(sorts ? { sorter: true, sortOrder: sort?.key === key ? antdOrder[sort.order] : null, showSorterTooltip: false } : {}),
    };
  });
}

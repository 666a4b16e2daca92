import { Table, type TableProps } from 'antd';
import type { ColumnType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { CellText } from './CellText';
import { SelectAllBox } from './SelectAllBox';
import type { ListColumn } from './useColumns';
import './list.css';

export interface ListTableProps<T> extends Omit<TableProps<T>, 'columns' | 'rowKey' | 'pagination'> {
  rowKey: keyof T & string;
  columns: readonly ListColumn<T>[];
}

/** The column of row links (`actions`) stays at the right edge; texts that may be cut (`ellipsis`) give way to it. */
function fitted<T>(column: ColumnType<T>): ColumnType<T> {
  if (column.key === 'actions') return { ...column, fixed: 'right', className: 'list-actions-cell' };
  if (!column.ellipsis) return column;
  const { render } = column;
  return {
    ...column,
    ellipsis: false,
    render: (value: unknown, record: T, index: number) => <CellText>{(render ? render(value, record, index) : value) as ReactNode}</CellText>,
  };
}

/**
 * The layout of every list table, also for tables that are not a ListTable: as wide as its space; when the
 * columns need more, they shrink down to their headings and first characters and the table scrolls inside
 * itself, with the row links still in view.
 */
export function listLayout<T>(columns: readonly ColumnType<T>[]): Pick<TableProps<T>, 'columns' | 'tableLayout' | 'scroll' | 'rootClassName'> {
  return { columns: columns.map(fitted), tableLayout: 'auto', scroll: { x: true }, rootClassName: 'list-layout' };
}

/** The table of a list screen: selectable rows, no built-in pager (the screen's Pagination pages on the server). */
export function ListTable<T extends object>({ columns, rowSelection, ...props }: ListTableProps<T>) {
  const selection = rowSelection && { columnTitle: (checkbox: ReactNode) => <SelectAllBox checkbox={checkbox} />, ...rowSelection };
  return <Table<T> className="list-table" bordered={false} pagination={false} {...listLayout(columns)} rowSelection={selection} {...props} />;
}

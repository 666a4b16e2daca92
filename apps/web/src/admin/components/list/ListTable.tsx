import { Table, type TableProps } from 'antd';
import type { ListColumn } from './useColumns';

export interface ListTableProps<T> extends Omit<TableProps<T>, 'columns' | 'rowKey' | 'pagination'> {
  rowKey: keyof T & string;
  columns: readonly ListColumn<T>[];
}

/** The table of a list screen: selectable rows, no built-in pager (the screen's Pagination pages on the server). */
export function ListTable<T extends object>({ columns, ...props }: ListTableProps<T>) {
  return <Table<T> className="list-table" bordered={false} scroll={{ x: 'max-content' }} pagination={false} columns={[...columns]} {...props} />;
}

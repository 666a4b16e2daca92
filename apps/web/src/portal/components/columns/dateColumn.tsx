import type { ColumnSpec } from '../tableColumns';
import { dateValue, type DateFormat } from '../rates/dates';

/** A date or timestamp field in a page's date format; sorts by time. */
export function dateColumn<Row extends object>(label: string, field: keyof Row & string, format: DateFormat): ColumnSpec<Row> {
  const text = (row: Row) => {
    const value = row[field];
    return typeof value === 'string' ? value : undefined;
  };
  return {
    label,
    field,
    render: (row) => <span style={{ whiteSpace: 'nowrap' }}>{format(text(row))}</span>,
    sortValue: (row) => dateValue(text(row)),
  };
}

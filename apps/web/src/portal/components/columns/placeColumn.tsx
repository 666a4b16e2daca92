import type { ColumnSpec } from '../tableColumns';

/** The name of a code field in the visitor's language (its XC__ twin from the server), else the code itself. */
export function localName(row: object, field: string): string {
  const record = row as Record<string, unknown>;
  const name = record[`XC__${field}`];
  const code = record[field];
  return typeof name === 'string' && name !== '' ? name : code === undefined || code === null ? '' : String(code);
}

/** A port, station or lane: its localised name, the code on hover; sorts by the code. */
export function placeColumn<Row extends object>(label: string, field: keyof Row & string): ColumnSpec<Row> {
  return {
    label,
    field,
    render: (row) => <span title={String(row[field] ?? '')}>{localName(row, field)}</span>,
    sortValue: (row) => {
      const code = row[field];
      return typeof code === 'string' || typeof code === 'number' ? code : undefined;
    },
  };
}

import { AppError } from '../errors';
import type { Cell } from './book';
import { cellReaders } from './cellReading';
import { importRows, repeatKey, type ImportedRow, type ImportOptions, type ImportSpec, type RowProblem } from './import';
import { rowRecord } from './rowRecord';

/** A row of a file as its import would take it: the record it gives (when it gives one), its cells by field, and every problem. */
export interface PreviewRow<R> {
  row: number;
  record?: R;
  cells: Record<string, Cell>;
  problems: RowProblem[];
}

/**
 * The first `count` rows of a file as the import would store them, each with every problem the import would find:
 * its cells read and parsed as the import reads them, then checked by the record's commands (permission, the rules,
 * records the row names) in a transaction that writes nothing. Rows past `count` are not read.
 */
export async function previewImport<R>(spec: ImportSpec<R>, file: Buffer, options: ImportOptions, count: number): Promise<PreviewRow<R>[]> {
  const { commands } = spec;
  const prepared = await commands.prepare(spec.ctx, options.actor);
  const readers = await cellReaders(spec.ctx, spec.columns);
  const rows: PreviewRow<R>[] = [];
  const records: ImportedRow<R>[] = [];
  const firstRowOf = new Map<string, number>();
  for await (const sheetRow of importRows(spec, file)) {
    const { problems, imported } = rowRecord(spec, readers, sheetRow);
    const cells = Object.fromEntries(spec.columns.map((column, i) => [column.field, sheetRow.cells[i]]));
    rows.push({ row: sheetRow.row, cells, problems, ...(imported ? { record: imported.record } : {}) });
    if (imported) {
      const key = repeatKey(commands.spec.store, imported);
      const first = firstRowOf.get(key);
      if (first === undefined) {
        firstRowOf.set(key, sheetRow.row);
        records.push(imported);
      } else problems.push({ row: sheetRow.row, field: commands.spec.store.key[0] ?? commands.spec.store.idField, reason: 'freight.import.duplicate', params: { row: first } });
    }
    if (rows.length === count) break;
  }
  if (rows.length === 0) throw new AppError('freight.import.empty');
  const admitted = await spec.db.transaction((tx) => commands.admit(tx, prepared, records, { kind: 'file', updateSupport: options.updateSupport }));
  const byRow = new Map(rows.map((r) => [r.row, r]));
  for (const problem of [...admitted.problems, ...admitted.refused]) byRow.get(problem.row)?.problems.push(problem);
  return rows;
}

import { Readable } from 'node:stream';
import type ExcelJS from 'exceljs';
import { loadExcelJs } from './exceljs';
import type { z } from 'zod';
import { messages, translate, type Language, type MessageKey } from '@freight/domain';
import { adminCatalogue } from '@freight/domain/i18n/admin';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../errors';
import type { HeaderKey, WorkbookSpec } from './workbook';

/** One column of an import file: its header (screen text) and the record field its cells fill. */
export interface ImportColumn {
  header: HeaderKey;
  field: string;
}

/** What is wrong with one row: its sheet row number, the field at fault and why (a message key). */
export interface RowProblem {
  row: number;
  field: string;
  reason: MessageKey;
  params?: Record<string, unknown>;
}

/** A record read from the file and the sheet row it came from. */
export interface ImportedRow<R> {
  row: number;
  record: R;
}

/**
 * How one kind of record is imported. The pipeline streams the file in batches inside one transaction:
 * it parses each row with `schema`, finds repeated keys, checks a batch's references to other tables
 * (`checker`) and hands a clean batch to `write`. After the first problem it writes nothing more but checks
 * on, and the transaction is rolled back: a file with any problem writes nothing (all or nothing), and
 * no more than one batch of records is held in memory.
 */
export interface ImportSpec<R> {
  db: Pick<Db, 'transaction'>;
  /** Template file stem: `<name>_template_<timestamp>.xlsx`. */
  name: string;
  sheet: HeaderKey;
  columns: readonly ImportColumn[];
  schema: z.ZodType<R, unknown>;
  /** Rows with the same key in one file are reported as repeats of the first (on `keyField`). */
  key?: (record: R) => string;
  keyField?: string;
  /**
   * Loads what references to other tables are checked against (known ports, lanes, carriers), once and
   * before the transaction; answers the check of one batch.
   */
  checker?: () => Promise<(rows: readonly ImportedRow<R>[]) => RowProblem[]>;
  /** Writes one batch in the import's transaction. */
  write: (tx: Tx, records: R[]) => Promise<unknown>;
}

/** The largest file the pipeline reads (the rate workbooks of the benchmark hold 100,000 rows). */
export const maxImportRows = 200_000;
/** Rows checked and written together. */
const batchRows = 1000;

/** A problem as the caller reads it: the row, the column header and the reason in the caller's language. */
export interface RowError {
  row: number;
  column: string;
  reason: string;
}

/** The file had problems: nothing was written. */
export class ImportRejected extends Error {
  constructor(readonly problems: RowProblem[]) {
    super('import rejected');
  }
}

/** The empty template of an import: its headers, in the caller's language. */
export function importTemplate(spec: Pick<ImportSpec<unknown>, 'name' | 'sheet' | 'columns'>): WorkbookSpec<never> {
  return {
    name: `${spec.name}_template`,
    sheet: spec.sheet,
    columns: spec.columns.map((c) => ({ header: c.header, value: () => '' })),
    batches: (async function* () { /* a template has no rows */ })(),
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A cell as the schema reads it: text or a number; a date cell becomes YYYY-MM-DD; empty becomes undefined. */
export function cellValue(value: ExcelJS.CellValue): string | number | undefined {
  if (value === null || value === undefined) return undefined;
  if (value instanceof Date) return `${value.getUTCFullYear()}-${pad(value.getUTCMonth() + 1)}-${pad(value.getUTCDate())}`;
  if (typeof value === 'number') return value;
  if (typeof value === 'object') {
    if ('richText' in value) return cellValue(value.richText.map((part) => part.text).join(''));
    if ('text' in value) return cellValue(String(value.text));
    if ('result' in value) return cellValue(value.result as ExcelJS.CellValue);
    if ('error' in value) return undefined;
  }
  const text = String(value).trim();
  return text === '' ? undefined : text;
}

/** Reads the first sheet row by row (streamed: a 100,000-row file is never held as a workbook in memory). */
async function* sheetRows(file: Buffer, width: number): AsyncGenerator<{ row: number; cells: (string | number | undefined)[] }> {
  const { stream } = await loadExcelJs();
  const reader = new stream.xlsx.WorkbookReader(Readable.from(file), {
    sharedStrings: 'cache', styles: 'cache', hyperlinks: 'ignore', worksheets: 'emit', entries: 'ignore',
  });
  try {
    for await (const sheet of reader) {
      for await (const row of sheet) {
        if (row.number === 1) continue;
        const cells = Array.from({ length: width }, (_, i) => cellValue(row.getCell(i + 1).value));
        if (cells.some((c) => c !== undefined)) yield { row: row.number, cells };
      }
      return;
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('freight.import.unreadable');
  }
}

const isMessageKey = (s: string): s is MessageKey => s in messages;

/** The first problem of a row the schema refused. */
function schemaProblem(row: number, columns: readonly ImportColumn[], issues: readonly z.core.$ZodIssue[]): RowProblem {
  const issue = issues[0]!;
  const field = String(issue.path[0] ?? columns[0]!.field);
  return { row, field, reason: isMessageKey(issue.message) ? issue.message : 'field.invalid' };
}

/** The file's records that pass the schema and are not repeats, a batch at a time; the other rows' problems go to `problems`. */
async function* recordBatches<R>(spec: ImportSpec<R>, file: Buffer, problems: RowProblem[]): AsyncGenerator<ImportedRow<R>[]> {
  const firstRowOf = new Map<string, number>();
  let batch: ImportedRow<R>[] = [];
  let count = 0;
  for await (const { row, cells } of sheetRows(file, spec.columns.length)) {
    if (++count > maxImportRows) throw new AppError('freight.import.tooMany', { max: maxImportRows });
    const input = Object.fromEntries(spec.columns.map((c, i) => [c.field, cells[i]]));
    const parsed = spec.schema.safeParse(input);
    if (!parsed.success) {
      problems.push(schemaProblem(row, spec.columns, parsed.error.issues));
      continue;
    }
    const key = spec.key?.(parsed.data);
    const first = key === undefined ? undefined : firstRowOf.get(key);
    if (first !== undefined) {
      problems.push({ row, field: spec.keyField ?? spec.columns[0]!.field, reason: 'freight.import.duplicate', params: { row: first } });
      continue;
    }
    if (key !== undefined) firstRowOf.set(key, row);
    batch.push({ row, record: parsed.data });
    if (batch.length === batchRows) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length) yield batch;
  if (count === 0) throw new AppError('freight.import.empty');
}

/**
 * Imports a workbook laid out like the template: all or nothing. Returns how many records were written;
 * throws ImportRejected with every problem (by row) when any row is wrong, having written nothing.
 */
export async function runImport<R>(spec: ImportSpec<R>, file: Buffer): Promise<number> {
  const check = await spec.checker?.();
  return spec.db.transaction(async (tx) => {
    const problems: RowProblem[] = [];
    let written = 0;
    for await (const batch of recordBatches(spec, file, problems)) {
      if (check) problems.push(...check(batch));
      if (problems.length) continue;
      await spec.write(tx, batch.map((r) => r.record));
      written += batch.length;
    }
    // Thrown inside the transaction, so whatever earlier batches wrote is rolled back.
    if (problems.length) throw new ImportRejected(problems.sort((a, b) => a.row - b.row));
    return written;
  });
}

/** The problems in the caller's language, each naming its column by the template header. */
export function describeProblems(spec: Pick<ImportSpec<unknown>, 'columns'>, problems: readonly RowProblem[], language: Language): RowError[] {
  const headers = new Map(spec.columns.map((c) => [c.field, translate(adminCatalogue, language, c.header)]));
  return problems.map((p) => ({
    row: p.row,
    column: headers.get(p.field) ?? p.field,
    reason: translate(messages, language, p.reason, p.params),
  }));
}

/** Calls `write` for consecutive slices of `records` (one statement cannot carry unlimited parameters). */
export async function inSlices<R>(records: readonly R[], size: number, write: (slice: R[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < records.length; i += size) await write(records.slice(i, i + size));
}

/** Problems for rows whose code is not among the known ones (an empty code is not checked). */
export function unknownCodes<R>(rows: readonly ImportedRow<R>[], field: keyof R & string, known: ReadonlySet<string>, reason: MessageKey): RowProblem[] {
  return rows.flatMap(({ row, record }) => {
    const code = record[field];
    return typeof code === 'string' && code !== '' && !known.has(code) ? [{ row, field, reason, params: { code } }] : [];
  });
}

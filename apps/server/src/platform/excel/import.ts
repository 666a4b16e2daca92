import type { z } from 'zod';
import { IdParam, messages, translate, type Language, type MessageKey } from '@freight/domain';
import { adminCatalogue } from '@freight/domain/i18n/admin';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../errors';
import { sheetRows, type SheetField } from './importSheet';
import type { HeaderKey, WorkbookSpec } from './workbook';

/** One column of an import file: its header (screen text) and the record field its cells fill. */
export type ImportColumn = SheetField;

/** A field of a natural key and its value, as a refused row names the record it collides with. */
export type KeyPart = readonly [field: string, value: unknown];

/** What is wrong with one row: its sheet row number, the field at fault and why (a message key). */
export interface RowProblem {
  row: number;
  field: string;
  reason: MessageKey;
  params?: Record<string, unknown>;
  /** The key of the stored record the row collides with (shown as `{key}`, each part under its column header). */
  key?: readonly KeyPart[];
}

/** A record read from the file, the sheet row it came from and the stored id it gives (a sheet with an id column). */
export interface ImportedRow<R> {
  row: number;
  record: R;
  id?: number;
}

/** A record of the file and the stored record it replaces. */
export interface StoredRow<R> {
  id: number;
  record: R;
}

/** Who writes, and which record fields the sheet carries (an update replaces those and keeps the other columns). */
export interface ImportWrite {
  by: string;
  fields: ReadonlySet<string>;
}

/** Where the records of an import are kept (`tableStore` for a table): finds the stored records rows name, and writes. */
export interface ImportStore<R> {
  /** The record field of the stored id (the sheet's id column, when it has one). */
  idField: string;
  /** The fields of the natural key: a row whose key is stored names that record. */
  key: readonly (keyof R & string)[];
  /** For each row, the ids of the stored records it names: by its id when that is stored, else by its natural key. */
  find(tx: Tx, rows: readonly ImportedRow<R>[]): Promise<number[][]>;
  add(tx: Tx, records: readonly R[], write: ImportWrite): Promise<void>;
  /** Replaces stored records; answers how many of them changed (a row equal to its record changes nothing). */
  update(tx: Tx, rows: readonly StoredRow<R>[], write: ImportWrite): Promise<number>;
}

/**
 * How one kind of record is imported. The pipeline streams the file in batches inside one transaction:
 * it parses each row with `schema`, finds repeated keys, checks a batch's references to other tables
 * (`checker`), finds the stored records the rows name and hands the batch to `store`. After the first problem
 * it writes nothing more but checks on, and the transaction is rolled back: a file with any problem writes
 * nothing (all or nothing), and no more than one batch of records is held in memory. A row naming a stored
 * record is not a problem: it replaces the record when the caller asked to update existing data, else it is
 * refused on its own.
 */
export interface ImportSpec<R> {
  db: Pick<Db, 'transaction'>;
  /** Template file stem: `<name>_template_<timestamp>.xlsx`. */
  name: string;
  sheet: HeaderKey;
  columns: readonly ImportColumn[];
  schema: z.ZodType<R, unknown>;
  /** The sheet's id column: exports write it, the template leaves it out; a row's stored id names its record. */
  idHeader?: HeaderKey;
  /**
   * Loads what references to other tables are checked against (known ports, lanes, carriers), once and
   * before the transaction; answers the check of one batch.
   */
  checker?: () => Promise<(rows: readonly ImportedRow<R>[]) => RowProblem[]>;
  /** Where the records are kept (`tableStore`: the table, its id and the natural key). */
  store: ImportStore<R>;
}

/** What the caller asked: RuoYi's "update existing data" (`updateSupport`), and who imports. */
export interface ImportOptions {
  updateSupport: boolean;
  by: string;
}

/** What an import that was not refused did: rows added, records changed, rows equal to their records, rows refused. */
export interface ImportOutcome {
  added: number;
  updated: number;
  unchanged: number;
  refused: RowProblem[];
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

/** The columns a file of `spec` may have: the template's, then the id column of an export. */
export const fileColumns = <R>(spec: Pick<ImportSpec<R>, 'columns' | 'idHeader' | 'store'>): ImportColumn[] =>
  [...spec.columns, ...(spec.idHeader ? [{ header: spec.idHeader, field: spec.store.idField }] : [])];

/** The empty template of an import: its headers, in the caller's language. */
export function importTemplate(spec: Pick<ImportSpec<unknown>, 'name' | 'sheet' | 'columns'>): WorkbookSpec<never> {
  return {
    name: `${spec.name}_template`,
    sheet: spec.sheet,
    columns: spec.columns.map((c) => ({ header: c.header, value: () => '' })),
    batches: (async function* () { /* a template has no rows */ })(),
  };
}

const isMessageKey = (s: string): s is MessageKey => s in messages;

/** The first problem of a row the schema refused. */
export function schemaProblem(row: number, columns: readonly ImportColumn[], issues: readonly z.core.$ZodIssue[]): RowProblem {
  const issue = issues[0]!;
  const field = String(issue.path[0] ?? columns[0]!.field);
  return { row, field, reason: isMessageKey(issue.message) ? issue.message : 'field.invalid' };
}

/** What makes two rows of a file the same record: the id they give, else their natural key. */
function repeatKey<R>(store: ImportStore<R>, { record, id }: ImportedRow<R>): string {
  return id === undefined ? JSON.stringify(store.key.map((f) => record[f] ?? null)) : `#${id}`;
}

/** The refusal of a row naming stored records `ids`: by its id when that is one of them, else by its natural key. */
function refusal<R>(store: ImportStore<R>, { row, record, id }: ImportedRow<R>, ids: readonly number[], reason: MessageKey): RowProblem {
  const byId = id !== undefined && ids.includes(id);
  const key: KeyPart[] = byId ? [[store.idField, id]] : store.key.map((f) => [f, record[f]] as const);
  return { row, field: byId ? store.idField : store.key[0] ?? store.idField, reason, params: { count: ids.length }, key };
}

/** The file's records that pass the schema and are not repeats, a batch at a time; the other rows' problems go to `problems`. */
async function* recordBatches<R>(spec: ImportSpec<R>, file: Buffer, problems: RowProblem[]): AsyncGenerator<ImportedRow<R>[]> {
  const firstRowOf = new Map<string, number>();
  let batch: ImportedRow<R>[] = [];
  let count = 0;
  const idField = spec.store.idField;
  for await (const { row, cells } of sheetRows(file, spec.columns, fileColumns(spec).slice(spec.columns.length))) {
    if (++count > maxImportRows) throw new AppError('freight.import.tooMany', { max: maxImportRows });
    const input = Object.fromEntries(spec.columns.map((c, i) => [c.field, cells[i]]));
    const parsed = spec.schema.safeParse(input);
    if (!parsed.success) {
      problems.push(schemaProblem(row, spec.columns, parsed.error.issues));
      continue;
    }
    const idCell = cells[spec.columns.length];
    const id = idCell === undefined ? undefined : IdParam.safeParse(idCell);
    if (id && !id.success) {
      problems.push({ row, field: idField, reason: 'field.invalid' });
      continue;
    }
    const imported: ImportedRow<R> = { row, record: parsed.data, ...(id ? { id: id.data } : {}) };
    const key = repeatKey(spec.store, imported);
    const first = firstRowOf.get(key);
    if (first !== undefined) {
      problems.push({ row, field: id ? idField : spec.store.key[0] ?? idField, reason: 'freight.import.duplicate', params: { row: first } });
      continue;
    }
    firstRowOf.set(key, row);
    batch.push(imported);
    if (batch.length === batchRows) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length) yield batch;
  if (count === 0) throw new AppError('freight.import.empty');
}

/**
 * Imports a workbook laid out like the template (or its export): all or nothing. Rows naming no stored record
 * are added; a row naming one replaces it with `updateSupport`, else it is refused (and reported) while the rest
 * is written; a row whose natural key names several stored records is refused either way. Throws ImportRejected
 * with every problem (by row) when any row is wrong, having written nothing.
 */
export async function runImport<R>(spec: ImportSpec<R>, file: Buffer, options: ImportOptions): Promise<ImportOutcome> {
  const check = await spec.checker?.();
  const write: ImportWrite = { by: options.by, fields: new Set(spec.columns.map((c) => c.field)) };
  return spec.db.transaction(async (tx) => {
    const problems: RowProblem[] = [];
    const outcome: ImportOutcome = { added: 0, updated: 0, unchanged: 0, refused: [] };
    for await (const batch of recordBatches(spec, file, problems)) {
      if (check) problems.push(...check(batch));
      const stored = await spec.store.find(tx, batch);
      const added: R[] = [];
      const replaced: StoredRow<R>[] = [];
      batch.forEach((row, i) => {
        const ids = stored[i]!;
        if (ids.length === 0) added.push(row.record);
        else if (ids.length > 1) outcome.refused.push(refusal(spec.store, row, ids, 'import.ambiguous'));
        else if (options.updateSupport) replaced.push({ id: ids[0]!, record: row.record });
        else outcome.refused.push(refusal(spec.store, row, ids, 'import.exists'));
      });
      if (problems.length) continue;
      if (added.length) await spec.store.add(tx, added, write);
      const changed = replaced.length ? await spec.store.update(tx, replaced, write) : 0;
      outcome.added += added.length;
      outcome.updated += changed;
      outcome.unchanged += replaced.length - changed;
    }
    // Thrown inside the transaction, so whatever earlier batches wrote is rolled back.
    if (problems.length) throw new ImportRejected([...problems, ...outcome.refused].sort((a, b) => a.row - b.row));
    outcome.refused.sort((a, b) => a.row - b.row);
    return outcome;
  });
}

/** The separator of a key's parts in each language. */
const keySeparator: Record<Language, string> = { zh_CN: '，', en_US: ', ', ru_Ru: ', ' };

/** The problems in the caller's language, each naming its column, and the key it collides with, by the file's headers. */
export function describeProblems(columns: readonly ImportColumn[], problems: readonly RowProblem[], language: Language): RowError[] {
  const headers = new Map(columns.map((c) => [c.field, translate(adminCatalogue, language, c.header)]));
  const header = (field: string) => headers.get(field) ?? field;
  return problems.map((p) => ({
    row: p.row,
    column: header(p.field),
    reason: translate(messages, language, p.reason, {
      ...p.params,
      ...(p.key ? { key: p.key.map(([field, value]) => `${header(field)} ${String(value ?? '')}`).join(keySeparator[language]) } : {}),
    }),
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

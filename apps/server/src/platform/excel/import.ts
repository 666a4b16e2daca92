import type { z } from 'zod';
import { messages, translate, type Language, type MessageKey } from '@freight/domain';
import { adminCatalogue } from '@freight/domain/i18n/admin';
import type { Db, Tx } from '../../db/client';
import type { Actor } from '../commands/actor';
import { commandRan } from '../commands/doors';
import type { RecordCommands } from '../commands/recordCommands';
import type { AppContext } from '../context';
import { AppError } from '../errors';
import { cellReaders, type CellReader } from './cellReading';
import { sheetRows, type SheetField, type SheetRow } from './importSheet';
import { rowRecord } from './rowRecord';
import type { HeaderKey, SheetColumn, WorkbookSpec } from './workbook';

/**
 * One column of an import file: its header (screen text), the record field its cells fill and what they hold; `label`
 * names a column that is not one of ours (a carrier's surcharge column) in problems.
 */
export type ImportColumn = SheetField & { label?: string };

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
  /** The version the record was exported at (an export's version column), checked when the row names a record by id. */
  version?: number;
}

/** A record of the file and the stored record it replaces. */
export interface StoredRow<R> {
  id: number;
  record: R;
}

/** Who writes, which record fields the door carries (an update replaces those and keeps the other columns), and the door. */
export interface ImportWrite {
  by: string;
  fields: ReadonlySet<string>;
  /** A file's rows write their dependants from the row (a rail rate's sales price); a dialog writes its own detail lines. */
  door: 'file' | 'dialog';
}

/** Where records are kept (`tableStore` for a table): finds stored records by key or id, and writes. */
export interface ImportStore<R> {
  /** The record field of the stored id (the sheet's id column, when it has one). */
  idField: string;
  /** The fields of the natural key: a row whose key is stored names that record. */
  key: readonly (keyof R & string)[];
  /** For each record, the ids of the stored records with its natural key. */
  keyMatches(tx: Tx, records: readonly R[]): Promise<number[][]>;
  /** The stored records of `ids` with every column (and `version`), locked until the transaction ends. */
  current(tx: Tx, ids: readonly number[]): Promise<Map<number, Readonly<Record<string, unknown>>>>;
  /** Inserts records; answers their ids in order. */
  add(tx: Tx, records: readonly R[], write: ImportWrite): Promise<number[]>;
  /** Marks stored records changed by `by` (their version rises) when only what hangs off them changed. */
  touch(tx: Tx, ids: readonly number[], by: string): Promise<void>;
  /** Replaces stored records; answers how many of them changed (a row equal to its record changes nothing). */
  update(tx: Tx, rows: readonly StoredRow<R>[], write: ImportWrite): Promise<number>;
}

/**
 * How one kind of record is imported: the file's layout, and the record's commands (the same the dialog calls), which
 * check each batch and write it. The pipeline streams the file in batches inside one transaction: it parses each row
 * with `schema`, finds repeated rows and hands the batch to the commands. After the first problem it writes nothing
 * more but checks on, and the transaction is rolled back: a file with any problem writes nothing (all or nothing), and
 * no more than one batch of records is held in memory. A row naming a stored record by its key is not a problem: it
 * replaces the record when the caller asked to update existing data, else it is refused on its own.
 */
export interface ImportSpec<R> {
  db: Pick<Db, 'transaction'>;
  ctx: AppContext;
  /** Template file stem: `<name>_template_<timestamp>.xlsx`. */
  name: string;
  sheet: HeaderKey;
  columns: readonly ImportColumn[];
  schema: z.ZodType<R, unknown>;
  /** The sheet's id column: exports write it (and the version), the template leaves it out; a row's id names its record. */
  idHeader?: HeaderKey;
  commands: RecordCommands<R, never>;
  /** The file's rows, cells in the order of `columns`, when they are not found by the template's headers (a carrier's own sheet). */
  rows?: (file: Buffer) => AsyncIterable<SheetRow>;
  /** Columns the file goes without whose fields the schema still checks (what a carrier's sheet leaves unmapped), to name their problems. */
  unread?: readonly ImportColumn[];
}

/** What the caller asked: RuoYi's "update existing data" (`updateSupport`), and who imports. */
export interface ImportOptions {
  updateSupport: boolean;
  actor: Actor;
  /** Waits between two pieces of the import (a turn of the event loop by default; a server's calls, see Foreground). */
  pause?: () => Promise<void>;
}

/** What an import that was not refused did: rows added, records changed, rows equal to their records, rows refused. */
export interface ImportOutcome {
  added: number;
  updated: number;
  unchanged: number;
  refused: RowProblem[];
}

/**
 * Rows checked and written together, and rows read between two pauses: reading rows and building a batch's statements
 * is work on the main thread, so it is cut into pieces short enough that other users' calls are served in between
 * (bench importLatency).
 */
export const importBatchRows = 50;
const rowsPerTurn = 10;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

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
export const fileColumns = <R>(spec: Pick<ImportSpec<R>, 'columns' | 'idHeader' | 'commands'>): ImportColumn[] => [
  ...spec.columns,
  ...(spec.idHeader ? [{ header: spec.idHeader, field: spec.commands.spec.store.idField }, { header: versionHeader, field: 'version' }] : []),
];

/** The columns a problem of a file of `spec` may name: the file's, then those it goes without. */
export const problemColumns = <R>(spec: Pick<ImportSpec<R>, 'columns' | 'idHeader' | 'commands' | 'unread'>): ImportColumn[] => [...fileColumns(spec), ...(spec.unread ?? [])];

/** The header of an export's version column (the version each record was exported at). */
export const versionHeader: HeaderKey = 'common.version';

/** The columns of an export that imports again: the id first, the given columns, then the version each record was read at. */
export const reimportable = <Row extends { version: number }>(id: SheetColumn<Row>, columns: readonly SheetColumn<Row>[]): SheetColumn<Row>[] =>
  [{ width: 10, ...id }, ...columns, { header: versionHeader, value: (r) => r.version, width: 8 }];

/** The empty template of an import: its headers, in the caller's language. */
export function importTemplate(spec: Pick<ImportSpec<unknown>, 'name' | 'sheet' | 'columns'>): WorkbookSpec<never> {
  return {
    name: `${spec.name}_template`,
    sheet: spec.sheet,
    columns: spec.columns.map((c) => ({ header: c.header, value: () => '' })),
    batches: (async function* () { /* a template has no rows */ })(),
  };
}

export { schemaProblem } from './rowRecord';

/** What makes two rows of a file the same record: the id they give, else their natural key. */
export function repeatKey<R>(store: ImportStore<R>, { record, id }: ImportedRow<R>): string {
  return id === undefined ? JSON.stringify(store.key.map((f) => record[f] ?? null)) : `#${id}`;
}

/** The rows of an import's file, cells in the order of its columns (and the id columns of an export). */
export const importRows = <R>(spec: ImportSpec<R>, file: Buffer): AsyncIterable<SheetRow> =>
  spec.rows?.(file) ?? sheetRows(file, spec.columns, fileColumns(spec).slice(spec.columns.length));

/** The file's records that pass the schema and are not repeats, a batch at a time; the other rows' problems go to `problems`. */
async function* recordBatches<R>(spec: ImportSpec<R>, readers: readonly CellReader[], file: Buffer, problems: RowProblem[], pause: () => Promise<void>): AsyncGenerator<ImportedRow<R>[]> {
  const firstRowOf = new Map<string, number>();
  let batch: ImportedRow<R>[] = [];
  let count = 0;
  const store = spec.commands.spec.store;
  const idField = store.idField;
  for await (const sheetRow of importRows(spec, file)) {
    if (++count % rowsPerTurn === 0) await pause();
    const { problems: found, imported } = rowRecord(spec, readers, sheetRow);
    problems.push(...found);
    if (!imported) continue;
    const key = repeatKey(store, imported);
    const first = firstRowOf.get(key);
    if (first !== undefined) {
      problems.push({ row: sheetRow.row, field: imported.id === undefined ? store.key[0] ?? idField : idField, reason: 'freight.import.duplicate', params: { row: first } });
      continue;
    }
    firstRowOf.set(key, sheetRow.row);
    batch.push(imported);
    if (batch.length === importBatchRows) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length) yield batch;
  if (count === 0) throw new AppError('freight.import.empty');
}

/**
 * Imports a workbook laid out like the template (or its export): all or nothing, every row through the record's
 * commands. Rows naming no stored record are added; a row naming one replaces it with `updateSupport`, else it is
 * refused (and reported) while the rest is written; a row whose natural key names several stored records is refused
 * either way. Throws ImportRejected with every problem (by row) when any row is wrong, having written nothing.
 */
export async function runImport<R>(spec: ImportSpec<R>, file: Buffer, options: ImportOptions): Promise<ImportOutcome> {
  const { commands } = spec;
  commandRan(`${commands.spec.entity}:import`);
  const prepared = await commands.prepare(spec.ctx, options.actor);
  const readers = await cellReaders(spec.ctx, spec.columns);
  const write: ImportWrite = { by: options.actor.userName, fields: new Set(spec.columns.map((c) => c.field)), door: 'file' };
  const door = { kind: 'file', updateSupport: options.updateSupport } as const;
  return spec.db.transaction(async (tx) => {
    const problems: RowProblem[] = [];
    const outcome: ImportOutcome = { added: 0, updated: 0, unchanged: 0, refused: [] };
    const pause = options.pause ?? nextTurn;
    for await (const batch of recordBatches(spec, readers, file, problems, pause)) {
      // Checking a batch and building its statement are pieces of their own.
      await pause();
      const admitted = await commands.admit(tx, prepared, batch, door);
      problems.push(...admitted.problems);
      outcome.refused.push(...admitted.refused);
      if (problems.length) continue;
      await pause();
      const { changed } = await commands.write(spec.ctx, tx, options.actor, admitted, write);
      outcome.added += admitted.added.length;
      outcome.updated += changed;
      outcome.unchanged += admitted.replaced.length - changed;
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
  const headers = new Map(columns.map((c) => [c.field, c.label ?? translate(adminCatalogue, language, c.header)]));
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

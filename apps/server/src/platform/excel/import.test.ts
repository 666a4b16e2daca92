import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../errors';
import { describeProblems, ImportRejected, runImport, unknownCodes, type ImportedRow, type ImportSpec, type ImportStore } from './import';
import { workbookOf } from './importTesting';

const Row = z.object({ portcode: z.string({ error: 'freight.required' }), pricecbm: z.coerce.number().min(0, { error: 'freight.price.negative' }) });
type Row = z.infer<typeof Row>;

/** Runs the import's work in a stand-in transaction: these tests are about reading and checking, not the database. */
const db = { transaction: async <T>(work: (tx: Tx) => Promise<T>) => work({} as Tx) } as unknown as Pick<Db, 'transaction'>;

/** A store holding nothing: every row is new and goes to `write`. */
const emptyStore = (write: (tx: Tx, records: readonly Row[]) => Promise<void>): ImportStore<Row> => ({
  idField: 'id', key: ['portcode'], find: async (_, rows) => rows.map(() => []), add: write, update: async () => 0,
});

function spec(write: (tx: Tx, records: readonly Row[]) => Promise<void>): ImportSpec<Row> {
  return {
    db,
    name: 'sample',
    sheet: 'truckRate.sheet',
    columns: [{ header: 'truckRate.portcode', field: 'portcode' }, { header: 'truckRate.pricecbm', field: 'pricecbm' }],
    schema: Row,
    checker: async () => (rows) => unknownCodes(rows, 'portcode', new Set(['XIAN', 'ALASC']), 'freight.unknown.port'),
    store: emptyStore(write),
  };
}

const asked = { updateSupport: false, by: 'admin' };

const rejection = async (promise: Promise<unknown>) => {
  const error = await promise.catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ImportRejected);
  return (error as ImportRejected).problems;
};

describe('the import pipeline', () => {
  it('hands the rows to write when no row has a problem, skipping blank rows', async () => {
    const write = vi.fn(async () => undefined);
    const file = await workbookOf(['站', '价'], [['XIAN', 12], [null, null], ['ALASC', '7.5']]);
    expect(await runImport(spec(write), file, asked)).toEqual({ added: 2, updated: 0, unchanged: 0, refused: [] });
    expect(write).toHaveBeenCalledWith(expect.anything(), [{ portcode: 'XIAN', pricecbm: 12 }, { portcode: 'ALASC', pricecbm: 7.5 }], { by: 'admin', fields: new Set(['portcode', 'pricecbm']) });
  });

  it('writes nothing and names every bad row: schema, repeated key and reference problems, in row order', async () => {
    const write = vi.fn(async () => undefined);
    const file = await workbookOf(['站', '价'], [['XIAN', 1], ['NOPE', 2], ['XIAN', 3], [null, -4]]);
    const problems = await rejection(runImport(spec(write), file, asked));
    expect(write).not.toHaveBeenCalled();
    expect(problems).toEqual([
      { row: 3, field: 'portcode', reason: 'freight.unknown.port', params: { code: 'NOPE' } },
      { row: 4, field: 'portcode', reason: 'freight.import.duplicate', params: { row: 2 } },
      { row: 5, field: 'portcode', reason: 'freight.required' },
    ]);
    expect(describeProblems(spec(write).columns, problems, 'en_US')[1]).toEqual({ row: 4, column: 'Departure station', reason: 'repeats row 2' });
  });

  it('writes in batches of 1,000 rows and stops writing at the first problem, reporting the later ones too', async () => {
    const write = vi.fn(async () => undefined);
    const rows = Array.from({ length: 2500 }, (_, i) => [i === 1500 ? 'NOPE' : `P${i}`, i] as [string, number]);
    const loose: ImportSpec<Row> = { ...spec(write), checker: async () => (batch) => unknownCodes(batch.filter((r) => r.record.portcode === 'NOPE'), 'portcode', new Set(), 'freight.unknown.port') };
    const problems = await rejection(runImport(loose, await workbookOf(['站', '价'], [...rows, ['NOPE', 1]]), asked));
    expect(write).toHaveBeenCalledTimes(1);
    expect((write.mock.calls[0] as unknown as [Tx, Row[]])[1]).toHaveLength(1000);
    expect(problems.map((p) => p.row)).toEqual([1502, 2502]);
  });

  it('reads the columns of an export by their headers, in any order and language, with the id column and others it ignores', async () => {
    const write = vi.fn(async () => undefined);
    const file = await workbookOf(['Цена за куб. м (сборный)', '备注', '编号', 'Departure station'], [[12, 'x', 7, 'XIAN'], ['7.5', 'y', null, 'ALASC']]);
    const found = vi.fn(async (_: Tx, rows: readonly ImportedRow<Row>[]) => rows.map(() => []));
    const reading: ImportSpec<Row> = { ...spec(write), idHeader: 'seaRate.fclrateid', store: { ...emptyStore(write), find: found } };
    expect(await runImport(reading, file, asked)).toMatchObject({ added: 2 });
    expect(found.mock.calls[0]![1]).toEqual([{ row: 2, record: { portcode: 'XIAN', pricecbm: 12 }, id: 7 }, { row: 3, record: { portcode: 'ALASC', pricecbm: 7.5 } }]);
  });

  it('refuses a row naming a stored record unless asked to update, and one naming several records either way', async () => {
    const write = vi.fn(async () => undefined);
    const update = vi.fn(async () => 1);
    const file = await workbookOf(['站', '价'], [['XIAN', 1], ['ALASC', 2], ['HORGOS', 3]]);
    const stored: ImportStore<Row> = {
      ...emptyStore(write), update,
      find: async (_, rows) => rows.map((r) => ({ XIAN: [], ALASC: [5], HORGOS: [8, 9] })[r.record.portcode] ?? []),
    };
    const known: ImportSpec<Row> = { ...spec(write), store: stored, checker: undefined };
    const refused = await runImport(known, file, asked);
    expect(refused).toMatchObject({ added: 1, updated: 0 });
    expect(describeProblems(known.columns, refused.refused, 'en_US')).toEqual([
      { row: 3, column: 'Departure station', reason: 'already exists (Departure station ALASC); not imported, as "Update data that already exists" was not ticked' },
      { row: 4, column: 'Departure station', reason: 'matches 2 stored records (Departure station HORGOS), so which one to update is unclear; use the ID column of an export' },
    ]);
    expect(update).not.toHaveBeenCalled();
    const updating = await runImport(known, file, { ...asked, updateSupport: true });
    expect(updating).toMatchObject({ added: 1, updated: 1, unchanged: 0, refused: [{ row: 4, reason: 'import.ambiguous' }] });
    expect(update).toHaveBeenCalledWith(expect.anything(), [{ id: 5, record: { portcode: 'ALASC', pricecbm: 2 } }], expect.anything());
  });

  it('refuses an unreadable or empty file', async () => {
    const write = vi.fn(async () => undefined);
    await expect(runImport(spec(write), Buffer.from('plain text'), asked)).rejects.toMatchObject(new AppError('freight.import.unreadable'));
    await expect(runImport(spec(write), await workbookOf(['站', '价'], []), asked)).rejects.toMatchObject(new AppError('freight.import.empty'));
  });
});

import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import type { Actor } from '../commands/actor';
import { recordCommands, type RecordRules } from '../commands/recordCommands';
import type { AppContext } from '../context';
import { AppError } from '../errors';
import { describeProblems, importBatchRows, ImportRejected, runImport, unknownCodes, type ImportSpec, type ImportStore } from './import';
import { workbookOf } from './importTesting';

const Row = z.object({ portcode: z.string({ error: 'freight.required' }), pricecbm: z.coerce.number().min(0, { error: 'freight.price.negative' }) });
type Row = z.infer<typeof Row>;

/** Runs the import's work in a stand-in transaction: these tests are about reading and checking, not the database. */
const db = { transaction: async <T>(work: (tx: Tx) => Promise<T>) => work({} as Tx) } as unknown as Pick<Db, 'transaction'>;

type Write = (tx: Tx, records: readonly Row[]) => Promise<number[]>;

/** A store holding nothing: every row is new and goes to `write`. */
const emptyStore = (write: Write): ImportStore<Row> => ({
  idField: 'id', key: ['portcode'], keyMatches: async (_, records) => records.map(() => []), current: async () => new Map(), add: write, update: async () => 0, touch: async () => {},
});

const knownPorts: RecordRules<Row> = (rows) => unknownCodes(rows, 'portcode', new Set(['XIAN', 'ALASC']), 'freight.unknown.port');

function spec(write: Write, store = emptyStore(write), rules: RecordRules<Row> | undefined = knownPorts): ImportSpec<Row> {
  return {
    db,
    ctx: {} as AppContext,
    name: 'sample',
    sheet: 'truckRate.sheet',
    columns: [{ header: 'truckRate.portcode', field: 'portcode' }, { header: 'truckRate.pricecbm', field: 'pricecbm' }],
    schema: Row,
    commands: recordCommands<Row, never>({ entity: 'sample', store, ...(rules ? { rules: async () => rules } : {}), describe: (r) => r.portcode, remove: async () => {} }),
  };
}

const admin: Actor = { userId: 1, userName: 'admin', deptName: '', roles: ['admin'], permissions: [], request: { method: 'POST', route: '', url: '', ip: '' } };
const asked = { updateSupport: false, actor: admin };
const added = async (_: Tx, records: readonly Row[]) => records.map((_, i) => i + 1);

const rejection = async (promise: Promise<unknown>) => {
  const error = await promise.catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ImportRejected);
  return (error as ImportRejected).problems;
};

describe('the import pipeline', () => {
  it('hands the rows to write when no row has a problem, skipping blank rows', async () => {
    const write = vi.fn(added);
    const file = await workbookOf(['站', '价'], [['XIAN', 12], [null, null], ['ALASC', '7.5']]);
    expect(await runImport(spec(write), file, asked)).toEqual({ added: 2, updated: 0, unchanged: 0, refused: [] });
    expect(write).toHaveBeenCalledWith(expect.anything(), [{ portcode: 'XIAN', pricecbm: 12 }, { portcode: 'ALASC', pricecbm: 7.5 }], { by: 'admin', fields: new Set(['portcode', 'pricecbm']), door: 'file' });
  });

  it('writes nothing and names every bad row: schema, repeated key and reference problems, in row order, every one of a row', async () => {
    const write = vi.fn(added);
    const file = await workbookOf(['站', '价'], [['XIAN', 1], ['NOPE', 2], ['XIAN', 3], [null, -4]]);
    const problems = await rejection(runImport(spec(write), file, asked));
    expect(write).not.toHaveBeenCalled();
    expect(problems).toEqual([
      { row: 3, field: 'portcode', reason: 'freight.unknown.port', params: { code: 'NOPE' } },
      { row: 4, field: 'portcode', reason: 'freight.import.duplicate', params: { row: 2 } },
      { row: 5, field: 'portcode', reason: 'freight.required' },
      { row: 5, field: 'pricecbm', reason: 'freight.price.negative' },
    ]);
    expect(describeProblems(spec(write).columns, problems, 'en_US')[1]).toEqual({ row: 4, column: 'Departure station', reason: 'repeats row 2' });
  });

  it('reads a number where the record wants text as its text, and text where it wants a number as that number', async () => {
    const write = vi.fn(added);
    const anyPort = spec(write, emptyStore(write), () => []);
    expect(await runImport(anyPort, await workbookOf(['站', '价'], [[4701, '12.50']]), asked)).toMatchObject({ added: 1 });
    expect(write).toHaveBeenCalledWith(expect.anything(), [{ portcode: '4701', pricecbm: 12.5 }], expect.anything());
  });

  it('writes in batches and stops writing at the first problem, reporting the later ones too', async () => {
    const write = vi.fn(added);
    const rows = Array.from({ length: 2500 }, (_, i) => [i === 1500 ? 'NOPE' : `P${i}`, i] as [string, number]);
    const loose = spec(write, emptyStore(write), (batch) => unknownCodes(batch.filter((r) => r.record.portcode === 'NOPE'), 'portcode', new Set(), 'freight.unknown.port'));
    const problems = await rejection(runImport(loose, await workbookOf(['站', '价'], [...rows, ['NOPE', 1]]), asked));
    // Row 1502 (the 1,501st record) is in the batch after 1,500 records written.
    expect(write).toHaveBeenCalledTimes(1500 / importBatchRows);
    expect(write.mock.calls.every((call) => (call as unknown as [Tx, Row[]])[1].length === importBatchRows)).toBe(true);
    expect(problems.map((p) => p.row)).toEqual([1502, 2502]);
  });

  it('reads the columns of an export by their headers, in any order and language, with the id and version columns and others it ignores', async () => {
    const write = vi.fn(added);
    const update = vi.fn(async () => 1);
    const file = await workbookOf(['Цена за куб. м (сборный)', '备注', '编号', 'Версия', 'Departure station'], [[12, 'x', 7, 3, 'XIAN'], ['7.5', 'y', null, null, 'ALASC']]);
    const current = vi.fn(async (_: Tx, ids: readonly number[]) => new Map(ids.map((id) => [id, { id, version: 3 }])));
    const reading: ImportSpec<Row> = { ...spec(write, { ...emptyStore(write), current, update }), idHeader: 'seaRate.fclrateid' };
    expect(await runImport(reading, file, asked)).toMatchObject({ added: 1, updated: 0, refused: [{ row: 2, reason: 'import.exists', key: [['id', 7]] }] });
    expect(await runImport(reading, file, { ...asked, updateSupport: true })).toMatchObject({ added: 1, updated: 1 });
    expect(current).toHaveBeenCalledWith(expect.anything(), [7]);
    expect(update).toHaveBeenCalledWith(expect.anything(), [{ id: 7, record: { portcode: 'XIAN', pricecbm: 12 } }], expect.anything());
    expect(write).toHaveBeenCalledWith(expect.anything(), [{ portcode: 'ALASC', pricecbm: 7.5 }], expect.anything());
  });

  it('refuses a row naming its record by id at another version than the stored one, or without a version, and writes nothing', async () => {
    const write = vi.fn(added);
    const update = vi.fn(async () => 1);
    const file = await workbookOf(['Departure station', 'Цена за куб. м (сборный)', '编号', '版本'], [['XIAN', 1, 7, 2], ['ALASC', 2, 8, null]]);
    const current = async (_: Tx, ids: readonly number[]) => new Map(ids.map((id) => [id, { id, version: 3 }]));
    const reading: ImportSpec<Row> = { ...spec(write, { ...emptyStore(write), current, update }), idHeader: 'seaRate.fclrateid' };
    const problems = await rejection(runImport(reading, file, { ...asked, updateSupport: true }));
    expect(problems).toEqual([{ row: 2, field: 'version', reason: 'import.changed' }, { row: 3, field: 'version', reason: 'import.version' }]);
    expect(update).not.toHaveBeenCalled();
  });

  it('adds and updates only within the importer\'s permissions', async () => {
    const write = vi.fn(added);
    const update = vi.fn(async () => 1);
    const file = await workbookOf(['站', '价'], [['XIAN', 1], ['ALASC', 2]]);
    const stored: ImportStore<Row> = { ...emptyStore(write), update, keyMatches: async (_, records) => records.map((r) => (r.portcode === 'ALASC' ? [5] : [])), current: async () => new Map([[5, { id: 5, version: 0 }]]) };
    const clerk: Actor = { ...admin, roles: ['clerk'], permissions: ['sample:import', 'sample:add'] };
    const problems = await rejection(runImport(spec(write, stored), file, { updateSupport: true, actor: clerk }));
    expect(problems).toEqual([{ row: 3, field: 'id', reason: 'import.forbidden.edit' }]);
    expect(write).not.toHaveBeenCalled();
  });

  it('refuses a row naming a stored record unless asked to update, and one naming several records either way', async () => {
    const write = vi.fn(added);
    const update = vi.fn(async () => 1);
    const file = await workbookOf(['站', '价'], [['XIAN', 1], ['ALASC', 2], ['HORGOS', 3]]);
    const stored: ImportStore<Row> = {
      ...emptyStore(write), update,
      keyMatches: async (_, records) => records.map((r) => ({ XIAN: [], ALASC: [5], HORGOS: [8, 9] })[r.portcode] ?? []),
      current: async (_, ids) => new Map(ids.map((id) => [id, { id, version: 0 }])),
    };
    const known = spec(write, stored, undefined);
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
    const write = vi.fn(added);
    await expect(runImport(spec(write), Buffer.from('plain text'), asked)).rejects.toMatchObject(new AppError('freight.import.unreadable'));
    await expect(runImport(spec(write), await workbookOf(['站', '价'], []), asked)).rejects.toMatchObject(new AppError('freight.import.empty'));
  });
});

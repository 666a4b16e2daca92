import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import type { Db, Tx } from '../../db/client';
import { AppError } from '../errors';
import { describeProblems, ImportRejected, runImport, unknownCodes, type ImportSpec } from './import';
import { workbookOf } from './importTesting';

const Row = z.object({ portcode: z.string({ error: 'freight.required' }), pricecbm: z.coerce.number().min(0, { error: 'freight.price.negative' }) });
type Row = z.infer<typeof Row>;

/** Runs the import's work in a stand-in transaction: these tests are about reading and checking, not the database. */
const db = { transaction: async <T>(work: (tx: Tx) => Promise<T>) => work({} as Tx) } as unknown as Pick<Db, 'transaction'>;

function spec(write: (tx: Tx, records: Row[]) => Promise<void>): ImportSpec<Row> {
  return {
    db,
    name: 'sample',
    sheet: 'truckRate.sheet',
    columns: [{ header: 'truckRate.portcode', field: 'portcode' }, { header: 'truckRate.pricecbm', field: 'pricecbm' }],
    schema: Row,
    key: (r) => r.portcode,
    keyField: 'portcode',
    checker: async () => (rows) => unknownCodes(rows, 'portcode', new Set(['XIAN', 'ALASC']), 'freight.unknown.port'),
    write,
  };
}

const rejection = async (promise: Promise<unknown>) => {
  const error = await promise.catch((e: unknown) => e);
  expect(error).toBeInstanceOf(ImportRejected);
  return (error as ImportRejected).problems;
};

describe('the import pipeline', () => {
  it('hands the rows to write when no row has a problem, skipping blank rows', async () => {
    const write = vi.fn(async () => undefined);
    const file = await workbookOf(['站', '价'], [['XIAN', 12], [null, null], ['ALASC', '7.5']]);
    expect(await runImport(spec(write), file)).toBe(2);
    expect(write).toHaveBeenCalledWith(expect.anything(), [{ portcode: 'XIAN', pricecbm: 12 }, { portcode: 'ALASC', pricecbm: 7.5 }]);
  });

  it('writes nothing and names every bad row: schema, repeated key and reference problems, in row order', async () => {
    const write = vi.fn(async () => undefined);
    const file = await workbookOf(['站', '价'], [['XIAN', 1], ['NOPE', 2], ['XIAN', 3], [null, -4]]);
    const problems = await rejection(runImport(spec(write), file));
    expect(write).not.toHaveBeenCalled();
    expect(problems).toEqual([
      { row: 3, field: 'portcode', reason: 'freight.unknown.port', params: { code: 'NOPE' } },
      { row: 4, field: 'portcode', reason: 'freight.import.duplicate', params: { row: 2 } },
      { row: 5, field: 'portcode', reason: 'freight.required' },
    ]);
    expect(describeProblems(spec(write), problems, 'en_US')[1]).toEqual({ row: 4, column: 'Departure station', reason: 'repeats row 2' });
  });

  it('writes in batches of 1,000 rows and stops writing at the first problem, reporting the later ones too', async () => {
    const write = vi.fn(async () => undefined);
    const rows = Array.from({ length: 2500 }, (_, i) => [i === 1500 ? 'NOPE' : `P${i}`, i] as [string, number]);
    const loose: ImportSpec<Row> = { ...spec(write), checker: async () => (batch) => unknownCodes(batch.filter((r) => r.record.portcode === 'NOPE'), 'portcode', new Set(), 'freight.unknown.port') };
    const problems = await rejection(runImport(loose, await workbookOf(['站', '价'], [...rows, ['NOPE', 1]])));
    expect(write).toHaveBeenCalledTimes(1);
    expect((write.mock.calls[0] as unknown as [Tx, Row[]])[1]).toHaveLength(1000);
    expect(problems.map((p) => p.row)).toEqual([1502, 2502]);
  });

  it('refuses an unreadable or empty file', async () => {
    const write = vi.fn(async () => undefined);
    await expect(runImport(spec(write), Buffer.from('plain text'))).rejects.toMatchObject(new AppError('freight.import.unreadable'));
    await expect(runImport(spec(write), await workbookOf(['站', '价'], []))).rejects.toMatchObject(new AppError('freight.import.empty'));
  });
});

import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { markupRule } from '../../db/schema/index';
import { insertRecords, replaceRecords } from './importWrites';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

const rule = (extra: Record<string, unknown>) =>
  ({ kind: 'sea', portofloadingcode: 'CNSHA', validfrom: '2032-03-01', validto: '2032-12-31', method: 'percent', value: 5, createBy: 'importer', ...extra });
const stored = (ids: number[]) => t.ctx.db.select().from(markupRule).where(inArray(markupRule.markupId, ids));

describe('the statements an import writes with', () => {
  it('inserts rows as a values list would: ids in row order, a field left out takes its default, nulls and numbers kept', async () => {
    const records = [rule({ destinationcode: 'NLRTM' }), rule({ destinationcode: 'DEHAM', currencycode: 'EUR', minimum: 12.5 }), rule({ destinationcode: 'BEANR', minimum: null })];
    const ids = await t.ctx.db.transaction((tx) => insertRecords(tx, markupRule, markupRule.markupId, records));
    expect(ids).toHaveLength(3);
    const byId = new Map((await stored(ids)).map((r) => [r.markupId, r]));
    expect(ids.map((id) => byId.get(id)).map((r) => [r?.destinationcode, r?.currencycode, r?.minimum === null ? null : Number(r?.minimum), r?.createBy]))
      .toEqual([['NLRTM', 'USD', null, 'importer'], ['DEHAM', 'EUR', 12.5, 'importer'], ['BEANR', 'USD', null, 'importer']]);
  });

  it('refuses a text too long for its column, as a values list does, instead of cutting it', async () => {
    const write = (extra: Record<string, unknown>) => t.ctx.db.transaction((tx) => insertRecords(tx, markupRule, markupRule.markupId, [rule(extra)]));
    await expect(write({ tradelanecode: 'L'.repeat(21) })).rejects.toThrow();
    await expect(write({ additional: 'YY' })).rejects.toThrow();
    expect(await t.ctx.db.select().from(markupRule).where(inArray(markupRule.tradelanecode, ['L'.repeat(20), 'L'.repeat(21)]))).toEqual([]);
  });

  it('replaces stored records by id where the condition holds, and answers the ids it wrote', async () => {
    const ids = await t.ctx.db.transaction((tx) => insertRecords(tx, markupRule, markupRule.markupId, [rule({ value: 7 }), rule({ value: 8 })]));
    const written = await t.ctx.db.transaction((tx) => replaceRecords(tx, markupRule, markupRule.markupId,
      [rule({ markupId: ids[0], value: 7, updateBy: 'again' }), rule({ markupId: ids[1], value: 9, updateBy: 'again' })],
      ['value', 'updateBy'], sql`${markupRule.value} is distinct from excluded.value`));
    expect(written).toEqual([ids[1]]);
    const byId = new Map((await stored(ids)).map((r) => [r.markupId, r]));
    expect(ids.map((id) => [Number(byId.get(id)?.value), byId.get(id)?.updateBy])).toEqual([[7, ''], [9, 'again']]);
  });
});

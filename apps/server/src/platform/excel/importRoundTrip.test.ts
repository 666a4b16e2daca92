import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { readWorkbook, staffClient } from '../../../test/api';
import {
  carrier, customer, exchangeRate, holiday, port, railFclRate, railLclPrice, railLclRate, seaRate, sysUser, tradeLane, truckRate,
} from '../../db/schema/index';
import { uploadImport } from './importTesting';

let t: TestApp;
let admin: Awaited<ReturnType<typeof staffClient>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await staffClient(t);
});
afterAll(async () => { await t.close(); });

/** Every import of the back office, with the tables its rows are kept in. */
const imports: { name: string; base: string; tables: PgTable[] }[] = [
  { name: 'sea rates', base: '/freight/seaRate', tables: [seaRate] },
  { name: 'rail LCL rates', base: '/freight/railLclRate', tables: [railLclRate, railLclPrice] },
  { name: 'rail FCL rates', base: '/freight/railFclRate', tables: [railFclRate] },
  { name: 'truck rates', base: '/freight/truckRate', tables: [truckRate] },
  { name: 'ports', base: '/freight/port', tables: [port] },
  { name: 'carriers', base: '/freight/carrier', tables: [carrier] },
  { name: 'trade lanes', base: '/freight/tradeLane', tables: [tradeLane] },
  { name: 'customers', base: '/freight/customer', tables: [customer] },
  { name: 'holidays', base: '/freight/holiday', tables: [holiday] },
  { name: 'exchange rates', base: '/freight/exchangeRate', tables: [exchangeRate] },
  { name: 'users', base: '/system/user', tables: [sysUser] },
];

/** Everything stored in the tables (versions and audit columns included), in a stable order. */
const stored = async (tables: PgTable[]) =>
  Promise.all(tables.map(async (table) => (await t.ctx.db.select().from(table)).map((row) => JSON.stringify(row)).sort()));

// The rate tables are exported and imported whole (a few thousand rows each), twice.
describe('an exported workbook imported again', { timeout: 120_000 }, () => {
  it.each(imports)('$name: refuses every row as existing without "update existing data", and changes nothing with it', async ({ base, tables }) => {
    const before = await stored(tables);
    const reply = await admin.exportFile(`${base}/export`);
    const rows = (await readWorkbook(reply)).length - 1;
    expect(rows).toBeGreaterThan(0);

    const refused = await uploadImport(t, admin.token, base, reply.rawPayload);
    expect(refused).toMatchObject({ code: 200, data: { added: 0, updated: 0, unchanged: 0, refused: rows } });
    expect(refused.errors).toHaveLength(Math.min(rows, 500));
    expect(refused.errors!.every((e) => e.reason.startsWith('数据已存在（'))).toBe(true);
    expect(await stored(tables)).toEqual(before);

    const again = await uploadImport(t, admin.token, base, reply.rawPayload, { updateSupport: true });
    expect(again).toMatchObject({ code: 200, data: { added: 0, updated: 0, unchanged: rows, refused: 0 } });
    expect(again.errors).toBeUndefined();
    expect(await stored(tables)).toEqual(before);
  });
});

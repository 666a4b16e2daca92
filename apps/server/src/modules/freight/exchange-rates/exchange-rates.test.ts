import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { readSheet, readWorkbook, staffClient } from '../../../../test/api';
import { uploadImport, workbookOf } from '../../../platform/excel/importTesting';
import { callCommand, callers, type Callers } from '../../portal/rates-common/testing';

let t: TestApp;
let c: Callers;
let admin: Awaited<ReturnType<typeof staffClient>>;
beforeAll(async () => {
  t = await createTestApp();
  c = await callers(t);
  admin = await staffClient(t);
});
afterAll(async () => { await t.close(); });

const headerRates = async () => (await callCommand(t, c.anonymous, 'invoicetrans', { maxrows: 10 })).content!.data as { usd: { exchangerate: number } };

describe('exchange rates', () => {
  it('lists a pair newest first and refuses a second rate for the same pair and day', async () => {
    const usd = await admin.get('/freight/exchangeRate/list?srccurrency=cny&destcurrency=USD');
    expect(usd.total).toBeGreaterThan(1);
    const days = usd.rows.map((r: { fromdate: string }) => r.fromdate);
    expect(days).toEqual([...days].sort().reverse());
    const today = usd.rows[0];
    expect((await admin.post('/freight/exchangeRate', { srccurrency: 'CNY', destcurrency: 'USD', exchangerate: 0.14, fromdate: today.fromdate })).code).toBe(500);
    expect(await admin.post('/freight/exchangeRate', { srccurrency: 'USD', destcurrency: 'USD', exchangerate: 1, fromdate: today.fromdate }))
      .toEqual({ code: 400, msg: '参数错误：destcurrency 目标币种不能与源币种相同' });
    expect((await admin.post('/freight/exchangeRate', { srccurrency: 'CNY', destcurrency: 'EUR', exchangerate: -1, fromdate: today.fromdate })).msg).toBe('参数错误：exchangerate 汇率必须大于 0');
  });

  it('exports rates as numbers to the six places they are kept, shown to four at least', async () => {
    const sheet = await readSheet(await admin.exportFile('/freight/exchangeRate/export', { srccurrency: 'CNY', destcurrency: 'USD' }));
    const rate = sheet.getRow(2).getCell(4);
    expect(sheet.getRow(1).getCell(4).value).toBe('汇率');
    expect(typeof rate.value).toBe('number');
    expect(rate.numFmt).toBe('0.0000##');
  });

  it('an edited or imported rate of today is the one the portal header shows', async () => {
    const [latest] = (await admin.get('/freight/exchangeRate/list?srccurrency=CNY&destcurrency=USD')).rows;
    // The seed's today, not the clock's: a run that crosses midnight still updates the rate in force.
    const seededDay = latest.fromdate as string;
    expect(await admin.put('/freight/exchangeRate', { ...latest, exchangerate: 0.1399 })).toMatchObject({ code: 200 });
    expect((await headerRates()).usd.exchangerate).toBe(0.1399);
    const headers = ['源币种', '目标币种', '汇率', '生效日期', '备注'];
    expect((await readWorkbook(await admin.exportFile('/freight/exchangeRate/export', { srccurrency: 'CNY' })))[0]).toEqual(['编号', ...headers, '版本']);
    const total = (await admin.get('/freight/exchangeRate/list')).total;
    const file = await workbookOf(headers, [['CNY', 'USD', 0.1388, seededDay, ''], ['CNY', 'KZT', 70.5, seededDay, '']]);
    expect(await uploadImport(t, admin.token, '/freight/exchangeRate', file)).toMatchObject({ code: 200, data: { added: 1, refused: 1 } });
    expect((await headerRates()).usd.exchangerate).toBe(0.1399);
    expect(await uploadImport(t, admin.token, '/freight/exchangeRate', file, { updateSupport: true }))
      .toMatchObject({ code: 200, data: { added: 0, updated: 1, unchanged: 1 } });
    expect((await headerRates()).usd.exchangerate).toBe(0.1388);
    expect((await admin.get('/freight/exchangeRate/list')).total).toBe(total + 1);
    const bad = await uploadImport(t, admin.token, '/freight/exchangeRate', await workbookOf(headers, [['CNY', 'USD', 0.2, seededDay, ''], ['CNY', 'USD', 0.3, seededDay, '']]));
    expect(bad.errors).toEqual([
      { row: 2, column: '源币种', reason: `数据已存在（源币种 CNY，目标币种 USD，生效日期 ${seededDay}），未勾选“是否更新已经存在的数据”，未导入` },
      { row: 3, column: '源币种', reason: '与第 2 行重复' },
    ]);
    expect((await headerRates()).usd.exchangerate).toBe(0.1388);
  });
});

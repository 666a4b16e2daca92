import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { readWorkbook, staffClient } from '../../../../test/api';
import { uploadImport, workbookOf } from '../../../platform/excel/importTesting';

let t: TestApp;
let admin: Awaited<ReturnType<typeof staffClient>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await staffClient(t);
});
afterAll(async () => { await t.close(); });

describe('holidays', () => {
  it('adds, lists by year, edits and deletes a holiday; one per day', async () => {
    expect(await admin.post('/freight/holiday', { day: '2031-10-01', name: '国庆节' })).toMatchObject({ code: 200 });
    const [added] = (await admin.get('/freight/holiday/list?year=2031')).rows;
    expect(added).toMatchObject({ day: '2031-10-01', name: '国庆节' });
    expect((await admin.post('/freight/holiday', { day: '2031-10-01', name: '重复' })).code).toBe(500);
    expect(await admin.post('/freight/holiday', { day: '2031-02-30', name: '不存在' })).toEqual({ code: 400, msg: '参数错误：day 日期格式应为 YYYY-MM-DD' });
    expect(await admin.put('/freight/holiday', { ...added, name: '国庆' })).toMatchObject({ code: 200 });
    expect(await admin.del(`/freight/holiday/${added.holidayId}`)).toMatchObject({ code: 200 });
    expect((await admin.get('/freight/holiday/list?year=2031')).total).toBe(0);
  });

  it('imports days written as dates or text, all or nothing', async () => {
    const headers = (await readWorkbook(await admin.exportFile('/freight/holiday/importTemplate')))[0]!;
    expect(headers).toEqual(['日期', '节日名称']);
    const bad = await uploadImport(t, admin.token, '/freight/holiday', await workbookOf(headers, [[new Date(Date.UTC(2032, 0, 1)), '元旦'], ['2032-13-01', '错']]));
    expect(bad.errors).toEqual([{ row: 3, column: '日期', reason: '日期格式应为 YYYY-MM-DD' }]);
    expect((await admin.get('/freight/holiday/list?year=2032')).total).toBe(0);
    expect(await uploadImport(t, admin.token, '/freight/holiday', await workbookOf(headers, [[new Date(Date.UTC(2032, 0, 1)), '元旦'], ['2032-05-01', '劳动节']])))
      .toMatchObject({ code: 200, data: { imported: 2 } });
    expect((await admin.get('/freight/holiday/list?year=2032')).rows.map((h: { day: string }) => h.day)).toEqual(['2032-01-01', '2032-05-01']);
  });

  it('rolls back the batches already written when a later row of a large file is wrong', async () => {
    const headers = ['日期', '节日名称'];
    const days = Array.from({ length: 1500 }, (_, i) => [new Date(Date.UTC(2040, 0, 1 + i)).toISOString().slice(0, 10), '测试假日']);
    const bad = await uploadImport(t, admin.token, '/freight/holiday', await workbookOf(headers, [...days, ['2044-02-30', '错']]));
    expect(bad.errors).toEqual([{ row: 1502, column: '日期', reason: '日期格式应为 YYYY-MM-DD' }]);
    for (const year of [2040, 2041, 2042, 2043]) expect((await admin.get(`/freight/holiday/list?year=${year}`)).total).toBe(0);
    expect(await uploadImport(t, admin.token, '/freight/holiday', await workbookOf(headers, days))).toMatchObject({ code: 200, data: { imported: 1500 } });
    expect((await admin.get('/freight/holiday/list?year=2040')).total).toBe(366);
  });
});

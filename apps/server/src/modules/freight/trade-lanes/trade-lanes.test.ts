import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { readWorkbook, staffClient } from '../../../../test/api';
import { carrier, seaRate } from '../../../db/schema/index';
import { uploadImport, workbookOf } from '../../../platform/excel/importTesting';
import { callAction, callers, isoDay, type Callers } from '../../portal/rates-common/testing';

let t: TestApp;
let c: Callers;
let admin: Awaited<ReturnType<typeof staffClient>>;
beforeAll(async () => {
  t = await createTestApp();
  c = await callers(t);
  admin = await staffClient(t);
});
afterAll(async () => { await t.close(); });

const headers = ['航线代码', '运输方式', '中文名称', '英文名称', '俄文名称', '停用', '排序'];

describe('trade lanes', () => {
  it('lists lanes by mode and name, refuses a repeated code and keeps a lane ports belong to', async () => {
    const sea = await admin.get('/freight/tradeLane/list?moduletype=ox&pageSize=100');
    expect(sea.rows.length).toBeGreaterThan(2);
    expect(sea.rows.every((l: { moduletype: string }) => l.moduletype === 'ox')).toBe(true);
    expect((await admin.get('/freight/tradeLane/list?tradelanename=Europe')).rows.map((l: { tradelanecode: string }) => l.tradelanecode)).toContain('EUR');
    expect(await admin.post('/freight/tradeLane', { tradelanecode: 'eur', moduletype: 'ox', tradelanename: '欧', englishname: 'E', russianname: 'Е' }))
      .toEqual({ code: 500, msg: "保存'EUR'失败，记录已存在" });
    const [europe] = (await admin.get('/freight/tradeLane/list?tradelanecode=EUR')).rows;
    expect(await admin.del(`/freight/tradeLane/${europe.tradeLaneId}`)).toEqual({ code: 500, msg: "航线'EUR'仍有港口使用，不能删除" });
  });

  it('switching a lane off takes its sea rates off the portal at once', async () => {
    const today = isoDay();
    const [lane] = (await t.ctx.db.execute<{ pol: string; fnd: string; code: string }>(sql`
      select r.portofloadingcode as pol, r.finaldestination as fnd, min(r.carriertradelane) as code from ${seaRate} r join ${carrier} k on k.carriercode = r.carriercode and k.status = '0'
      where r.status = '0' and r.expireddate >= ${today} and r.etddate >= ${today} group by 1, 2 order by 1, 2 limit 1`)).rows;
    const search = async () => (await callAction(t, c.customer, 'fclRate', { portofloadingcode: lane!.pol, finaldestinationcode: lane!.fnd })).content!.data.rows.length as number;
    expect(await search()).toBeGreaterThan(0);
    const [listed] = (await admin.get(`/freight/tradeLane/list?tradelanecode=${lane!.code}`)).rows;
    expect(await admin.put('/freight/tradeLane', { ...listed, isforbid: 'Y' })).toMatchObject({ code: 200 });
    expect(await search()).toBe(0);
    expect(await admin.put('/freight/tradeLane', { ...(await admin.get(`/freight/tradeLane/${listed.tradeLaneId}`)).data, isforbid: 'N' })).toMatchObject({ code: 200 });
    expect(await search()).toBeGreaterThan(0);
  });

  it('exports lanes and imports them all or nothing', async () => {
    expect((await readWorkbook(await admin.exportFile('/freight/tradeLane/export')))[0]).toEqual(['编号', ...headers, '版本']);
    const total = (await admin.get('/freight/tradeLane/list')).total;
    const bad = await uploadImport(t, admin.token, '/freight/tradeLane', await workbookOf(headers, [
      ['TST1', 'ox', '测试一', 'Test 1', 'Тест 1', 'N', 1], ['TST2', 'rt', '测试二', 'Test 2', 'Тест 2', 'maybe', 2], ['TST3', 'rt', '测试三', 'Test 3', 'Тест 3', 'N', -1],
    ]), 'ru');
    expect(bad.msg).toBe('Импорт не выполнен: ошибок в строках — 2, ничего не записано');
    expect(bad.errors).toEqual([
      { row: 3, column: 'Отключено', reason: 'допустимо только Y или N' },
      { row: 4, column: 'Порядок', reason: 'Порядок не может быть меньше 0' },
    ]);
    expect((await admin.get('/freight/tradeLane/list')).total).toBe(total);
    expect(await uploadImport(t, admin.token, '/freight/tradeLane', await workbookOf(headers, [['TST1', 'ox', '测试一', 'Test 1', 'Тест 1', 'N', 1]])))
      .toMatchObject({ code: 200, data: { imported: 1 } });
    expect((await admin.get('/freight/tradeLane/list')).total).toBe(total + 1);
  });
});

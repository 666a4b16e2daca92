import { readFile } from 'node:fs/promises';
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { staffClient } from '../../../test/api';
import { port, railLclPrice, railLclRate, seaRate } from '../../db/schema/index';
import { uploadImport } from '../../platform/excel/importTesting';
import { freightFootprint } from '../portal/rates-common/testing';

/**
 * Imports of workbooks made the way people make them, saved by LibreOffice (fixtures/: each .fods is the source,
 * opened and saved as .xlsx or .ods by LibreOffice, see fixtures/README.md).
 */

let t: TestApp;
let admin: Awaited<ReturnType<typeof staffClient>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await staffClient(t);
});
afterAll(async () => { await t.close(); });

const fixture = (name: string) => readFile(new URL(`./fixtures/${name}`, import.meta.url));

const railRates = () => t.ctx.db.select({
  senddatetime: railLclRate.senddatetime, blclosetime: railLclRate.blclosetime, closingtime: railLclRate.closingtime, voyage: railLclRate.voyage,
  ishot: railLclRate.ishot, status: railLclRate.status, price: railLclPrice.salesprice,
}).from(railLclRate).innerJoin(railLclPrice, eq(railLclPrice.rwlclrateid, railLclRate.rwlclrateid))
  .where(eq(railLclRate.remark, '拼箱导入（LibreOffice）')).orderBy(asc(railLclRate.senddatetime));

describe('spreadsheets as people make them', () => {
  it('reads rail LCL rates below a notes sheet, a title and a merged two-row header: cut-offs keep their time on the deployment\'s clock, xlsx and ods alike', async () => {
    // A serial-number ETD, digits and labels (是, N, Нет; 0, Disabled, Активен) for codes, numbers as text, a formatted empty row below.
    expect(await uploadImport(t, admin.token, '/freight/railLclRate', await fixture('rail-lcl-rates.xlsx'))).toMatchObject({ code: 200, data: { added: 3 } });
    expect((await railRates()).map((r) => ({ ...r, blclosetime: r.blclosetime.toISOString(), closingtime: r.closingtime.toISOString() }))).toEqual([
      { senddatetime: '2026-12-30', blclosetime: '2026-12-27T09:00:00.000Z', closingtime: '2026-12-29T04:00:00.000Z', voyage: 16, ishot: 'Y', status: '0', price: 88.5 },
      { senddatetime: '2027-01-06', blclosetime: '2027-01-03T09:30:00.000Z', closingtime: '2027-01-05T01:15:00.000Z', voyage: 16, ishot: 'N', status: '1', price: 89 },
      { senddatetime: '2027-01-13', blclosetime: '2027-01-10T09:00:00.000Z', closingtime: '2027-01-12T04:00:00.000Z', voyage: 16, ishot: 'N', status: '0', price: 90 },
    ]);
    // The same workbook saved as .ods names the same three rates, unchanged.
    expect(await uploadImport(t, admin.token, '/freight/railLclRate', await fixture('rail-lcl-rates.ods'), { updateSupport: true }))
      .toMatchObject({ code: 200, data: { added: 0, updated: 0, unchanged: 3 } });
  });

  it('reads the cut-offs on the clock of the deployment\'s own time zone', async () => {
    const moscow = await createTestApp({ TIME_ZONE: 'Europe/Moscow' });
    try {
      const staff = await staffClient(moscow);
      expect(await uploadImport(moscow, staff.token, '/freight/railLclRate', await fixture('rail-lcl-rates.ods'))).toMatchObject({ code: 200, data: { added: 3 } });
      const [first] = await moscow.ctx.db.select({ blclosetime: railLclRate.blclosetime }).from(railLclRate)
        .where(eq(railLclRate.remark, '拼箱导入（LibreOffice）')).orderBy(asc(railLclRate.senddatetime)).limit(1);
      expect(first!.blclosetime.toISOString()).toBe('2026-12-27T14:00:00.000Z');
    } finally {
      await moscow.close();
    }
  });

  it('refuses a time in a column of days and a time without its day, naming every mistake of a row, and writes nothing', async () => {
    const before = await freightFootprint(t);
    const reply = await uploadImport(t, admin.token, '/freight/railLclRate', await fixture('rail-lcl-rates-mistakes.xlsx'));
    expect(reply).toMatchObject({ code: 500, msg: '导入失败：共 2 行有误，未写入任何数据' });
    expect(reply.errors).toEqual([
      { row: 2, column: '生效日期', reason: '此列只填日期，单元格还含时间 08:00，导入会丢失该时间' },
      { row: 3, column: '截单时间', reason: '只有时间 17:00，缺少日期（应为 YYYY-MM-DD HH:mm）' },
      { row: 3, column: '状态', reason: '状态只能是 0（正常）或 1（停用）' },
      { row: 3, column: '销售价(每方)', reason: '价格不能为负数' },
    ]);
    expect(await freightFootprint(t)).toEqual(before);
  });

  it('reads sea rates from an .ods with English headers below a title: days as date cells, serial numbers and text, codes as labels', async () => {
    expect(await uploadImport(t, admin.token, '/freight/seaRate', await fixture('sea-rates.ods'))).toMatchObject({ code: 200, data: { added: 3 } });
    const stored = await t.ctx.db.select({
      etddate: seaRate.etddate, effectdate: seaRate.effectdate, expireddate: seaRate.expireddate, space: seaRate.space,
      transferdirect: seaRate.transferdirect, transittime: seaRate.transittime, price20: seaRate.price20, status: seaRate.status,
    }).from(seaRate).where(eq(seaRate.portofloadingcode, 'CNXMN')).orderBy(asc(seaRate.etddate));
    const validity = { effectdate: '2026-12-01', expireddate: '2027-01-31' };
    expect(stored).toEqual([
      { etddate: '2026-12-20', ...validity, space: 'Y', transferdirect: 'D', transittime: 30, price20: 1450, status: '0' },
      { etddate: '2026-12-27', ...validity, space: 'N', transferdirect: 'T', transittime: 32, price20: 1500, status: '1' },
      { etddate: '2027-01-03', ...validity, space: 'Y', transferdirect: 'D', transittime: 30, price20: 1550, status: '0' },
    ]);
  });

  it('reads ports from the second sheet with Russian headers: modes, yes/no and status as codes, digits or labels in any language', async () => {
    expect(await uploadImport(t, admin.token, '/freight/port', await fixture('ports.xlsx'))).toMatchObject({ code: 200, data: { added: 3 } });
    const stored = await t.ctx.db.select({ portcode: port.portcode, moduletype: port.moduletype, isborder: port.isborder, ishot: port.ishot, status: port.status })
      .from(port).where(inArray(port.portcode, ['CNFOC', 'CNURC', 'KZNQZ'])).orderBy(asc(port.portcode));
    expect(stored).toEqual([
      { portcode: 'CNFOC', moduletype: 'ox', isborder: 'N', ishot: 'Y', status: '0' },
      { portcode: 'CNURC', moduletype: 'rt', isborder: 'N', ishot: 'Y', status: '0' },
      { portcode: 'KZNQZ', moduletype: 'rt', isborder: 'N', ishot: 'N', status: '1' },
    ]);
  });
});

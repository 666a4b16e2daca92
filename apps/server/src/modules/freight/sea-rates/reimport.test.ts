import ExcelJS from 'exceljs';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { readSheet, staffClient } from '../../../../test/api';
import { seaRate } from '../../../db/schema/index';
import { uploadImport, workbookOf } from '../../../platform/excel/importTesting';

let t: TestApp;
let admin: Awaited<ReturnType<typeof staffClient>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await staffClient(t);
});
afterAll(async () => { await t.close(); });

const storedRates = () => t.ctx.db.select().from(seaRate).orderBy(asc(seaRate.fclrateid));
const exported = async () => (await admin.exportFile('/freight/seaRate/export')).rawPayload;

/** The workbook with `change` applied to its sheet. */
async function edited(file: Buffer, change: (sheet: ExcelJS.Worksheet) => void): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(file as unknown as ArrayBuffer);
  change(book.worksheets[0]!);
  return Buffer.from(await book.xlsx.writeBuffer());
}

// Each test reads and writes the whole demo table (about 4,000 rates) as a workbook, more than once.
describe('importing the exported sea-rate workbook again', { timeout: 120_000 }, () => {
  it('shows days as date cells, prices as numbers to the cent and codes as labels, one header per column', async () => {
    const sheet = await readSheet(await admin.exportFile('/freight/seaRate/export'));
    const headers = (sheet.getRow(1).values as string[]).slice(1);
    expect(new Set(headers).size).toBe(headers.length);
    const cell = (header: string) => sheet.getRow(2).getCell(headers.indexOf(header) + 1);
    expect(cell('开船日期').value).toBeInstanceOf(Date);
    expect(cell('开船日期').numFmt).toBe('yyyy-mm-dd');
    expect(typeof cell('20GP').value).toBe('number');
    expect(cell('20GP').numFmt).toBe('#,##0.00');
    expect(['正常', '停用']).toContain(cell('状态').value);
  });

  it('without "update existing data" refuses every row as a duplicate, naming its row and id, and writes nothing', async () => {
    const before = await storedRates();
    expect(before.length).toBeGreaterThan(1000);
    const reply = await uploadImport(t, admin.token, '/freight/seaRate', await exported());
    expect(reply).toMatchObject({
      code: 200,
      msg: `导入完成：新增 0 行，更新 0 行，无变化 0 行，拒绝 ${before.length} 行`,
      data: { imported: 0, added: 0, updated: 0, unchanged: 0, refused: before.length },
    });
    expect(reply.errors).toHaveLength(500);
    expect(reply.errors![0]).toEqual({ row: 2, column: '编号', reason: `数据已存在（编号 ${before[0]!.fclrateid}），未勾选“是否更新已经存在的数据”，未导入` });
    const english = await uploadImport(t, admin.token, '/freight/seaRate', await exported(), { language: 'en' });
    expect(english.errors![0]).toEqual({ row: 2, column: 'ID', reason: `already exists (ID ${before[0]!.fclrateid}); not imported, as "Update data that already exists" was not ticked` });
    expect(await storedRates()).toEqual(before);
  });

  it('with "update existing data" keeps the row count, changes the edited rate only and leaves the others untouched', async () => {
    const before = await storedRates();
    const file = await edited(await exported(), (sheet) => {
      expect(sheet.getRow(1).getCell(14).value).toBe('20GP');
      sheet.getRow(2).getCell(14).value = 2799;
    });
    const reply = await uploadImport(t, admin.token, '/freight/seaRate', file, { updateSupport: true });
    expect(reply).toMatchObject({ code: 200, data: { added: 0, updated: 1, unchanged: before.length - 1, refused: 0 } });
    const after = await storedRates();
    expect(after).toHaveLength(before.length);
    expect(after[0]).toMatchObject({ fclrateid: before[0]!.fclrateid, price20: 2799, updateBy: 'admin', version: before[0]!.version + 1 });
    expect(after.slice(1)).toEqual(before.slice(1));
  });

  it('finds a row without an id by carrier, ports, ETD and lane, and refuses one that names several rates', async () => {
    const before = await storedRates();
    const keyOf = (r: typeof before[number]) => [r.carriercode, r.portofloadingcode, r.finaldestination, r.etddate, r.carriertradelane].join(' ');
    const sharing = (r: typeof before[number]) => before.filter((o) => keyOf(o) === keyOf(r)).length;
    const single = before.find((r) => r.carriercode === 'MSCU' && sharing(r) === 1)!;
    const superseded = before.find((r) => sharing(r) === 2)!;
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await exported() as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const cells = (r: number) => (sheet.getRow(r).values as (string | number | null)[]).slice(1);
    const withoutId = (id: number) => [null, ...cells([...Array(sheet.rowCount).keys()].find((r) => sheet.getRow(r + 1).getCell(1).value === id)! + 1).slice(1)];
    const file = await workbookOf(cells(1) as string[], [withoutId(single.fclrateid), withoutId(superseded.fclrateid)]);

    const refused = await uploadImport(t, admin.token, '/freight/seaRate', file);
    expect(refused).toMatchObject({ data: { added: 0, refused: 2 }, errors: [{ row: 2, column: '船公司' }, { row: 3, column: '船公司' }] });
    expect(refused.errors![0]!.reason).toBe(`数据已存在（船公司 MSCU，起运港 ${single.portofloadingcode}，目的港 ${single.finaldestination}，开船日期 ${single.etddate}，`
      + `航线 ${single.carriertradelane}），未勾选“是否更新已经存在的数据”，未导入`);
    expect(refused.errors![1]!.reason).toMatch(/^与 2 条已有数据相同（船公司 \w+，/);
    expect(await uploadImport(t, admin.token, '/freight/seaRate', file, { updateSupport: true }))
      .toMatchObject({ data: { added: 0, updated: 0, unchanged: 1, refused: 1 } });
    expect(await storedRates()).toEqual(before);
  });
});

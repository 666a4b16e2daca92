import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../../../test/harness';
import { staffClient, staffWith } from '../../../../test/api';
import { multipart } from '../../../../test/upload';
import { carrier, seaRate, surcharge } from '../../../db/schema/index';

let t: TestApp;
let admin: Awaited<ReturnType<typeof staffClient>>;
let carrierId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await staffClient(t);
  [{ carrierId }] = await t.ctx.db.select({ carrierId: carrier.carrierId }).from(carrier).where(eq(carrier.carriercode, 'YMLU')) as [{ carrierId: number }];
});
afterAll(async () => { await t.close(); });

/** Yang Ming's weekly sheet as LibreOffice wrote it (fixtures/README.md): notes first, a title, BAF in columns. */
const fixture = (ext: 'xlsx' | 'ods') => readFile(new URL(`./fixtures/carrier-rate-sheet.${ext}`, import.meta.url));

/** The mapping staff make of it: the carrier's headers, the validity printed in its title, the BAF columns. */
const mapping = () => ({
  carrierId,
  sheet: 'FAK Asia-Europe',
  headerRow: 4,
  columns: { portofloadingcode: 'POL', finaldestination: 'POD', portoftranshipped: 'Via', etddate: 'ETD', transittime: 'T/T', price20: "20'", price40: "40'", pricehc: "40'HC", remark: 'Remarks' },
  constants: { currencycode: 'USD', effectdate: '2026-12-20', expireddate: '2027-01-19' },
  surcharges: [
    { header: 'BAF 20', ratetype: 'Paid at Origin', freightname: 'BAF', unit: '20GP' },
    { header: 'BAF 40', ratetype: 'Paid at Origin', freightname: 'BAF', unit: '40GP' },
  ],
});

interface Sheets { sheet: string; sheets: { name: string; headerRow: number; rows: { row: number; cells: unknown[] }[] }[] }
interface Preview { columns: { field: string; title: string }[]; rows: { row: number; values: Record<string, unknown>; surcharges: unknown[] | null; errors: { column: string; reason: string }[] }[] }

/** Posts a file (and the form fields before it) to a carrier-sheet call, as the dialog does; the parsed reply. */
async function send(step: 'inspect' | 'preview' | 'import', file: Buffer, fields: Record<string, string> = {}, token = admin.token) {
  const body = multipart('file', 'rates.xlsx', file, fields);
  const reply = await t.app.inject({ method: 'POST', url: `/api/freight/seaRate/carrierSheet/${step}`, payload: body.payload, headers: { ...body.headers, ...bearer(token), 'accept-language': 'zh-CN' } });
  return reply.json();
}
const withMapping = (m: object, updateSupport = false) => ({ mapping: JSON.stringify(m), updateSupport: String(updateSupport) });

/** Yang Ming's rates to North Europe (the demo data has none there). */
const storedRates = () => t.ctx.db.select().from(seaRate)
  .where(and(eq(seaRate.carriercode, 'YMLU'), inArray(seaRate.finaldestination, ['NLRTM', 'DEHAM']))).orderBy(asc(seaRate.etddate));

/** A sheet in a carrier's layout written by a second library (exceljs): a title, then the header, then `rows`. */
async function carrierBook(rows: (string | number | Date | null)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('FAK Asia-Europe');
  sheet.addRow(['YANG MING FAK rates']);
  sheet.addRow([]);
  sheet.addRow([]);
  sheet.addRow(['POL', 'POD', 'Via', 'ETD', 'T/T', "20'", "40'", "40'HC", 'BAF 20', 'BAF 40', 'Remarks']);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

describe("a carrier's own rate sheet", () => {
  it('shows the sheets of a LibreOffice workbook with their top rows, and finds the rates sheet and its header row under the title', async () => {
    for (const ext of ['xlsx', 'ods'] as const) {
      const reply = await send('inspect', await fixture(ext));
      expect(reply.code).toBe(200);
      const { sheet, sheets } = reply.data as Sheets;
      expect(sheets.map((s) => s.name)).toEqual(['Notes', 'FAK Asia-Europe']);
      expect(sheet).toBe('FAK Asia-Europe');
      const rates = sheets[1]!;
      expect(rates.headerRow).toBe(4);
      expect(rates.rows.find((r) => r.row === 4)?.cells).toEqual(['POL', 'POD', 'Via', 'ETD', 'T/T', "20'", "40'", "40'HC", 'BAF 20', 'BAF 40', 'Remarks']);
      expect(rates.rows.find((r) => r.row === 5)?.cells.slice(0, 4)).toEqual(['Shanghai', 'Rotterdam', null, '2027-01-05']);
    }
  });

  it('previews the first rows as they will be stored, ports by any name or code, lanes from the destination, writing nothing', async () => {
    const reply = await send('preview', await fixture('xlsx'), withMapping(mapping()));
    expect(reply.code).toBe(200);
    const { columns, rows } = reply.data as Preview;
    expect(columns.map((c) => c.title)).toEqual(expect.arrayContaining(['起运港', '目的港', '开船日期', '20GP', 'BAF 20', '船公司', '航线']));
    expect(rows.map((r) => r.errors)).toEqual([[], [], []]);
    expect(rows.map((r) => [r.row, r.values.carriercode, r.values.portofloadingcode, r.values.finaldestination, r.values.portoftranshipped, r.values.transferdirect, r.values.carriertradelane, r.values.etddate, r.values.price20]))
      .toEqual([
        [5, 'YMLU', 'CNSHA', 'NLRTM', '', 'D', 'EUR', '2027-01-05', 1450],
        [6, 'YMLU', 'CNNGB', 'DEHAM', 'SGSIN', 'T', 'EUR', '2027-01-07', 1500],
        [7, 'YMLU', 'CNSHA', 'NLRTM', '', 'D', 'EUR', '2027-01-12', 1480],
      ]);
    expect(rows[0]!.surcharges).toMatchObject([{ freightname: 'BAF', amount: 180, unit: '20GP', currencycode: 'USD' }, { freightname: 'BAF', amount: 360, unit: '40GP' }]);
    expect(rows[2]!.surcharges).toEqual([]);
    expect(await storedRates()).toEqual([]);
  });

  it('imports the sheet with its surcharges, keeps the mapping for the carrier and offers it next time; the same sheet again changes nothing', async () => {
    expect((await admin.get(`/freight/seaRate/carrierSheet/mapping/${carrierId}`)).data).toBeNull();
    const reply = await send('import', await fixture('xlsx'), withMapping(mapping()));
    expect(reply).toMatchObject({ code: 200, data: { added: 3, updated: 0, refused: 0 } });
    const stored = await storedRates();
    expect(stored.map((r) => [r.portofloadingcode, r.finaldestination, r.portoftranshipped, r.etddate, r.transittime, r.price40, r.pricehc, r.effectdate, r.expireddate, r.createBy]))
      .toEqual([
        ['CNSHA', 'NLRTM', '', '2027-01-05', 30, 2350, 2400, '2026-12-20', '2027-01-19', 'admin'],
        ['CNNGB', 'DEHAM', 'SGSIN', '2027-01-07', 34, 2450, 2500, '2026-12-20', '2027-01-19', 'admin'],
        ['CNSHA', 'NLRTM', '', '2027-01-12', 30, 2380, 2430, '2026-12-20', '2027-01-19', 'admin'],
      ]);
    const charges = await t.ctx.db.select().from(surcharge).where(inArray(surcharge.fclrateid, stored.map((r) => r.fclrateid))).orderBy(asc(surcharge.fclrateid), asc(surcharge.sort));
    expect(charges.map((c) => [c.fclrateid, c.ratetype, c.freightname, c.currencycode, c.amount, c.unit])).toEqual([
      [stored[0]!.fclrateid, 'Paid at Origin', 'BAF', 'USD', 180, '20GP'], [stored[0]!.fclrateid, 'Paid at Origin', 'BAF', 'USD', 360, '40GP'],
      [stored[1]!.fclrateid, 'Paid at Origin', 'BAF', 'USD', 180, '20GP'], [stored[1]!.fclrateid, 'Paid at Origin', 'BAF', 'USD', 360, '40GP'],
    ]);

    expect((await admin.get(`/freight/seaRate/carrierSheet/mapping/${carrierId}`)).data).toEqual(mapping());
    expect((await admin.get('/freight/seaRate/carrierSheet/carriers')).data).toEqual(expect.arrayContaining([
      { carrierId, carriercode: 'YMLU', carriername: 'YANG MING', mapped: true }, expect.objectContaining({ carriercode: 'MSCU', mapped: false }),
    ]));
    const again = await send('import', await fixture('ods'), withMapping(mapping(), true));
    expect(again).toMatchObject({ code: 200, data: { added: 0, updated: 0, unchanged: 3 } });
    expect((await storedRates()).map((r) => r.version)).toEqual(stored.map((r) => r.version));
  });

  it('writes nothing when one row is wrong, and names every problem of that row, in the preview and the import alike', async () => {
    const file = await carrierBook([
      ['Shanghai', 'Rotterdam', null, '2027-01-19', 30, 1450, 2350, 2400, 180, 360, 'fine'],
      ['Atlantis', 'Hamburg', null, '2027-01-14', 'two weeks', -5, 2450, 2500, 'n/a', 360, null],
    ]);
    const before = await storedRates();
    const preview = (await send('preview', file, withMapping(mapping()))).data as Preview;
    expect(preview.rows[0]!.errors).toEqual([]);
    expect(preview.rows[1]!.errors).toEqual([
      { column: '航程(天)', reason: '必须是数字' },
      { column: '20GP', reason: '价格不能为负数' },
      { column: 'BAF 20', reason: '必须是数字' },
    ]);
    const reply = await send('import', file, withMapping(mapping()));
    expect(reply.code).toBe(500);
    expect(reply.msg).toBe('导入失败：共 1 行有误，未写入任何数据');
    expect(reply.errors.map((e: { row: number; column: string }) => `${e.row} ${e.column}`)).toEqual(['6 航程(天)', '6 20GP', '6 BAF 20']);
    expect(await storedRates()).toEqual(before);

    const unknown = await send('import', await carrierBook([['Atlantis', 'Hamburg', null, '2027-01-14', 34, 1500, 2450, 2500, null, null, null]]), withMapping(mapping()));
    expect(unknown.errors).toEqual([{ row: 5, column: '起运港', reason: '港口/站点 ATLANTIS 不存在' }]);
    expect(await storedRates()).toEqual(before);
  });

  it('says which header or sheet the file lacks, and refuses a mapping it cannot read', async () => {
    const file = await fixture('xlsx');
    expect(await send('preview', file, withMapping({ ...mapping(), columns: { ...mapping().columns, price45: "45'" } })))
      .toMatchObject({ code: 500, msg: '第 4 行没有表头为“45\'”的列' });
    expect(await send('preview', file, withMapping({ ...mapping(), sheet: 'Week 2' }))).toMatchObject({ code: 500, msg: '文件中没有工作表“Week 2”' });
    expect(await send('preview', file, { mapping: '{"carrierId":' })).toMatchObject({ code: 500, msg: '列映射不完整或格式不正确' });
    const withoutValidity = (await send('preview', file, withMapping({ ...mapping(), constants: { currencycode: 'USD' } }))).data as Preview;
    expect(withoutValidity.rows[0]!.errors).toEqual([{ column: '生效日期', reason: '不能为空' }, { column: '失效日期', reason: '不能为空' }]);
    expect(await send('preview', file, withMapping({ ...mapping(), carrierId: 999_999 }))).toMatchObject({ code: 404 });
  });

  it('saves a mapping by itself, and keeps every call to those who may import sea rates', async () => {
    const saved = await admin.put('/freight/seaRate/carrierSheet/mapping', { ...mapping(), headerRow: 5 });
    expect(saved).toMatchObject({ code: 200, data: { headerRow: 5 } });
    expect(await admin.put('/freight/seaRate/carrierSheet/mapping', { ...mapping(), headerRow: 0 })).toMatchObject({ code: 400 });

    const viewer = await staffWith(t, 'rateviewer', ['freight:seaRate:list', 'freight:seaRate:query']);
    const file = await fixture('xlsx');
    for (const step of ['inspect', 'preview', 'import'] as const) expect(await send(step, file, withMapping(mapping()), viewer.token)).toMatchObject({ code: 403 });
    expect(await viewer.get(`/freight/seaRate/carrierSheet/mapping/${carrierId}`)).toMatchObject({ code: 403 });
    expect(await viewer.get('/freight/seaRate/carrierSheet/carriers')).toMatchObject({ code: 403 });
    expect(await viewer.put('/freight/seaRate/carrierSheet/mapping', mapping())).toMatchObject({ code: 403 });

    // The import door opens only: each new rate still needs the right to add rates.
    const importer = await staffWith(t, 'rateimporter', ['freight:seaRate:import']);
    const refused = await send('import', await carrierBook([['Shanghai', 'Rotterdam', null, '2027-01-16', 30, 1450, 2350, 2400, null, null, null]]), withMapping(mapping()), importer.token);
    expect(refused).toMatchObject({ code: 500, errors: [{ row: 5, reason: '没有新增权限，不能新增数据' }] });
  });
});

import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { sheetRows, type SheetField } from './importSheet';
import { workbookOf } from './importTesting';

const fields = [{ header: 'truckRate.portcode', field: 'portcode' }, { header: 'truckRate.pricecbm', field: 'pricecbm' }] as const;

async function read(file: Buffer, rows = Infinity, columns: readonly SheetField[] = fields) {
  const read: unknown[] = [];
  for await (const { cells } of sheetRows(file, columns)) {
    read.push(cells);
    if (read.length === rows) break;
  }
  return read;
}

describe('reading an import sheet', () => {
  it('reads the rows below the header', async () => {
    expect(await read(await workbookOf(['港口', '价格'], [['XIAN', 1]]))).toEqual([['XIAN', 1]]);
  });

  it('reads the next file as usual after a caller stopped early', async () => {
    const file = await workbookOf(['港口', '价格'], Array.from({ length: 2000 }, (_, i) => [`P${i}`, i]));
    expect(await read(file, 1)).toEqual([['P0', 0]]);
    expect(await read(file)).toHaveLength(2000);
  }, 60_000);

  // Made in LibreOffice (fixtures/README.md): each read as the rate it holds, its cut-off to the minute.
  const rate = [
    { header: 'railRate.portofloadingcode', field: 'portofloadingcode' }, { header: 'railRate.senddatetime', field: 'senddatetime', holds: 'day' },
    { header: 'railRate.blclosetime', field: 'blclosetime', holds: 'dateTime' }, { header: 'common.status', field: 'status' },
  ] as const;
  it.each(['date-time-cells.xlsx', 'serial-dates.xlsx', 'title-row.xlsx', 'notes-sheet-first.xlsx', 'merged-header.xlsx', 'trailing-formatted-row.xlsx', 'ods-sheet.ods'])(
    'reads %s as people make it', async (name) => {
      const file = await readFile(new URL(`./fixtures/${name}`, import.meta.url));
      expect(await read(file, Infinity, rate)).toEqual([['CNXIY', '2026-12-30', '2026-12-27 17:00', 0]]);
    });

  it('takes no column list of a notes sheet for a header, and reads a header naming most columns with the others empty', async () => {
    const book = new ExcelJS.Workbook();
    const notes = book.addWorksheet('说明');
    for (const name of ['发运站', '发车日期', '截单时间', '状态']) notes.addRow([name, '见模板']);
    const rates = book.addWorksheet('运价');
    rates.addRow(['运价表']);
    rates.addRow(['截单时间', '发运站', '发车日期']);
    rates.addRow(['2026-12-27 17:00', 'CNXIY', '2026-12-30']);
    expect(await read(Buffer.from(await book.xlsx.writeBuffer()), Infinity, rate)).toEqual([['CNXIY', '2026-12-30', '2026-12-27 17:00', undefined]]);
  });

  it('refuses an old .xls and a zip of another kind, naming the formats it reads', async () => {
    const xls = Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(504)]);
    await expect(read(xls)).rejects.toMatchObject({ key: 'freight.import.format' });
    const document = new JSZip().file('mimetype', 'application/vnd.oasis.opendocument.text').file('content.xml', '<office:document-content/>');
    await expect(read(await document.generateAsync({ type: 'nodebuffer' }))).rejects.toMatchObject({ key: 'freight.import.format' });
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { importBounds, type ImportBounds } from './importBounds';
import { sheetRows } from './importSheet';
import { lyingAbout, odsOf, sharedStrings, sheet, slowFormatWorkbook, withParts } from './hostileWorkbooks';
import { workbookOf } from './importTesting';

const fields = [{ header: 'truckRate.portcode', field: 'portcode' }, { header: 'truckRate.pricecbm', field: 'pricecbm' }] as const;

async function read(file: Buffer, bounds: Partial<ImportBounds> = {}) {
  const rows: unknown[] = [];
  for await (const { cells } of sheetRows(file, fields, [], { ...importBounds, ...bounds })) rows.push(cells);
  return rows;
}

const refusal = (file: Buffer, bounds: Partial<ImportBounds>) => read(file, bounds).then(() => undefined, (error: unknown) => error);
const megabyteOf = (text: string) => text.repeat(Math.ceil((1024 * 1024 + 1) / text.length));

// The reading thread loads exceljs once; the time bounds below are the reading's, not the loading's.
beforeAll(async () => { await read(await workbookOf(['港口', '价格'], [['XIAN', 1]])); }, 60_000);

describe('the bounds of an import file', () => {
  it('refuses a file larger than the bound before reading it', async () => {
    expect(await refusal(await workbookOf(['港口', '价格'], [['XIAN', 1]]), { fileMb: 0.001 })).toMatchObject({ key: 'upload.size', params: { size: 0.001 } });
  });

  it('checks the zip directory before anything is unpacked: parts, unpacked bytes and packing ratio', async () => {
    const manyParts = await withParts(Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`docProps/extra${i}.xml`, '<x/>'])));
    expect(await refusal(manyParts, { entries: 25 })).toMatchObject({ key: 'freight.import.entries', params: { max: 25 } });
    const large = await withParts({ 'docProps/large.xml': megabyteOf('<x>运价 rates</x>') }, 'STORE');
    expect(await refusal(large, { unpackedMb: 1 })).toMatchObject({ key: 'freight.import.unpacked', params: { max: 1 } });
    const bomb = await withParts({ 'xl/sharedStrings.xml': megabyteOf('<si><t>a</t></si>') });
    expect(await refusal(bomb, {})).toMatchObject({ key: 'freight.import.ratio', params: { part: 'xl/sharedStrings.xml', max: importBounds.ratio } });
  });

  it('stops a part that unpacks to more than the directory declares, while it unpacks', async () => {
    // Declared small, the part passes the ratio check; its bytes are held to the declaration.
    const liar = await lyingAbout('xl/sharedStrings.xml', `<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><si><t>${'a'.repeat(3_000_000)}</t></si></sst>`, 1000);
    expect(await refusal(liar, {})).toMatchObject({ key: 'freight.import.unreadable', cause: expect.stringContaining('too many bytes') });
  });

  it('stops the shared texts at their count and at their bytes', async () => {
    const texts = await withParts({ 'xl/sharedStrings.xml': sharedStrings(20_000) });
    expect(await refusal(texts, { sharedStrings: 5000 })).toMatchObject({ key: 'freight.import.sharedStrings', params: { max: 5000 } });
    expect(await refusal(texts, { sharedStringsMb: 0.05 })).toMatchObject({ key: 'freight.import.sharedStrings', params: { mb: 0.05 } });
  });

  it('stops at the bounds of rows, columns and cell length, naming the row', async () => {
    const rows = await workbookOf(['港口', '价格'], [['XIAN', 1], ['ALASC', 2], ['KHORG', 3]]);
    expect(await read(rows, { rows: 3 })).toHaveLength(3);
    expect(await refusal(rows, { rows: 2 })).toMatchObject({ key: 'freight.import.tooMany', params: { max: 2 } });
    const wide = await withParts({ 'xl/worksheets/sheet1.xml': sheet([['A1', '港口'], ['B1', '价格'], ['A2', 'XIAN'], ['Z2', 'far']]) });
    expect(await refusal(wide, { columns: 25 })).toMatchObject({ key: 'freight.import.columns', params: { row: 2, max: 25 } });
    expect(await read(wide, { columns: 26 })).toEqual([['XIAN', undefined]]);
    const long = await withParts({ 'xl/worksheets/sheet1.xml': sheet([['A1', '港口'], ['B1', '价格'], ['A2', 'X'.repeat(11)]]) });
    expect(await refusal(long, { cellLength: 10 })).toMatchObject({ key: 'freight.import.cellLength', params: { row: 2, max: 10 } });
  });

  it('stops a reading that takes longer than the bound, and reads the next file as usual', async () => {
    expect(await refusal(await slowFormatWorkbook(40_000), { seconds: 1 })).toMatchObject({ key: 'freight.import.time', params: { seconds: 1 } });
    expect(await read(await workbookOf(['港口', '价格'], [['XIAN', 1]]))).toEqual([['XIAN', 1]]);
  }, 120_000);

  it('answers a reading that runs out of its memory with an error, and reads the next file as usual', async () => {
    // 40 MB of texts within every other bound, for a thread of 48 MB that reads a small file well.
    const small = await workbookOf(['港口', '价格'], [['XIAN', 1]]);
    const lean = { heapMb: 48, fileMb: 64 };
    expect(await read(small, lean)).toEqual([['XIAN', 1]]);
    const texts = await withParts({ 'xl/sharedStrings.xml': sharedStrings(200_000, 200) }, 'STORE');
    expect(await refusal(texts, lean)).toMatchObject({ key: 'freight.import.memory', params: { mb: 48 } });
    expect(await read(small, lean)).toEqual([['XIAN', 1]]);
  }, 120_000);

  it('holds an ods to the same bounds, expanding a repeated row or cell only while it holds a value', async () => {
    const cell = (text: string, repeat = 1) => `<table:table-cell table:number-columns-repeated="${repeat}" office:value-type="string"><text:p>${text}</text:p></table:table-cell>`;
    const row = (cells: string, repeat = 1) => `<table:table-row table:number-rows-repeated="${repeat}">${cells}</table:table-row>`;
    // LibreOffice's own tail: a million formatted empty rows of 1,024 empty cells.
    const tail = row('<table:table-cell table:number-columns-repeated="1024"/>', 1_048_000);
    expect(await read(await odsOf(row(cell('XIAN') + cell('1')) + tail))).toEqual([['XIAN', '1']]);
    expect(await refusal(await odsOf(row(cell('XIAN', 1_000_000))), {})).toMatchObject({ key: 'freight.import.columns', params: { row: 2, max: importBounds.columns } });
    expect(await refusal(await odsOf(row(cell('XIAN') + cell('1'), 1_000_000)), { rows: 1000 })).toMatchObject({ key: 'freight.import.tooMany', params: { max: 1000 } });
    expect(await refusal(await odsOf(row(cell('X'.repeat(11)))), { cellLength: 10 })).toMatchObject({ key: 'freight.import.cellLength', params: { row: 2, max: 10 } });
  });
});

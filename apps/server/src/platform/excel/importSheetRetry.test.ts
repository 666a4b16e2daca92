import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

/** How many readings the mocked reader still loses the workbook part of. */
const faults = vi.hoisted(() => ({ lost: 0 }));

/**
 * exceljs' streaming reader that loses the workbook part of the next `lost` readings, as it now and then does on a
 * busy machine: its sheets then fail with "Cannot read properties of undefined (reading 'sheets')".
 */
vi.mock('./exceljs', async (importOriginal) => {
  const real = await importOriginal<typeof import('./exceljs')>();
  const excel = await real.loadExcelJs();
  const Base = excel.stream.xlsx.WorkbookReader as unknown as new (...args: unknown[]) => object;
  class LosingReader extends Base {
    async _parseWorkbook(entry: { autodrain(): void }) {
      if (faults.lost > 0) {
        faults.lost--;
        entry.autodrain();
        return;
      }
      const parse = (Base.prototype as unknown as { _parseWorkbook(entry: unknown): Promise<void> })._parseWorkbook;
      await parse.call(this, entry);
    }
  }
  const stream = { ...excel.stream, xlsx: { ...excel.stream.xlsx, WorkbookReader: LosingReader } };
  return { loadExcelJs: async () => ({ ...excel, stream }) };
});

// Test files share their modules (isolate off), so this one reads the sheet module afresh, through the mock.
let sheetRows: typeof import('./importSheet').sheetRows;
let workbookOf: typeof import('./importTesting').workbookOf;
beforeAll(async () => {
  vi.resetModules();
  ({ sheetRows } = await import('./importSheet'));
  ({ workbookOf } = await import('./importTesting'));
});
beforeEach(() => { faults.lost = 0; });

const fields = [{ header: 'truckRate.portcode', field: 'portcode' }, { header: 'truckRate.pricecbm', field: 'pricecbm' }] as const;

async function read(file: Buffer) {
  const rows: unknown[] = [];
  for await (const row of sheetRows(file, fields)) rows.push(row);
  return rows;
}

describe('reading an import sheet when the reader loses a part', () => {
  it('reads the file again and gets every row', async () => {
    const file = await workbookOf(['港口', '价格'], [['XIAN', 1], ['ALASC', 2]]);
    // One lost reading, not two: a loss of the real reader under load must not use up the last reading as well.
    faults.lost = 1;
    expect(await read(file)).toEqual([{ row: 2, cells: ['XIAN', 1] }, { row: 3, cells: ['ALASC', 2] }]);
    expect(faults.lost).toBe(0);
  });

  it('calls a file unreadable when every reading fails', async () => {
    const file = await workbookOf(['港口', '价格'], [['XIAN', 1]]);
    faults.lost = 3;
    await expect(read(file)).rejects.toMatchObject({ key: 'freight.import.unreadable', cause: expect.any(TypeError) });
  });
});

import { describe, expect, it } from 'vitest';
import { sheetRows } from './importSheet';
import { workbookOf } from './importTesting';

const fields = [{ header: 'truckRate.portcode', field: 'portcode' }, { header: 'truckRate.pricecbm', field: 'pricecbm' }] as const;

async function read(file: Buffer, rows = Infinity) {
  const read: unknown[] = [];
  for await (const { cells } of sheetRows(file, fields)) {
    read.push(cells);
    if (read.length === rows) break;
  }
  return read;
}

describe('reading an import sheet', () => {
  it('reads the first sheet only', async () => {
    expect(await read(await workbookOf(['港口', '价格'], [['XIAN', 1]]))).toEqual([['XIAN', 1]]);
  });

  it('reads the next file as usual after a caller stopped early', async () => {
    const file = await workbookOf(['港口', '价格'], Array.from({ length: 2000 }, (_, i) => [`P${i}`, i]));
    expect(await read(file, 1)).toEqual([['P0', 0]]);
    expect(await read(file)).toHaveLength(2000);
  }, 60_000);
});

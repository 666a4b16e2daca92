import { readdirSync, readlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { describe, expect, it } from 'vitest';
import { sheetRows } from './importSheet';
import { workbookOf } from './importTesting';

const fields = [{ header: 'truckRate.portcode', field: 'portcode' }, { header: 'truckRate.pricecbm', field: 'pricecbm' }] as const;
/** This process's open temporary files (exceljs names them tmp-<pid>-...); other descriptors come and go with the runner. */
const openTemporaryFiles = () => readdirSync('/proc/self/fd').filter((fd) => {
  try {
    return readlinkSync(`/proc/self/fd/${fd}`).startsWith(`${tmpdir()}/tmp-`);
  } catch {
    return false;
  }
}).length;

/** Reads `file` `times` times, each time stopping after `rows` rows (all when undefined). */
async function readRepeatedly(file: Buffer, times: number, rows?: number) {
  for (let i = 0; i < times; i++) {
    let read = 0;
    for await (const row of sheetRows(file, fields)) {
      void row;
      if (++read === rows) break;
    }
  }
}

describe('reading an import sheet', () => {
  it('keeps no temporary file open after reading, also when the caller stops early', async () => {
    // exceljs writes the sheets before the shared strings, so its reader parks each sheet in a temporary file.
    const file = await workbookOf(['港口', '价格'], [['XIAN', 1], ['ALASC', 2], ['KHORG', 3]]);
    const before = openTemporaryFiles();
    await readRepeatedly(file, 20);
    await readRepeatedly(file, 20, 1);
    // A stream stopped early closes its file on a later tick.
    await expect.poll(openTemporaryFiles).toBe(before);
  });

  it('reads the first sheet only', async () => {
    const rows: unknown[] = [];
    for await (const { cells } of sheetRows(await workbookOf(['港口', '价格'], [['XIAN', 1]]), fields)) rows.push(cells);
    expect(rows).toEqual([['XIAN', 1]]);
  });
});

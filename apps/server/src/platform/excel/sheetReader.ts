import { AppError } from '../errors';
import { openBook, type BookRow, type Cell } from './book';
import type { ImportBounds } from './importBounds';
import type { Holds } from './cellReading';
import { headerFinder, headerRows, type Header } from './sheetHeader';
import { serialCell } from './sheetDates';
import type { HeaderKey } from './workbook';

export type { Cell } from './book';

/** A column an import reads: its header (screen text), the record field its cells fill, and what its cells hold. */
export interface SheetField {
  header: HeaderKey;
  field: string;
  holds?: Holds;
}

/** A row of the sheet: its number and its cells in the order of the fields read. */
export interface SheetRow {
  row: number;
  cells: Cell[];
}

/** Refuses a row past the bounds of columns and cell length (`cells`: the ones read). */
function checkRow(row: BookRow, cells: readonly Cell[], bounds: ImportBounds): void {
  if (row.width > bounds.columns) throw new AppError('freight.import.columns', { row: row.number, max: bounds.columns });
  if (cells.some((cell) => typeof cell === 'string' && cell.length > bounds.cellLength)) {
    throw new AppError('freight.import.cellLength', { row: row.number, max: bounds.cellLength });
  }
}

const holdsTime = (field: SheetField) => field.holds === 'day' || field.holds === 'dateTime';

/**
 * Reads the sheet holding the data row by row (streamed: a 100,000-row file is never held as a workbook in memory),
 * an xlsx or an ods. The data sheet is the first whose top rows (`headerRows`) name every required field, in any of
 * the three languages, in any order, other columns ignored (an export with more columns than the template imports);
 * its rows below the header are read. Failing that, the sheet whose header names most of them, when more than half
 * (the others read as empty); failing that, the first sheet with the required fields in template order below row 1.
 * Each row comes with its cells in the order of `required`, then `optional` (columns a file may lack, such as an
 * export's id); a number in a column of days or times is a serial date; blank rows are skipped. The zip's directory
 * is checked before anything is unpacked, and every bound while it is.
 */
export async function* readSheet(file: Buffer, required: readonly SheetField[], optional: readonly SheetField[], bounds: ImportBounds): AsyncGenerator<SheetRow> {
  const book = await openBook(file, bounds);
  const fields = [...required, ...optional];
  let rows = 0;
  const dataRow = (row: BookRow, { places }: Header, epoch: number): SheetRow | undefined => {
    const cells = places.map((place, i) => {
      const cell = place === undefined ? undefined : row.cell(place);
      return typeof cell === 'number' && holdsTime(fields[i]!) ? serialCell(cell, epoch) : cell;
    });
    checkRow(row, cells, bounds);
    if (!cells.some((c) => c !== undefined)) return undefined;
    if (++rows > bounds.rows) throw new AppError('freight.import.tooMany', { max: bounds.rows });
    return { row: row.number, cells };
  };

  let best: { sheet: number; header: Header } | undefined;
  let sheetNo = 0;
  for await (const sheet of book.sheets()) {
    const finder = headerFinder(required, optional);
    let header: Header | undefined;
    for await (const row of sheet.rows) {
      if (header) {
        const read = dataRow(row, header, sheet.epoch);
        if (read) yield read;
        continue;
      }
      if (row.number > headerRows) break;
      checkRow(row, Array.from({ length: Math.min(row.width, bounds.columns) }, (_, i) => row.cell(i)), bounds);
      header = finder.take(row);
    }
    if (header) return;
    const found = finder.best();
    if (found && found.named > (best?.header.named ?? 0)) best = { sheet: sheetNo, header: found };
    sheetNo++;
  }

  const chosen = best && best.header.named * 2 > required.length
    ? best
    : { sheet: 0, header: { row: 1, places: [...required.map((_, i) => i), ...optional.map(() => undefined)], named: 0 } };
  sheetNo = 0;
  for await (const sheet of book.sheets()) {
    if (sheetNo++ < chosen.sheet) continue;
    for await (const row of sheet.rows) {
      if (row.number <= chosen.header.row) continue;
      const read = dataRow(row, chosen.header, sheet.epoch);
      if (read) yield read;
    }
    return;
  }
}

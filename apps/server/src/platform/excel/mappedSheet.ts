import { AppError } from '../errors';
import { openBook, type BookRow, type Cell } from './book';
import type { ImportBounds } from './importBounds';
import { folded } from './sheetHeader';
import { serialCell } from './sheetDates';
import type { SheetRow } from './sheetReader';

/** A column of a sheet laid out by its sender: the text of its header, and whether its cells are days or times. */
export interface MappedColumn {
  header: string;
  times?: boolean;
}

/** Which sheet holds the rows, the row of its header, and the columns read, found by their header's text. */
export interface MappedLayout {
  sheet: string;
  headerRow: number;
  columns: readonly MappedColumn[];
}

/** A row of a sheet's top, with the sheet it is on (what a survey answers). */
export interface SurveyRow extends SheetRow {
  sheet: string;
}

/** Sheets a survey reads, from the first: a workbook of more tabs is unusual for one carrier's rates. */
const surveySheets = 30;

/** The cells of a row up to its last value, within the bounds of columns and cell length. */
function rowCells(row: BookRow, bounds: ImportBounds): Cell[] {
  if (row.width > bounds.columns) throw new AppError('freight.import.columns', { row: row.number, max: bounds.columns });
  const cells = Array.from({ length: row.width }, (_, i) => row.cell(i));
  if (cells.some((cell) => typeof cell === 'string' && cell.length > bounds.cellLength)) {
    throw new AppError('freight.import.cellLength', { row: row.number, max: bounds.cellLength });
  }
  return cells;
}

/**
 * The top rows of each sheet, as they are (for staff to pick the sheet and its header row): the rows up to `rows` of
 * every sheet that holds any, the bounds of columns and cell length kept.
 */
export async function* surveyRows(file: Buffer, rows: number, bounds: ImportBounds): AsyncGenerator<SurveyRow> {
  const book = await openBook(file, bounds);
  let sheets = 0;
  for await (const sheet of book.sheets()) {
    if (++sheets > surveySheets) return;
    for await (const row of sheet.rows) {
      if (row.number > rows) break;
      yield { sheet: sheet.name, row: row.number, cells: rowCells(row, bounds) };
    }
  }
}

/**
 * The header of each column: the cell on the header row, or the one above it when that is empty (a header merged down
 * over two rows beside box sizes under a merged "rates" cell).
 */
function headerPlaces(layout: MappedLayout, above: Cell[], header: Cell[]): number[] {
  const texts = header.map((cell, i) => folded(String(cell ?? above[i] ?? '')));
  for (let i = header.length; i < above.length; i++) texts[i] = folded(String(above[i] ?? ''));
  return layout.columns.map(({ header: name }) => {
    const place = texts.indexOf(folded(name));
    if (place < 0) throw new AppError('carrierSheet.header.missing', { header: name, row: layout.headerRow });
    return place;
  });
}

/**
 * Reads the rows below the header of the sheet a mapping names, each with its cells in the order of the layout's
 * columns; a number in a column of days is a serial date, blank rows are skipped, and every bound holds as in any
 * import (rows, columns, cell length).
 */
export async function* readMappedSheet(file: Buffer, layout: MappedLayout, bounds: ImportBounds): AsyncGenerator<SheetRow> {
  const book = await openBook(file, bounds);
  for await (const sheet of book.sheets()) {
    if (sheet.name !== layout.sheet) continue;
    let previous: { number: number; cells: Cell[] } | undefined;
    const above = () => (previous?.number === layout.headerRow - 1 ? previous.cells : []);
    let places: number[] | undefined;
    let rows = 0;
    for await (const row of sheet.rows) {
      const cells = rowCells(row, bounds);
      if (!places) {
        if (row.number < layout.headerRow) {
          previous = { number: row.number, cells };
          continue;
        }
        places = headerPlaces(layout, above(), row.number === layout.headerRow ? cells : []);
        if (row.number === layout.headerRow) continue;
      }
      const read = places.map((place, i) => {
        const cell = cells[place];
        return typeof cell === 'number' && layout.columns[i]!.times ? serialCell(cell, sheet.epoch) : cell;
      });
      if (!read.some((cell) => cell !== undefined)) continue;
      if (++rows > bounds.rows) throw new AppError('freight.import.tooMany', { max: bounds.rows });
      yield { row: row.number, cells: read };
    }
    if (!places) headerPlaces(layout, above(), []);
    return;
  }
  throw new AppError('carrierSheet.sheet.missing', { sheet: layout.sheet });
}

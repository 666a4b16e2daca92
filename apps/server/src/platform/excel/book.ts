import { AppError } from '../errors';
import type { ImportBounds } from './importBounds';
import { odsBook } from './odsBook';
import { workbookParts } from './workbookParts';
import { xlsxBook } from './xlsxBook';

/** A cell as an import reads it: text (a date or time as its wall-clock text, sheetDates.ts) or a number; empty is undefined. */
export type Cell = string | number | undefined;

/** A row of a sheet as the workbook holds it. */
export interface BookRow {
  /** The row's number on the sheet, from 1. */
  number: number;
  /** The columns up to its last cell holding a value (cells only formatted do not count). */
  width: number;
  /** The cell of a column, from 0. */
  cell(column: number): Cell;
}

/** A sheet: its tab's name, its rows with data (blank ones may be left out), and day 0 of its serial numbers (sheetDates.ts). */
export interface BookSheet {
  name: string;
  epoch: number;
  rows: AsyncIterable<BookRow>;
}

/** A workbook's sheets in tab order, read row by row: a sheet may be left part-way, and they can be read again from the start. */
export interface Book {
  sheets(): AsyncIterable<BookSheet>;
}

/** The first bytes of an OLE2 compound file: an .xls from before 2007 (or another old Office file). */
const oldOffice = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

/** The spreadsheet types an ODF package names in its `mimetype` part (a sheet and a sheet template). */
const odsTypes = ['application/vnd.oasis.opendocument.spreadsheet', 'application/vnd.oasis.opendocument.spreadsheet-template'];

/**
 * Opens an xlsx (Excel, LibreOffice, WPS ...) or an ods (LibreOffice's own format) after checking its zip directory
 * against the bounds. An old .xls or a zip of another kind (a Word file) is refused naming the formats that are read.
 */
export async function openBook(file: Buffer, bounds: ImportBounds): Promise<Book> {
  if (file.subarray(0, oldOffice.length).equals(oldOffice)) throw new AppError('freight.import.format');
  const parts = await workbookParts(file, bounds);
  if (parts.has('xl/workbook.xml')) return xlsxBook(parts, bounds);
  const mimetype = parts.has('mimetype') ? (await parts.text('mimetype', 200)).trim() : '';
  if (odsTypes.includes(mimetype) && parts.has('content.xml')) return odsBook(parts, bounds);
  throw new AppError('freight.import.format');
}

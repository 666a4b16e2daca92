import { Readable } from 'node:stream';
import type ExcelJS from 'exceljs';
import { languages, translate } from '@freight/domain';
import { adminCatalogue } from '@freight/domain/i18n/admin';
import { AppError } from '../errors';
import { loadExcelJs } from './exceljs';
import type { HeaderKey } from './workbook';

/** A column an import reads: its header (screen text) and the record field its cells fill. */
export interface SheetField {
  header: HeaderKey;
  field: string;
}

export type Cell = string | number | undefined;

const pad = (n: number) => String(n).padStart(2, '0');

/** A cell as the schema reads it: text or a number; a date cell becomes YYYY-MM-DD; empty becomes undefined. */
export function cellValue(value: ExcelJS.CellValue): Cell {
  if (value === null || value === undefined) return undefined;
  if (value instanceof Date) return `${value.getUTCFullYear()}-${pad(value.getUTCMonth() + 1)}-${pad(value.getUTCDate())}`;
  if (typeof value === 'number') return value;
  if (typeof value === 'object') {
    if ('richText' in value) return cellValue(value.richText.map((part) => part.text).join(''));
    if ('text' in value) return cellValue(String(value.text));
    if ('result' in value) return cellValue(value.result as ExcelJS.CellValue);
    if ('error' in value) return undefined;
  }
  const text = String(value).trim();
  return text === '' ? undefined : text;
}

/**
 * Where each field's cells are: by the header row when it names every required field (in any of the three
 * languages, in any order, other columns ignored: an export with more columns than the template imports),
 * else the required fields in template order.
 */
function fieldPlaces(headerRow: readonly Cell[], required: readonly SheetField[], optional: readonly SheetField[]): (number | undefined)[] {
  const placeOf = (column: SheetField) => {
    const names = new Set(languages.map((language) => translate(adminCatalogue, language, column.header)));
    const place = headerRow.findIndex((cell) => typeof cell === 'string' && names.has(cell));
    return place < 0 ? undefined : place;
  };
  const byHeader = required.map(placeOf);
  if (byHeader.every((place) => place !== undefined)) return [...byHeader, ...optional.map(placeOf)];
  return [...required.map((_, i) => i), ...optional.map(() => undefined)];
}

/** The text of an XML part read in chunks, each character decoded whole even when its bytes straddle two chunks. */
async function* decodedText(chunks: AsyncIterable<Buffer | string>): AsyncGenerator<string> {
  const decoder = new TextDecoder('utf-8');
  for await (const chunk of chunks) yield typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
  const rest = decoder.decode();
  if (rest) yield rest;
}

/** The parts of exceljs' streaming reader that read a worksheet and the shared strings (not in its typings). */
interface ReaderInternals {
  _parseWorksheet(iterator: AsyncIterable<Buffer | string>, sheetNo: string): Generator<unknown>;
  _parseSharedStrings(entry: Readable): AsyncGenerator<unknown>;
}

type WorkbookReader = InstanceType<Awaited<ReturnType<typeof loadExcelJs>>['stream']['xlsx']['WorkbookReader']>;
let utf8Reader: Promise<new (input: Readable, options: Partial<ExcelJS.stream.xlsx.WorkbookStreamReaderOptions>) => WorkbookReader> | undefined;

/**
 * exceljs 4.4's streaming reader decodes every inflated chunk of a sheet on its own, so a Chinese or Russian character
 * whose bytes straddle two chunks is read as U+FFFD (exceljs/exceljs#2063, still open): an exported workbook imported
 * again would change remarks. This reader hands its parser the sheets and shared strings decoded across chunks.
 */
const loadUtf8Reader = () => (utf8Reader ??= loadExcelJs().then(({ stream }) => {
  const base = stream.xlsx.WorkbookReader.prototype as unknown as ReaderInternals;
  return class Utf8WorkbookReader extends stream.xlsx.WorkbookReader {
    _parseWorksheet(iterator: AsyncIterable<Buffer | string>, sheetNo: string) {
      return base._parseWorksheet.call(this, decodedText(iterator), sheetNo);
    }

    _parseSharedStrings(entry: Readable) {
      entry.setEncoding('utf8');
      return base._parseSharedStrings.call(this, entry);
    }
  };
}));

const rowCells = (row: ExcelJS.Row): Cell[] => Array.from({ length: row.cellCount }, (_, i) => cellValue(row.getCell(i + 1).value));

/**
 * Reads every event of the reader to its end. exceljs parks a sheet that comes before the shared strings (as its own
 * writer orders them) in a temporary file, which it closes and removes only once the reader has gone past that sheet:
 * a reader left half-read would keep the file and its descriptor until the process ends.
 */
async function finish(reader: AsyncIterable<AsyncIterable<unknown>>): Promise<void> {
  for await (const sheet of reader) for await (const row of sheet) void row;
}

/** The first sheet's rows of one reading (see sheetRows). */
async function* readSheet(file: Buffer, required: readonly SheetField[], optional: readonly SheetField[]): AsyncGenerator<{ row: number; cells: Cell[] }> {
  const Reader = await loadUtf8Reader();
  const reader = new Reader(Readable.from(file), {
    sharedStrings: 'cache', styles: 'cache', hyperlinks: 'ignore', worksheets: 'emit', entries: 'ignore',
  });
  const sheets = reader[Symbol.asyncIterator]();
  try {
    const first = await sheets.next();
    if (first.done) return;
    let places = fieldPlaces([], required, optional);
    for await (const row of first.value) {
      if (row.number === 1) {
        places = fieldPlaces(rowCells(row), required, optional);
        continue;
      }
      const cells = places.map((place) => (place === undefined ? undefined : cellValue(row.getCell(place + 1).value)));
      if (cells.some((c) => c !== undefined)) yield { row: row.number, cells };
    }
  } finally {
    await finish({ [Symbol.asyncIterator]: () => sheets }).catch(() => undefined);
  }
}

/** Readings of a file before it is called unreadable. */
const readings = 3;

/**
 * Reads the first sheet row by row (streamed: a 100,000-row file is never held as a workbook in memory). Each row
 * comes with its cells in the order of `required`, then `optional` (columns a file may lack, such as an export's id);
 * blank rows are skipped. The reader is always read to its end, also when the caller stops early.
 *
 * exceljs' streaming reader now and then loses the workbook part of a sound file on a busy machine (its sheet then
 * fails with "Cannot read properties of undefined (reading 'sheets')"; seen about once per full test run under
 * load, never alone). The file is in memory, so a reading that fails before its first row is made again; a file that
 * fails every time is unreadable.
 */
export async function* sheetRows(file: Buffer, required: readonly SheetField[], optional: readonly SheetField[] = []): AsyncGenerator<{ row: number; cells: Cell[] }> {
  for (let reading = 1; ; reading++) {
    let started = false;
    try {
      for await (const row of readSheet(file, required, optional)) {
        started = true;
        yield row;
      }
      return;
    } catch (error) {
      if (error instanceof AppError) throw error;
      if (started || reading === readings) throw new AppError('freight.import.unreadable', {}, 500, { cause: error });
    }
  }
}

import type { Readable } from 'node:stream';
import type ExcelJS from 'exceljs';
import { languages, translate } from '@freight/domain';
import { adminCatalogue } from '@freight/domain/i18n/admin';
import { AppError } from '../errors';
import { loadExcelJs } from './exceljs';
import { megabyte, type ImportBounds } from './importBounds';
import type { HeaderKey } from './workbook';
import { workbookParts } from './workbookParts';

/** A column an import reads: its header (screen text) and the record field its cells fill. */
export interface SheetField {
  header: HeaderKey;
  field: string;
}

export type Cell = string | number | undefined;

/** A row of the sheet: its number and its cells in the order of the fields read. */
export interface SheetRow {
  row: number;
  cells: Cell[];
}

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

/**
 * The text of an XML part read in chunks, each character decoded whole even when its bytes straddle two chunks:
 * exceljs 4.4 decodes every chunk on its own, so a Chinese or Russian character cut in two would be read as U+FFFD
 * (exceljs/exceljs#2063, still open) and an exported workbook imported again would change remarks.
 */
async function* decodedText(chunks: AsyncIterable<Buffer | string>): AsyncGenerator<string> {
  const decoder = new TextDecoder('utf-8');
  for await (const chunk of chunks) yield typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
  const rest = decoder.decode();
  if (rest) yield rest;
}

/**
 * The parts of exceljs' streaming reader that read one part of the workbook each (not in its typings). Its own
 * loop reads the parts in the zip's order and parks a sheet that comes before the shared strings (as its own writer
 * orders them) in a temporary file; here the parts are read straight from the zip, the shared strings first.
 */
interface ReaderParts {
  sharedStrings?: unknown[];
  model?: { sheets?: { rId: string }[] };
  workbookRels?: { Id: string; Target: string }[];
  _parseRels(entry: Readable): Promise<void>;
  _parseWorkbook(entry: Readable): Promise<void>;
  _parseSharedStrings(entry: Readable): AsyncGenerator<unknown>;
  _parseStyles(entry: Readable): Promise<void>;
  _parseWorksheet(iterator: AsyncIterable<string>, sheetNo: string): Generator<{ value: AsyncIterable<ExcelJS.Row> }>;
}

/** The shared texts cached by the reader, stopped as soon as their count or bytes pass the bounds. */
async function readSharedStrings(reader: ReaderParts, part: Readable, bounds: ImportBounds): Promise<void> {
  let bytes = 0;
  part.setEncoding('utf8');
  part.on('data', (text: string) => {
    bytes += Buffer.byteLength(text);
    if (bytes > bounds.sharedStringsMb * megabyte || (reader.sharedStrings?.length ?? 0) > bounds.sharedStrings) {
      part.destroy(new AppError('freight.import.sharedStrings', { max: bounds.sharedStrings, mb: bounds.sharedStringsMb }));
    }
  });
  // With the texts cached, the reader yields nothing here.
  for await (const event of reader._parseSharedStrings(part)) void event;
}

/** The zip path of the workbook's first sheet (its first tab), or undefined when it has none. */
function firstSheetPath(reader: ReaderParts): string | undefined {
  const first = reader.model?.sheets?.[0];
  const target = first && reader.workbookRels?.find((rel) => rel.Id === first.rId)?.Target;
  if (!target) return undefined;
  return target.startsWith('/') ? target.slice(1) : `xl/${target}`;
}

const rowCells = (row: ExcelJS.Row): Cell[] => Array.from({ length: row.cellCount }, (_, i) => cellValue(row.getCell(i + 1).value));

/** Refuses a row past the bounds of columns and cell length (`cells`: the ones read). */
function checkRow(row: ExcelJS.Row, cells: readonly Cell[], bounds: ImportBounds): void {
  if (row.cellCount > bounds.columns) throw new AppError('freight.import.columns', { row: row.number, max: bounds.columns });
  if (cells.some((cell) => typeof cell === 'string' && cell.length > bounds.cellLength)) {
    throw new AppError('freight.import.cellLength', { row: row.number, max: bounds.cellLength });
  }
}

/**
 * Reads the first sheet row by row (streamed: a 100,000-row file is never held as a workbook in memory). Each row
 * comes with its cells in the order of `required`, then `optional` (columns a file may lack, such as an export's id);
 * blank rows are skipped. The zip's directory is checked before anything is unpacked, and every bound while it is.
 */
export async function* readSheet(file: Buffer, required: readonly SheetField[], optional: readonly SheetField[], bounds: ImportBounds): AsyncGenerator<SheetRow> {
  const parts = await workbookParts(file, bounds);
  const part = async (name: string) => {
    const stream = await parts.open(name);
    if (!stream) throw new Error(`the workbook has no part ${name}`);
    return stream;
  };
  const { stream } = await loadExcelJs();
  const reader = new stream.xlsx.WorkbookReader(undefined as unknown as Readable, { sharedStrings: 'cache', styles: 'cache', hyperlinks: 'ignore', worksheets: 'emit', entries: 'ignore' }) as unknown as ReaderParts;
  await reader._parseRels(await part('xl/_rels/workbook.xml.rels'));
  await reader._parseWorkbook(await part('xl/workbook.xml'));
  const strings = await parts.open('xl/sharedStrings.xml');
  if (strings) await readSharedStrings(reader, strings, bounds);
  const styles = await parts.open('xl/styles.xml');
  if (styles) await reader._parseStyles(styles);
  const path = firstSheetPath(reader);
  if (!path) return;
  const [emitted] = reader._parseWorksheet(decodedText(await part(path)), /sheet(\d+)\.xml$/.exec(path)?.[1] ?? '1');
  let places = fieldPlaces([], required, optional);
  let rows = 0;
  for await (const row of emitted!.value) {
    if (row.number === 1) {
      const header = rowCells(row);
      checkRow(row, header, bounds);
      places = fieldPlaces(header, required, optional);
      continue;
    }
    const cells = places.map((place) => (place === undefined ? undefined : cellValue(row.getCell(place + 1).value)));
    checkRow(row, cells, bounds);
    if (!cells.some((c) => c !== undefined)) continue;
    if (++rows > bounds.rows) throw new AppError('freight.import.tooMany', { max: bounds.rows });
    yield { row: row.number, cells };
  }
}

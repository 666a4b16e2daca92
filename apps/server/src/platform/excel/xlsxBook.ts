import type { Readable } from 'node:stream';
import type ExcelJS from 'exceljs';
import { AppError } from '../errors';
import type { Book, BookRow, Cell } from './book';
import { loadExcelJs } from './exceljs';
import { megabyte, type ImportBounds } from './importBounds';
import { excelEpoch, macEpoch, wallClockText } from './sheetDates';
import type { WorkbookParts } from './workbookParts';

/** A cell as the schema reads it: text or a number; a date cell becomes its wall-clock text; empty becomes undefined. */
function cellValue(value: ExcelJS.CellValue, epoch = excelEpoch): Cell {
  if (value === null || value === undefined) return undefined;
  if (value instanceof Date) return wallClockText(value.getTime(), epoch);
  if (typeof value === 'number') return value;
  if (typeof value === 'object') {
    if ('richText' in value) return cellValue(value.richText.map((part) => part.text).join(''));
    if ('text' in value) return cellValue(String(value.text));
    if ('result' in value) return cellValue(value.result as ExcelJS.CellValue, epoch);
    if ('error' in value) return undefined;
  }
  const text = String(value).trim();
  return text === '' ? undefined : text;
}

/**
 * The text of an XML part read in chunks, each character decoded whole even when its bytes straddle two chunks:
 * exceljs 4.4 decodes every chunk on its own, so a Chinese or Russian character cut in two would be read as U+FFFD
 * (exceljs/exceljs#2063, still open) and an exported workbook imported again would change remarks.
 */
export async function* decodedText(chunks: AsyncIterable<Buffer | string>): AsyncGenerator<string> {
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
  model?: { sheets?: { rId: string; name?: string }[] };
  properties?: { model?: { date1904?: boolean } };
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

/** The zip paths and tab names of the workbook's sheets, in the order of their tabs. */
function sheetPaths(reader: ReaderParts): { path: string; name: string }[] {
  return (reader.model?.sheets ?? []).flatMap((sheet, i) => {
    const target = reader.workbookRels?.find((rel) => rel.Id === sheet.rId)?.Target;
    if (!target) return [];
    return [{ path: target.startsWith('/') ? target.slice(1) : `xl/${target}`, name: sheet.name ?? `Sheet${i + 1}` }];
  });
}

/** A row as the book gives it: its width is its last cell holding a value (LibreOffice writes 1,024 cells of a formatted row). */
function bookRow(row: ExcelJS.Row, epoch: number): BookRow {
  let width = row.cellCount;
  while (width > 0 && cellValue(row.getCell(width).value) === undefined) width--;
  return { number: row.number, width, cell: (column) => cellValue(row.getCell(column + 1).value, epoch) };
}

/**
 * An xlsx read with exceljs' streaming reader, a sheet at a time (a 100,000-row file is never held as a workbook in
 * memory); the shared texts and styles are read once, first, within the bounds.
 */
export async function xlsxBook(parts: WorkbookParts, bounds: ImportBounds): Promise<Book> {
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
  const epoch = reader.properties?.model?.date1904 ? macEpoch : excelEpoch;
  const paths = sheetPaths(reader).filter(({ path }) => parts.has(path));
  return {
    async *sheets() {
      for (const { path, name } of paths) {
        const [emitted] = reader._parseWorksheet(decodedText(await part(path)), /sheet(\d+)\.xml$/.exec(path)?.[1] ?? '1');
        yield { name, epoch, rows: (async function* () { for await (const row of emitted!.value) yield bookRow(row, epoch); })() };
      }
    },
  };
}

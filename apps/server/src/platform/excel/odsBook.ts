import { SaxesParser, type SaxesTagPlain } from 'saxes';
import { AppError } from '../errors';
import type { Book, BookRow, BookSheet, Cell } from './book';
import type { ImportBounds } from './importBounds';
import { excelEpoch, wallClockText } from './sheetDates';
import type { WorkbookParts } from './workbookParts';
import { decodedText } from './xlsxBook';

/**
 * An ods (OpenDocument, LibreOffice's own format): its sheets are the tables of one XML part, content.xml, streamed
 * with a SAX parser so a large file is never held whole. A row or cell LibreOffice writes once with a repeat count
 * (the million empty rows below the data, a row filled down) is expanded only when it holds a value, and then within
 * the bounds of columns and rows.
 */

/** What the parser hands on: a sheet begins (its name, day 0 of its serial numbers), or a row holding values, `repeat` times. */
type Item = { sheet: number; name: string } | { row: BookRow; repeat: number };

interface OpenCell {
  depth: number;
  repeat: number;
  /** The value its attributes give (a number, a date); undefined when it is the cell's text. */
  value: Cell;
  text: string;
  paragraphs: number;
  /** The depth of the paragraph being read, undefined between paragraphs. */
  paragraph?: number;
}

interface OpenRow {
  repeat: number;
  cells: Cell[];
  column: number;
  width: number;
}

const count = (text: string | undefined) => Math.max(1, Number.parseInt(text ?? '1', 10) || 1);

/** An ODF time (`PT17H00M00S`) as milliseconds. */
function timeMs(text: string): number | undefined {
  const match = /^PT(\d+)H(\d+)M(\d+(?:\.\d+)?)S$/.exec(text);
  return match ? ((Number(match[1]) * 60 + Number(match[2])) * 60 + Number(match[3])) * 1000 : undefined;
}

/** An ODF date (`2026-12-27` or `2026-12-27T17:00:00`) as milliseconds on a UTC clock: it names no zone. */
const dateMs = (text: string) => Date.parse(/T/.test(text) ? `${text.replace(/Z$/, '')}Z` : `${text}T00:00:00Z`);

/** The value a cell's attributes give: numbers, dates, times and truth values; text cells are read from their paragraphs. */
function attributeValue(attributes: Record<string, string>, epoch: number): Cell {
  const type = attributes['office:value-type'];
  if (type === 'float' || type === 'percentage' || type === 'currency') {
    const value = Number(attributes['office:value']);
    return Number.isFinite(value) ? value : undefined;
  }
  if (type === 'date') {
    const ms = dateMs(attributes['office:date-value'] ?? '');
    return Number.isNaN(ms) ? attributes['office:date-value'] : wallClockText(ms, epoch);
  }
  if (type === 'time') {
    const ms = timeMs(attributes['office:time-value'] ?? '');
    return ms === undefined ? attributes['office:time-value'] : wallClockText(epoch + ms, epoch);
  }
  if (type === 'boolean') return attributes['office:boolean-value'];
  const text = attributes['office:string-value']?.trim();
  return text || undefined;
}

/** The sheets and rows of content.xml, in document order. */
async function* items(content: AsyncIterable<Buffer | string>, bounds: ImportBounds): AsyncGenerator<Item> {
  const parser = new SaxesParser();
  const out: Item[] = [];
  let epoch = excelEpoch;
  let depth = 0;
  let table: number | undefined;
  let rowNumber = 1;
  let row: OpenRow | undefined;
  let cell: OpenCell | undefined;
  /** The depth of a comment or drawing in a cell, whose text is not the cell's. */
  let aside: number | undefined;

  const append = (text: string) => {
    if (cell!.text.length + text.length > bounds.cellLength) throw new AppError('freight.import.cellLength', { row: rowNumber, max: bounds.cellLength });
    cell!.text += text;
  };
  const reading = () => cell?.paragraph !== undefined && aside === undefined && cell.value === undefined;

  parser.on('opentag', (tag: SaxesTagPlain) => {
    depth++;
    const { name, attributes } = tag;
    if (name === 'table:null-date') {
      const ms = dateMs(attributes['table:date-value'] ?? '');
      if (!Number.isNaN(ms)) epoch = ms;
    } else if (name === 'table:table' && table === undefined) {
      table = depth;
      rowNumber = 1;
      out.push({ sheet: epoch, name: attributes['table:name'] ?? '' });
    } else if (name === 'table:table-row' && table !== undefined) {
      row = { repeat: count(attributes['table:number-rows-repeated']), cells: [], column: 0, width: 0 };
    } else if ((name === 'table:table-cell' || name === 'table:covered-table-cell') && row) {
      cell = { depth, repeat: count(attributes['table:number-columns-repeated']), value: attributeValue(attributes, epoch), text: '', paragraphs: 0 };
    } else if (name === 'office:annotation' || name.startsWith('draw:')) {
      aside ??= depth;
    } else if ((name === 'text:p' || name === 'text:h') && cell && depth === cell.depth + 1) {
      cell.paragraph = depth;
      if (cell.paragraphs++ > 0 && reading()) append('\n');
    } else if (reading()) {
      if (name === 'text:s') append(' '.repeat(Math.min(count(attributes['text:c']), bounds.cellLength + 1)));
      else if (name === 'text:tab') append('\t');
      else if (name === 'text:line-break') append('\n');
    }
  });
  parser.on('text', (text) => {
    if (reading()) append(text);
  });
  parser.on('closetag', (tag: SaxesTagPlain) => {
    const { name } = tag;
    if (aside === depth) aside = undefined;
    if (cell?.paragraph === depth) cell.paragraph = undefined;
    if (cell && depth === cell.depth) {
      const value = cell.value ?? (cell.text.trim() || undefined);
      if (value !== undefined) {
        if (row!.column + cell.repeat > bounds.columns) throw new AppError('freight.import.columns', { row: rowNumber, max: bounds.columns });
        for (let i = 0; i < cell.repeat; i++) row!.cells[row!.column + i] = value;
        row!.width = row!.column + cell.repeat;
      }
      row!.column += cell.repeat;
      cell = undefined;
    } else if (name === 'table:table-row' && row) {
      const { cells, width, repeat } = row;
      if (width > 0) out.push({ row: { number: rowNumber, width, cell: (column) => cells[column] }, repeat });
      rowNumber += repeat;
      row = undefined;
    } else if (name === 'table:table' && depth === table) {
      table = undefined;
    }
    depth--;
  });

  for await (const chunk of decodedText(content)) {
    parser.write(chunk);
    yield* out.splice(0);
  }
  parser.close();
  yield* out.splice(0);
}

/** The rows of each sheet from the one stream of items: a sheet left part-way is skipped to the next. */
async function* sheetsOf(stream: AsyncIterator<Item>): AsyncGenerator<BookSheet> {
  let next = await stream.next();
  while (!next.done) {
    const item = next.value;
    next = await stream.next();
    if (!('sheet' in item)) continue;
    yield {
      name: item.name,
      epoch: item.sheet,
      rows: (async function* () {
        while (!next.done && 'row' in next.value) {
          const { row, repeat } = next.value;
          next = await stream.next();
          for (let i = 0; i < repeat; i++) yield i === 0 ? row : { ...row, number: row.number + i };
        }
      })(),
    };
  }
}

export function odsBook(parts: WorkbookParts, bounds: ImportBounds): Book {
  return {
    async *sheets() {
      const content = await parts.open('content.xml');
      if (content) yield* sheetsOf(items(content, bounds));
    },
  };
}

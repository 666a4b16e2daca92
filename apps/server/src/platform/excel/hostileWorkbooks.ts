import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { workbookOf } from './importTesting';

/** Hostile import files, made small in the tests that need them (never kept as files). */

const xml = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>';
const sheetNamespace = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';

/** A sound two-column workbook with `parts` changed or added, each part packed or stored as asked. */
export async function withParts(parts: Record<string, string>, compression: 'DEFLATE' | 'STORE' = 'DEFLATE'): Promise<Buffer> {
  const zip = await JSZip.loadAsync(await workbookOf(['港口', '价格'], [['XIAN', 1]]));
  for (const [name, text] of Object.entries(parts)) zip.file(name, text, { compression });
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

/** A shared-strings part of `count` distinct texts of at least `length` characters (the sheet names none of them). */
export const sharedStrings = (count: number, length = 0) => `${xml}<sst xmlns="${sheetNamespace}" count="${count}" uniqueCount="${count}">`
  + `${Array.from({ length: count }, (_, i) => `<si><t>${String(i).padEnd(length, '.')}</t></si>`).join('')}</sst>`;

/** A first sheet of the given rows, each `[cell address, inline text]` (row numbers from the addresses). */
export function sheet(cells: readonly (readonly [string, string])[]): string {
  const rows = new Map<string, string[]>();
  for (const [address, text] of cells) {
    const row = /\d+$/.exec(address)![0];
    rows.set(row, [...(rows.get(row) ?? []), `<c r="${address}" t="inlineStr"><is><t>${text}</t></is></c>`]);
  }
  return `${xml}<worksheet xmlns="${sheetNamespace}"><sheetData>${[...rows].map(([row, cs]) => `<row r="${row}">${cs.join('')}</row>`).join('')}</sheetData></worksheet>`;
}

/**
 * A zip whose directory says `part` unpacks to `declared` bytes while it unpacks to more: the directory passes every
 * check, the bytes do not.
 */
export async function lyingAbout(part: string, text: string, declared: number): Promise<Buffer> {
  const file = await withParts({ [part]: text });
  const name = Buffer.from(part);
  // A directory entry: its signature, then the sizes at 20 (packed) and 24 (unpacked), the name at 46.
  const signature = Buffer.from([0x50, 0x4b, 0x01, 0x02]);
  for (let at = file.indexOf(signature); at >= 0; at = file.indexOf(signature, at + 1)) {
    if (file.subarray(at + 46, at + 46 + name.length).equals(name)) {
      file.writeUInt32LE(declared, at + 24);
      return file;
    }
  }
  throw new Error(`no directory entry for ${part}`);
}

/**
 * A workbook whose one price cell has a number format of `length` opening brackets: exceljs asks of every number cell
 * whether its format is a date, with a regular expression that takes time growing with the square of the format's
 * length (seconds for twenty thousand characters) and does not yield meanwhile.
 */
export async function slowFormatWorkbook(length: number): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('import');
  sheet.addRow(['港口', '价格']);
  sheet.addRow(['XIAN', 1]);
  sheet.getCell('B2').numFmt = '['.repeat(length);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** An ods whose one sheet holds `rows` (table-row elements, in the `table:` namespace) below the header 港口, 价格. */
export async function odsOf(rows: string): Promise<Buffer> {
  const header = '<table:table-row><table:table-cell office:value-type="string"><text:p>港口</text:p></table:table-cell>'
    + '<table:table-cell office:value-type="string"><text:p>价格</text:p></table:table-cell></table:table-row>';
  const content = `${xml}<office:document-content xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" `
    + 'xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0">'
    + `<office:body><office:spreadsheet><table:table table:name="import">${header}${rows}</table:table></office:spreadsheet></office:body></office:document-content>`;
  const zip = new JSZip().file('mimetype', 'application/vnd.oasis.opendocument.spreadsheet', { compression: 'STORE' }).file('content.xml', content);
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

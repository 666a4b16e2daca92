import ExcelJS from 'exceljs';
import { bearer, type TestApp } from '../../../test/harness';
import { multipart } from '../../../test/upload';

/** An xlsx whose first sheet has the header row and then the rows given (tests build import files with it). */
export async function workbookOf(headers: readonly string[], rows: readonly (string | number | Date | null)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('import');
  sheet.addRow([...headers]);
  for (const row of rows) sheet.addRow([...row]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

const acceptLanguage = { zh: 'zh-CN', en: 'en-US', ru: 'ru-RU' } as const;

export interface ImportReply {
  code: number;
  msg: string;
  data?: { imported: number; added: number; updated: number; unchanged: number; refused: number };
  errors?: { row: number; column: string; reason: string }[];
}

type Language = keyof typeof acceptLanguage;

/** Uploads an import file to `<base>/importData` as the screens do (in a language, with "update existing data" when asked); the parsed reply. */
export async function uploadImport(
  t: TestApp, token: string, base: string, file: Buffer, asked: Language | { language?: Language; updateSupport?: boolean } = {},
): Promise<ImportReply> {
  const { language = 'zh', updateSupport = false } = typeof asked === 'string' ? { language: asked } : asked;
  const body = multipart('file', 'import.xlsx', file);
  const reply = await t.app.inject({
    method: 'POST', url: `/api${base}/importData?updateSupport=${updateSupport}`, payload: body.payload,
    headers: { ...body.headers, ...bearer(token), 'accept-language': acceptLanguage[language] },
  });
  return reply.json() as ImportReply;
}

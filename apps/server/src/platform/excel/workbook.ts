import { once } from 'node:events';
import { PassThrough, type Writable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { translate, type Language } from '@freight/domain';
import { adminCatalogue } from '@freight/domain/i18n/admin';
import { loadExcelJs } from './exceljs';

/** Column headers and sheet names are the screen's own texts (admin catalogue), in the caller's language. */
export type HeaderKey = keyof typeof adminCatalogue;

/**
 * How a column's cells are shown: days and date-times are Date cells (cells.ts), money numbers to the cent, exchange
 * rates to at least four places and all six the column stores.
 */
export type CellFormat = 'day' | 'dateTime' | 'money' | 'rate';

const numFmts: Record<CellFormat, string> = { day: 'yyyy-mm-dd', dateTime: 'yyyy-mm-dd hh:mm:ss', money: '#,##0.00', rate: '0.0000##' };

export interface SheetColumn<R> {
  header: HeaderKey;
  value: (row: R) => string | number | Date | null | undefined;
  format?: CellFormat;
  width?: number;
}

export interface WorkbookSpec<R> {
  /** File name stem: the file is `<name>_<timestamp>.xlsx`. */
  name: string;
  sheet: HeaderKey;
  columns: readonly SheetColumn<R>[];
  /** Rows in batches, read from the database as they are written (never the whole table in memory). */
  batches: AsyncIterable<R[]>;
}

export const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Waits until the reply stream wants more, or is gone (the caller went away); leaves no listener behind. */
async function drained(out: Writable): Promise<void> {
  if (!out.writableNeedDrain || out.destroyed) return;
  const settled = new AbortController();
  const on = (event: string) => once(out, event, { signal: settled.signal }).then(() => undefined, () => undefined);
  await Promise.race([on('drain'), on('close')]);
  settled.abort();
}

async function writeWorkbook<R>(out: PassThrough, spec: WorkbookSpec<R>, batches: AsyncIterable<R[]>, language: Language): Promise<void> {
  const ExcelJS = await loadExcelJs();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(translate(adminCatalogue, language, spec.sheet).slice(0, 31));
  sheet.columns = spec.columns.map((column, i) => ({ key: String(i), header: translate(adminCatalogue, language, column.header), width: column.width ?? 20 }));
  sheet.getRow(1).font = { bold: true };
  // exceljs gives every new cell a style object of its own and files a style once per object: 1.5 million cells
  // meant 1.5 million times the same style turned into XML (most of an export's time and garbage). Data cells share
  // one per format.
  const dataStyle = {};
  const formatted = new Map(Object.entries(numFmts).map(([format, numFmt]) => [format, { numFmt }]));
  const styles = spec.columns.map((column) => (column.format ? formatted.get(column.format)! : dataStyle));
  const shareStyle = (cell: { style: object }, column: number) => { cell.style = styles[column - 1] ?? dataStyle; };
  for await (const batch of batches) {
    if (out.destroyed) return;
    for (const row of batch) {
      const added = sheet.addRow(spec.columns.map((column) => column.value(row) ?? ''));
      added.eachCell({ includeEmpty: true }, shareStyle);
      added.commit();
    }
    await drained(out);
  }
  sheet.commit();
  await workbook.commit();
}

/** The batches with the first one already read: a query that fails at once fails before the reply has begun. */
async function startedBatches<R>(batches: AsyncIterable<R[]>): Promise<AsyncIterable<R[]>> {
  const rest = batches[Symbol.asyncIterator]();
  const first = await rest.next();
  return (async function* () {
    try {
      if (first.done) return;
      yield first.value;
      for (let next = await rest.next(); !next.done; next = await rest.next()) yield next.value;
    } finally {
      await rest.return?.();
    }
  })();
}

/**
 * Streams an xlsx file to the caller: rows are written as their batches arrive from the database and the
 * zipped bytes go straight into the reply, so even 100,000 rows never sit in memory at once. The first batch is
 * read before anything is sent, so a failing query is an error reply the screen shows; a failure once the file
 * has begun aborts the connection, so the caller sees a failed download rather than a short, broken file.
 */
export async function sendWorkbook<R>(req: FastifyRequest, reply: FastifyReply, spec: WorkbookSpec<R>): Promise<FastifyReply> {
  const batches = await startedBatches(spec.batches);
  const fileName = `${spec.name}_${Date.now()}.xlsx`;
  const out = new PassThrough();
  writeWorkbook(out, spec, batches, req.language).catch((error: unknown) => {
    req.log.error({ err: error }, 'export failed');
    out.destroy(error as Error);
  });
  return reply
    .header('content-type', xlsxType)
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .send(out);
}

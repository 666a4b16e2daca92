import { parentPort } from 'node:worker_threads';
import { AppError } from '../errors';
import type { ImportBounds } from './importBounds';
import { readMappedSheet, surveyRows, type MappedLayout } from './mappedSheet';
import { readSheet, type SheetField, type SheetRow } from './sheetReader';

/**
 * How the rows of a file are found: by the template's headers (its fields, required and optional), by a sender's
 * layout (a carrier's own sheet), or the top rows of every sheet for staff to choose from.
 */
export type SheetLayout = { required: readonly SheetField[]; optional: readonly SheetField[] } | { mapped: MappedLayout } | { survey: number };

/** One reading the thread is given (importSheet.ts). */
export interface SheetReading {
  file: Uint8Array;
  layout: SheetLayout;
  bounds: ImportBounds;
}

/** What the thread is told: read a file, or send another batch of its rows. */
export type ReadingRequest = { reading: SheetReading } | 'more';

/** What the thread answers: a batch of rows, the end, or why it stopped (a message key and its parameters). */
export type ReadingMessage = { rows: SheetRow[] } | { done: true } | { refused: { key: AppError['key']; params: Record<string, unknown> }; cause?: string };

/** Rows sent together. */
const batchRows = 500;
/** Batches the thread may send before the import has taken them: memory stays bounded however slow the import writes. */
const batchesAhead = 2;

let credits = 0;
let credited = () => {};

async function send(rows: SheetRow[]): Promise<void> {
  while (credits === 0) await new Promise<void>((resolve) => { credited = resolve; });
  credits--;
  parentPort!.postMessage({ rows } satisfies ReadingMessage);
}

function rowsOf({ file, layout, bounds }: SheetReading): AsyncGenerator<SheetRow> {
  const buffer = Buffer.from(file.buffer, file.byteOffset, file.byteLength);
  if ('survey' in layout) return surveyRows(buffer, layout.survey, bounds);
  if ('mapped' in layout) return readMappedSheet(buffer, layout.mapped, bounds);
  return readSheet(buffer, layout.required, layout.optional, bounds);
}

async function read(reading: SheetReading): Promise<ReadingMessage> {
  try {
    let batch: SheetRow[] = [];
    for await (const row of rowsOf(reading)) {
      batch.push(row);
      if (batch.length === batchRows) {
        await send(batch);
        batch = [];
      }
    }
    if (batch.length) await send(batch);
    return { done: true };
  } catch (error) {
    if (error instanceof AppError) return { refused: { key: error.key, params: error.params } };
    return { refused: { key: 'freight.import.unreadable', params: {} }, cause: String(error) };
  }
}

/** The thread of importSheet.ts: reads one file at a time and sends its rows in batches, as the import takes them. */
parentPort!.on('message', (request: ReadingRequest) => {
  if (request === 'more') {
    credits++;
    credited();
    return;
  }
  credits = batchesAhead;
  void read(request.reading).then((answer) => parentPort!.postMessage(answer));
});

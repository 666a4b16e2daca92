import { parentPort } from 'node:worker_threads';
import { AppError } from '../errors';
import type { ImportBounds } from './importBounds';
import { readSheet, type SheetField, type SheetRow } from './sheetReader';

/** One reading the thread is given (importSheet.ts). */
export interface SheetReading {
  file: Uint8Array;
  required: readonly SheetField[];
  optional: readonly SheetField[];
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

async function read({ file, required, optional, bounds }: SheetReading): Promise<ReadingMessage> {
  try {
    let batch: SheetRow[] = [];
    for await (const row of readSheet(Buffer.from(file.buffer, file.byteOffset, file.byteLength), required, optional, bounds)) {
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

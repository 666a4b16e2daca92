import type { Worker } from 'node:worker_threads';
import { AppError } from '../errors';
import { startThread } from '../threads';
import { importBounds, megabyte, type ImportBounds } from './importBounds';
import type { ReadingMessage, ReadingRequest, SheetLayout, SheetReading } from './importSheetThread';
import type { MappedLayout, SurveyRow } from './mappedSheet';
import type { SheetField, SheetRow } from './sheetReader';

export type { Cell, SheetField, SheetRow } from './sheetReader';

/** Files read at once; a further import waits for a thread (each thread may take `heapMb`). */
const maxThreads = 2;
/** Threads that finished a reading, kept for the next: the reader and exceljs load once, not for every import. */
const idle: Worker[] = [];
const heapOf = new WeakMap<Worker, number>();
let busy = 0;
const queue: (() => void)[] = [];

function newThread(heapMb: number): Worker {
  const thread = startThread('importSheetThread', import.meta.url, { resourceLimits: { maxOldGenerationSizeMb: heapMb, maxYoungGenerationSizeMb: 16 } });
  thread.unref();
  heapOf.set(thread, heapMb);
  thread.on('exit', () => {
    const at = idle.indexOf(thread);
    if (at >= 0) idle.splice(at, 1);
  });
  return thread;
}

async function takeThread(heapMb: number): Promise<Worker> {
  while (busy >= maxThreads) await new Promise<void>((resolve) => queue.push(resolve));
  busy++;
  const at = idle.findIndex((thread) => heapOf.get(thread) === heapMb);
  return at >= 0 ? idle.splice(at, 1)[0]! : newThread(heapMb);
}

/** Hands a thread back: kept when it finished its reading, else stopped (it failed, timed out or was left half-way). */
function giveBack(thread: Worker, finished: boolean): void {
  busy--;
  if (finished) idle.push(thread);
  else void thread.terminate();
  queue.shift()?.();
}

/** Why a reading thread stopped on its own: out of its memory, or anything else (a file it could not read). */
const threadFailure = (error: Error & { code?: string }, bounds: ImportBounds) => (error.code === 'ERR_WORKER_OUT_OF_MEMORY'
  ? new AppError('freight.import.memory', { mb: bounds.heapMb }, 500, { cause: error })
  : new AppError('freight.import.unreadable', {}, 500, { cause: error }));

/**
 * The batches of rows of a reading in a thread: the file is parsed there with a heap of its own, so a file that needs
 * more memory ends that thread, not the server, and the parsing never holds up other requests. The time the import
 * waits for rows once its thread has it is bounded in all; past it the thread is stopped.
 */
async function* threadBatches(reading: SheetReading): AsyncGenerator<SheetRow[]> {
  const { bounds } = reading;
  const thread = await takeThread(bounds.heapMb);
  const inbox: ReadingMessage[] = [];
  let stopped: AppError | undefined;
  let wake = () => {};
  const onMessage = (message: ReadingMessage) => {
    inbox.push(message);
    wake();
  };
  const onError = (error: Error) => {
    stopped ??= threadFailure(error, bounds);
    wake();
  };
  const onExit = () => {
    stopped ??= new AppError('freight.import.unreadable');
    wake();
  };
  thread.on('message', onMessage).on('error', onError).on('exit', onExit);
  const tell = (request: ReadingRequest) => thread.postMessage(request);
  let waitedMs = 0;
  let finished = false;
  try {
    tell({ reading });
    for (;;) {
      const since = performance.now();
      while (inbox.length === 0 && !stopped) {
        const leftMs = bounds.seconds * 1000 - waitedMs - (performance.now() - since);
        if (leftMs <= 0) throw new AppError('freight.import.time', { seconds: bounds.seconds });
        let timer: NodeJS.Timeout | undefined;
        await new Promise<void>((resolve) => {
          wake = resolve;
          timer = setTimeout(resolve, leftMs);
        });
        clearTimeout(timer);
      }
      waitedMs += performance.now() - since;
      const message = inbox.shift();
      if (!message) throw stopped!;
      if ('rows' in message) {
        tell('more');
        yield message.rows;
        continue;
      }
      finished = true;
      if ('done' in message) return;
      throw new AppError(message.refused.key, message.refused.params, 500, { cause: message.cause });
    }
  } finally {
    thread.off('message', onMessage).off('error', onError).off('exit', onExit);
    giveBack(thread, finished);
  }
}

/**
 * Reads the rows below the header of an xlsx or ods (sheetReader.ts, in a thread: see threadBatches). Each row comes
 * with its cells in the order of `required`, then `optional` (columns a file may lack, such as an export's id); blank
 * rows are skipped.
 * Every bound of `bounds` holds, each past it an error naming it; the thread is stopped when the caller stops early.
 */
export function sheetRows(file: Buffer, required: readonly SheetField[], optional: readonly SheetField[] = [], bounds: ImportBounds = importBounds): AsyncGenerator<SheetRow> {
  return laidOutRows(file, { required, optional }, bounds);
}

/** The rows below the header of a sheet laid out by its sender (mappedSheet.ts), in a thread within the same bounds. */
export function mappedRows(file: Buffer, layout: MappedLayout, bounds: ImportBounds = importBounds): AsyncGenerator<SheetRow> {
  return laidOutRows(file, { mapped: layout }, bounds);
}

/** The top `rows` rows of each sheet (mappedSheet.ts), in a thread within the same bounds. */
export function sheetTops(file: Buffer, rows: number, bounds: ImportBounds = importBounds): AsyncGenerator<SurveyRow> {
  return laidOutRows(file, { survey: rows }, bounds) as AsyncGenerator<SurveyRow>;
}

async function* laidOutRows(file: Buffer, layout: SheetLayout, bounds: ImportBounds): AsyncGenerator<SheetRow> {
  if (file.length > bounds.fileMb * megabyte) throw new AppError('upload.size', { size: bounds.fileMb });
  for await (const rows of threadBatches({ file, layout, bounds })) yield* rows;
}

import type { Readable } from 'node:stream';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { AppError } from '../errors';
import { megabyte, type ImportBounds } from './importBounds';

/** The parts of a workbook (an xlsx or an ods is a zip), each unpacked when it is read. */
export interface WorkbookParts {
  has(name: string): boolean;
  /** The part's unpacked bytes as a stream, or undefined when the workbook has no such part. */
  open(name: string): Promise<Readable | undefined>;
  /** A small part's text, at most `maxBytes` of it. */
  text(name: string, maxBytes: number): Promise<string>;
}

/** The zip's directory, one entry at a time; stops (throws) at the first bound an entry breaks. */
function readDirectory(zip: ZipFile, bounds: ImportBounds): Promise<Map<string, Entry>> {
  if (zip.entryCount > bounds.entries) return Promise.reject(new AppError('freight.import.entries', { max: bounds.entries }));
  const entries = new Map<string, Entry>();
  let unpacked = 0;
  return new Promise((resolve, reject) => {
    zip.on('error', reject);
    zip.on('end', () => resolve(entries));
    zip.on('entry', (entry: Entry) => {
      unpacked += entry.uncompressedSize;
      if (unpacked > bounds.unpackedMb * megabyte) return reject(new AppError('freight.import.unpacked', { max: bounds.unpackedMb }));
      if (entry.uncompressedSize > megabyte && entry.uncompressedSize > bounds.ratio * entry.compressedSize) {
        return reject(new AppError('freight.import.ratio', { part: entry.fileName, max: bounds.ratio }));
      }
      if (!entries.has(entry.fileName)) entries.set(entry.fileName, entry);
      zip.readEntry();
    });
    zip.readEntry();
  });
}

/**
 * Opens a workbook after checking its zip directory, before anything is unpacked: the number of parts, the bytes
 * they declare to unpack to, and how much smaller than that each is packed.
 */
export async function workbookParts(file: Buffer, bounds: ImportBounds): Promise<WorkbookParts> {
  // Each part's unpacked bytes are held to the size the zip declares for it: a part that lies fails while it unpacks.
  const zip = await yauzl.fromBufferPromise(file, { lazyEntries: true, validateEntrySizes: true });
  const entries = await readDirectory(zip, bounds);
  const open = async (name: string) => {
    const entry = entries.get(name);
    return entry && zip.openReadStreamPromise(entry);
  };
  return {
    has: (name) => entries.has(name),
    open,
    text: async (name, maxBytes) => {
      const chunks: Buffer[] = [];
      let bytes = 0;
      for await (const chunk of (await open(name)) ?? []) {
        chunks.push(chunk as Buffer);
        bytes += (chunk as Buffer).length;
        if (bytes >= maxBytes) break;
      }
      return Buffer.concat(chunks).subarray(0, maxBytes).toString('utf8');
    },
  };
}

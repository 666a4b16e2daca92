import { extname } from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import type { MultipartFile } from '@fastify/multipart';
import { uploadLimits } from '@freight/domain';
import { AppError } from '../../../platform/errors';
import { datedFolder, type FileStorage } from '../../../platform/storage/index';
import { sanitizeServedSvg, sanitizeSvgPicture } from '../../../platform/svgSanitizer';

const maxSvgBytes = uploadLimits.editorImage.maxMb * 1024 * 1024;

/** An SVG picture is read whole (at most 5 MB) and only its sanitised form is written: what came in never reaches the disk. */
export async function saveSvg(part: MultipartFile, storage: FileStorage, area: string): Promise<string> {
  const bytes = await part.toBuffer();
  // A drawing over the sanitiser's bounds says which; one it cannot get through (its thread died) is refused as a non-picture.
  const clean = await sanitizeSvgPicture(bytes.toString('utf8')).catch((error: unknown) => {
    if (error instanceof AppError) throw error;
    return null;
  });
  if (!clean) throw new AppError('upload.content', { ext: 'svg' });
  return storage.save(Readable.from([clean]), datedFolder(area), part.filename);
}

/**
 * A stored file as it is sent, or null when there is none: an SVG picture is sanitised again on its way
 * out, so a file changed behind the server's back still cannot carry a script to a reader.
 */
export async function openServed(storage: FileStorage, key: string): Promise<{ stream: Readable; size: number } | null> {
  const file = await storage.open(key);
  if (!file || extname(key).toLowerCase() !== '.svg') return file;
  if (file.size > maxSvgBytes) {
    file.stream.destroy();
    return null;
  }
  const clean = await sanitizeServedSvg(await buffer(file.stream)).catch(() => null);
  return clean === null ? null : { stream: Readable.from([clean]), size: Buffer.byteLength(clean) };
}

import { extname } from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import type { MessageKey } from '@freight/domain';
import { AppError } from '../../../platform/errors';
import { contentMatchesExtension } from '../../../platform/storage/contentCheck';
import { imageDimensions, pictureTypes } from '../../../platform/storage/images';
import { datedFolder, type FileStorage } from '../../../platform/storage/index';
import { saveSvg } from './svgPictures';

const megabyte = 1024 * 1024;

/** One kind of upload: accepted extensions, size limit and the message for a wrong type. */
export interface UploadRule {
  types: readonly string[];
  maxMb: number;
  /** The largest width and height a picture (PNG or JPEG) may declare. */
  maxSide: number;
  typeMessage: MessageKey;
  /** The storage area (first folder) files of this kind go to. */
  area: string;
}

/** Multipart for a route module: one file per request, streamed, at most the largest limit (500 MB). */
export async function registerMultipart(app: FastifyInstance, maxMb: number) {
  await app.register(fastifyMultipart, {
    limits: { fileSize: maxMb * megabyte, files: 1, fields: 10, fieldSize: 64 * 1024, parts: 12, headerPairs: 200 },
  });
}

/** The public address of a stored file (images are served to <img> without a token). */
export const publicUrl = (key: string) => `/api/profile/${key}`;
/** The name the screens keep and send back to the download calls. */
export const resourceName = (key: string) => `/profile/${key}`;

/** The storage key of a name from the screens: `/profile/upload/...`, `profile/upload/...` or `upload/...`. */
export const keyOf = (name: string) => name.replace(/^\/?profile\//, '');

/**
 * Receives the request's file field `field`, checks its extension, size, content and (for pictures)
 * declared width and height, and stores it. Anything refused is removed and answered with a translated
 * business error.
 */
export async function receiveUpload(req: FastifyRequest, storage: FileStorage, field: string, rule: UploadRule) {
  const part = await req.file({ limits: { fileSize: rule.maxMb * megabyte } }).catch(() => undefined);
  if (!part || part.fieldname !== field) {
    part?.file.resume();
    throw new AppError('upload.missing');
  }
  const ext = extname(part.filename).slice(1).toLowerCase();
  const typeError = () => new AppError(rule.typeMessage, { types: rule.types.join('/') });
  if (!rule.types.includes(ext)) {
    part.file.resume();
    throw typeError();
  }
  let key: string;
  try {
    key = ext === 'svg' ? await saveSvg(part, storage, rule.area) : await storage.save(part.file, datedFolder(rule.area), part.filename);
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE' || part.file.truncated) {
      throw new AppError('upload.size', { size: rule.maxMb });
    }
    throw error;
  }
  if (part.file.truncated) {
    await storage.remove(key);
    throw new AppError('upload.size', { size: rule.maxMb });
  }
  const refuse = async (error: AppError) => {
    await storage.remove(key);
    return error;
  };
  const path = await storage.locate(key);
  if (!path || !(await contentMatchesExtension(path, ext))) throw await refuse(new AppError('upload.content', { ext }));
  if (pictureTypes.includes(ext)) {
    // From the header alone: a small file may declare a picture far too large to decode.
    const size = await imageDimensions(path);
    if (!size) throw await refuse(new AppError('upload.content', { ext }));
    if (size.width > rule.maxSide || size.height > rule.maxSide) {
      throw await refuse(new AppError('upload.image.dimensions', { max: rule.maxSide, ...size }));
    }
  }
  return { key, path, originalFilename: part.filename };
}

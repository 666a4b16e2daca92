import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import { imageSize } from 'image-size';
import { uploadLimits } from '@freight/domain';
import { AppError } from '../../../platform/errors';
import { squarePng } from '../../../platform/storage/images';
import { datedFolder, type FileStorage } from '../../../platform/storage/index';

/** The width and height of every stored avatar: the cropper's own output size (back-office.md §2), so a cropped avatar is not rescaled. */
export const avatarSide = 200;

/** An avatar as received: the picture's bytes and the name the browser gave them. */
export interface AvatarUpload { bytes: Buffer; filename: string }

/** What an avatar may be, told by its bytes (file-type's names). */
const pictureKinds: readonly string[] = ['png', 'jpg'];

const notAPicture = () => new AppError('upload.avatar.type');

/**
 * The picture in the request's `avatarfile`, checked by its bytes alone: RuoYi-Vue3's cropper sends a PNG under the
 * chosen file's name, whatever its extension, or as `avatar`. Its header must declare no more than the avatar's
 * largest side, so a small file cannot hold a picture too large to decode.
 */
export async function receiveAvatar(req: FastifyRequest): Promise<AvatarUpload> {
  const part = await req.file().catch(() => undefined);
  if (!part || part.fieldname !== 'avatarfile') {
    part?.file.resume();
    throw new AppError('upload.missing');
  }
  const bytes = await part.toBuffer().catch((error: { code?: string }) => {
    throw error.code === 'FST_REQ_FILE_TOO_LARGE' ? new AppError('upload.size', { size: uploadLimits.avatar.maxMb }) : error;
  });
  const kind = await fileTypeFromBuffer(bytes);
  if (!kind || !pictureKinds.includes(kind.ext)) throw notAPicture();
  let size: { width: number; height: number };
  try {
    size = imageSize(bytes);
  } catch {
    throw notAPicture();
  }
  const max = uploadLimits.avatar.maxSide;
  if (size.width > max || size.height > max) throw new AppError('upload.image.dimensions', { max, width: size.width, height: size.height });
  return { bytes, filename: part.filename };
}

/**
 * Stores an avatar as a new square PNG, named as what it is (`photo.jpg` holding a PNG is kept as `photo_….png`), so
 * the bytes a person sent are never served back as they came. Answers the new file's key.
 */
export async function storeAvatar(storage: FileStorage, upload: AvatarUpload): Promise<string> {
  const png = await squarePng(upload.bytes, avatarSide, uploadLimits.avatar.maxSide).catch(() => {
    throw notAPicture();
  });
  return storage.save(Readable.from(png), datedFolder('avatar'), `${upload.filename.replace(/\.[^.]*$/, '') || 'avatar'}.png`);
}

import { Readable } from 'node:stream';
import { uploadLimits } from '@freight/domain';
import { AppError } from '../../../platform/errors';
import { squarePng } from '../../../platform/storage/images';
import { datedFolder, type FileStorage } from '../../../platform/storage/index';

/** The width and height of every stored avatar: the cropper's own output size (back-office.md §2), so a cropped avatar is not rescaled. */
export const avatarSide = 200;

/**
 * Stores a checked avatar upload as a new square PNG and removes the upload itself, so the bytes a
 * person sent are never served back as they came. Answers the new file's key.
 */
export async function storeAvatar(storage: FileStorage, upload: { key: string; path: string; originalFilename: string }): Promise<string> {
  try {
    const png = await squarePng(upload.path, avatarSide, uploadLimits.avatar.maxSide).catch(() => {
      throw new AppError('upload.avatar.type');
    });
    return await storage.save(Readable.from(png), datedFolder('avatar'), upload.originalFilename.replace(/\.[^.]*$/, '.png'));
  } finally {
    await storage.remove(upload.key);
  }
}

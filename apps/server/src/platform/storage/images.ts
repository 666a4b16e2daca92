import { imageSizeFromFile } from 'image-size/fromFile';
import { onFirstUse } from '../onFirstUse';

const loadSharp = onFirstUse(() => import('sharp').then((module) => module.default));

/** The extensions whose width and height are checked before a picture is kept. */
export const pictureTypes: readonly string[] = ['png', 'jpg', 'jpeg'];

/** The width and height a picture's header declares, read without decoding it; null when the header is unreadable. */
export async function imageDimensions(path: string): Promise<{ width: number; height: number } | null> {
  try {
    const { width, height } = await imageSizeFromFile(path);
    return { width, height };
  } catch {
    return null;
  }
}

/**
 * A new square PNG of `side` pixels drawn from the picture (a file's path or its bytes): turned upright by its EXIF
 * orientation, cropped to the centre, without any of the original's metadata. Sharp refuses to decode
 * more than `maxSide` × `maxSide` pixels, should the header check ever be bypassed.
 */
export async function squarePng(picture: string | Buffer, side: number, maxSide: number): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(picture, { limitInputPixels: maxSide * maxSide }).rotate().resize(side, side, { fit: 'cover' }).png().toBuffer();
}

/** The part of the picture under the crop box, in the picture's own pixels. */
export interface PixelArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Side of the avatar the dialog produces (back-office.md §2: crop box 200 by 200, PNG). */
export const avatarSize = 200;

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.addEventListener('load', () => resolve(image));
    image.addEventListener('error', () => reject(new Error('image')));
    image.src = src;
  });
}

/** The size of the box a picture of width × height needs once rotated. */
export function rotatedSize(width: number, height: number, degrees: number) {
  const radians = (degrees * Math.PI) / 180;
  return {
    width: Math.abs(Math.cos(radians) * width) + Math.abs(Math.sin(radians) * height),
    height: Math.abs(Math.sin(radians) * width) + Math.abs(Math.cos(radians) * height),
  };
}

/** Draws the rotated picture, cuts out `area` and scales it to a 200 × 200 PNG. */
export async function cropToPng(src: string, area: PixelArea, rotation: number): Promise<Blob> {
  const image = await loadImage(src);
  const box = rotatedSize(image.naturalWidth, image.naturalHeight, rotation);
  const rotated = document.createElement('canvas');
  rotated.width = Math.round(box.width);
  rotated.height = Math.round(box.height);
  const context = rotated.getContext('2d');
  if (!context) throw new Error('canvas');
  context.translate(rotated.width / 2, rotated.height / 2);
  context.rotate((rotation * Math.PI) / 180);
  context.drawImage(image, -image.naturalWidth / 2, -image.naturalHeight / 2);

  const output = document.createElement('canvas');
  output.width = avatarSize;
  output.height = avatarSize;
  const out = output.getContext('2d');
  if (!out) throw new Error('canvas');
  out.drawImage(rotated, area.x, area.y, area.width, area.height, 0, 0, avatarSize, avatarSize);
  return new Promise((resolve, reject) => output.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('png'))), 'image/png'));
}

import { createReadStream } from 'node:fs';
import { fileTypeFromFile } from 'file-type';

/** What file-type must find in a file of each accepted extension; `txt` and `svg` have no signature and are checked as text. */
const signatures: Record<string, readonly string[]> = {
  png: ['png'],
  jpg: ['jpg'],
  jpeg: ['jpg'],
  pdf: ['pdf'],
  doc: ['cfb'],
  xls: ['cfb'],
  ppt: ['cfb'],
  docx: ['docx'],
  xlsx: ['xlsx'],
  pptx: ['pptx'],
  mp4: ['mp4', 'm4v'],
  txt: [],
  svg: [],
};

/** Valid UTF-8 without NUL bytes, read as a stream so large files are never held whole. */
export async function isPlainText(path: string): Promise<boolean> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  try {
    for await (const chunk of createReadStream(path)) {
      const bytes = chunk as Buffer;
      if (bytes.includes(0)) return false;
      decoder.decode(bytes, { stream: true });
    }
    decoder.decode();
    return true;
  } catch {
    return false;
  }
}

/** Whether the bytes of a stored file are what its extension claims. */
export async function contentMatchesExtension(path: string, ext: string): Promise<boolean> {
  const expected = signatures[ext];
  if (!expected) return false;
  const detected = await fileTypeFromFile(path);
  if (ext === 'txt' || ext === 'svg') return detected === undefined && (await isPlainText(path));
  return detected !== undefined && expected.includes(detected.ext);
}

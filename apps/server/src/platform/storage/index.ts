import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream, type ReadStream } from 'node:fs';
import { mkdir, realpath, rename, rm, stat } from 'node:fs/promises';
import { dirname, extname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** Where uploaded files live. Keys are relative paths with forward slashes, e.g. `upload/2026/11/22/a_<id>.png`. */
export interface FileStorage {
  /** Writes a stream under `folder` with a fresh unique name keeping the extension; answers the key. */
  save(source: Readable, folder: string, originalName: string): Promise<string>;
  /** The absolute path of a stored file, or null when the key is not a safe path inside the root. */
  locate(key: string): Promise<string | null>;
  open(key: string): Promise<{ stream: ReadStream; size: number } | null>;
  remove(key: string): Promise<void>;
}

/** A key is refused when it climbs out, is absolute, holds encoded or odd characters, or is empty. */
export function isSafeKey(key: string): boolean {
  if (!key || key.length > 500) return false;
  if (/[\\%:]/.test(key) || [...key].some((c) => c.charCodeAt(0) < 0x20)) return false;
  if (isAbsolute(key) || key.startsWith('/') || key.startsWith('~')) return false;
  return key.split('/').every((part) => part !== '' && part !== '.' && part !== '..');
}

const safeBaseName = (name: string) =>
  name.replace(/\.[^.]*$/, '').replace(/[^\p{L}\p{N}_-]+/gu, '_').slice(0, 60) || 'file';

/** Files in a local folder (DATA_DIR/uploads); every path is resolved inside the root and checked against it. */
export class LocalFileStorage implements FileStorage {
  readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  private inside(path: string, root: string): boolean {
    const rel = relative(root, path);
    return rel !== '' && !rel.startsWith('..') && !isAbsolute(rel) && !rel.split(sep).includes('..');
  }

  async save(source: Readable, folder: string, originalName: string): Promise<string> {
    const ext = extname(originalName).toLowerCase().replace(/[^.a-z0-9]/g, '');
    const key = `${folder}/${safeBaseName(originalName)}_${randomUUID().replace(/-/g, '')}${ext}`;
    if (!isSafeKey(key)) throw new Error(`unsafe storage key ${key}`);
    const target = join(this.root, key);
    await mkdir(dirname(target), { recursive: true });
    const partial = `${target}.part`;
    try {
      await pipeline(source, createWriteStream(partial, { flags: 'wx', mode: 0o640 }));
      await rename(partial, target);
    } catch (error) {
      await rm(partial, { force: true });
      throw error;
    }
    return key;
  }

  async locate(key: string): Promise<string | null> {
    if (!isSafeKey(key)) return null;
    const path = resolve(this.root, key);
    if (!this.inside(path, this.root)) return null;
    try {
      // Links inside the folder must not lead out of it either.
      const [real, realRoot] = await Promise.all([realpath(path), realpath(this.root)]);
      return this.inside(real, realRoot) ? real : null;
    } catch {
      return null;
    }
  }

  async open(key: string) {
    const path = await this.locate(key);
    if (!path) return null;
    const info = await stat(path);
    if (!info.isFile()) return null;
    return { stream: createReadStream(path), size: info.size };
  }

  async remove(key: string): Promise<void> {
    const path = await this.locate(key);
    if (path) await rm(path, { force: true });
  }
}

/** A dated folder for today's uploads: `<area>/YYYY/MM/DD`. */
export function datedFolder(area: string, now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${area}/${now.getFullYear()}/${pad(now.getMonth() + 1)}/${pad(now.getDate())}`;
}

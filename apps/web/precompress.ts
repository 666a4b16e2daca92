import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Texts worth compressing; pictures and fonts are compressed already. */
const compressible = /\.(js|mjs|css|html|svg|json|txt|wasm)$/;
/** What announcing a compressed reply costs (`content-encoding: br`): a copy must save more than that. */
const headerBytes = 24;

/**
 * Writes a brotli (`.br`) and a gzip (`.gz`) copy beside every compressible file of a folder, at the highest
 * levels, once at build time, so the server sends them as they are (`@fastify/static`'s preCompressed).
 */
export async function precompressFolder(folder: string): Promise<number> {
  let written = 0;
  for (const entry of await readdir(folder, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !compressible.test(entry.name)) continue;
    const path = join(entry.parentPath, entry.name);
    const content = await readFile(path);
    const copies = {
      br: await brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }),
      gz: await gzipped(content, { level: constants.Z_BEST_COMPRESSION }),
    };
    // Even a 400-byte chunk comes out at 250 bytes: only the smallest files are sent as they are.
    const worth = Object.entries(copies).filter(([, copy]) => copy.length + headerBytes < content.length);
    for (const [extension, copy] of worth) await writeFile(`${path}.${extension}`, copy);
    if (worth.length > 0) written++;
  }
  return written;
}

export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'precompress',
    apply: 'build',
    configResolved(config) { outDir = config.build.outDir; },
    async closeBundle() { await precompressFolder(outDir); },
  };
}

import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Texts worth compressing; pictures and fonts are compressed already. */
const compressible = /\.(js|mjs|css|html|svg|json|txt|wasm)$/;
/** Below this a compressed copy saves less than its headers cost. */
const minBytes = 1024;

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
    if (content.length < minBytes) continue;
    await writeFile(`${path}.br`, await brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: content.length } }));
    await writeFile(`${path}.gz`, await gzipped(content, { level: constants.Z_BEST_COMPRESSION }));
    written++;
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

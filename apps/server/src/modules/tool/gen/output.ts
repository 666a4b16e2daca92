import { mkdir, realpath, writeFile } from 'node:fs/promises';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import type { Config } from '../../../config';
import { AppError } from '../../../platform/errors';
import type { GeneratedFile } from './templates/index';

/** Where "generate into a custom path" may write: GEN_OUTPUT_DIR, by default DATA_DIR/generated. */
export const genOutputDir = (config: Config, env: NodeJS.ProcessEnv = process.env) => resolve(env.GEN_OUTPUT_DIR || join(config.dataDir, 'generated'));

const inside = (base: string, path: string) => {
  const rel = relative(base, path);
  return rel === '' || (!rel.startsWith('..') && !isAbsolute(rel) && !rel.startsWith(sep));
};

/** A generated file's path: relative, `/` between plain names, none of them empty, hidden, `.` or `..`. */
const filePath = /^[A-Za-z0-9_][A-Za-z0-9_.-]*(\/[A-Za-z0-9_][A-Za-z0-9_.-]*)*$/;

/** Every path that goes into a zip or below the output folder passes here first. */
export function checkFilePath(path: string): string {
  if (!filePath.test(path)) throw new AppError('gen.path.invalid', { path });
  return path;
}

/**
 * The folder a table's genPath names: '/' is the output folder itself, a relative path lies below it, an
 * absolute path must already lie inside it. Anything resolving outside (`..`, another absolute path) is refused.
 */
export function genTarget(outputDir: string, genPath: string): string {
  const path = !genPath || genPath === '/' ? outputDir : isAbsolute(genPath) ? resolve(genPath) : resolve(outputDir, genPath);
  if (!inside(outputDir, path)) throw new AppError('gen.genPath.outside');
  return path;
}

/** Writes the files below `target`, re-checking after the folders exist so a symbolic link cannot lead outside. */
export async function writeFeature(outputDir: string, target: string, files: GeneratedFile[]): Promise<void> {
  for (const file of files) checkFilePath(file.path);
  await mkdir(target, { recursive: true });
  const [realBase, realTarget] = [await realpath(outputDir), await realpath(target)];
  if (!inside(realBase, realTarget)) throw new AppError('gen.genPath.outside');
  for (const file of files) {
    const path = resolve(realTarget, file.path);
    if (!inside(realTarget, path)) throw new AppError('gen.genPath.outside');
    await mkdir(dirname(path), { recursive: true });
    if (!inside(realTarget, await realpath(dirname(path)))) throw new AppError('gen.genPath.outside');
    await writeFile(path, file.content);
  }
}

/** The files of one or more features as one zip archive (the zip library, about 10 MB in memory, loads with the first). */
export async function zipFeatures(files: GeneratedFile[]): Promise<Buffer> {
  const { default: JSZip } = await import('jszip');
  const zip = new JSZip();
  for (const file of files) zip.file(checkFilePath(file.path), file.content);
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

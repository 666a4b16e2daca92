import { cpSync, readFileSync, rmSync } from 'node:fs';
import { build, type Metafile } from 'esbuild';

const serverRoot = new URL('..', import.meta.url).pathname;
const manifest = JSON.parse(readFileSync(`${serverRoot}package.json`, 'utf8')) as { dependencies: Record<string, string> };

/**
 * Installed packages stay outside the bundle (native addons, WebAssembly and files read beside their modules),
 * except drizzle-orm: Node's ESM loader reads its 179 KB package.json again for each of its two hundred files,
 * a second of every start.
 */
export const bundledPackages: ReadonlySet<string> = new Set(['drizzle-orm']);
const external = Object.keys(manifest.dependencies)
  .filter((name) => !bundledPackages.has(name))
  .flatMap((name) => [name, `${name}/*`]);

/**
 * The server as `npm run serve` runs it: `main.js`, the threads of the SVG sanitiser and the import reader beside it, and the migrations,
 * in `apps/server/<outdir>`. With `write: false` nothing is written; the metafile tells what each bundle imports.
 */
export async function bundleServer({ outdir = 'dist', write = true } = {}): Promise<Metafile> {
  if (write) rmSync(`${serverRoot}${outdir}`, { recursive: true, force: true });
  const { metafile } = await build({
    absWorkingDir: serverRoot,
    // Flat, so that the thread's file lies beside the bundle that starts it.
    entryPoints: {
      main: 'src/main.ts', svgSanitizerThread: 'src/platform/svgSanitizerThread.ts', importSheetThread: 'src/platform/excel/importSheetThread.ts',
    },
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node24',
    external: [...external, 'pg-native'],
    sourcemap: 'linked',
    metafile: true,
    write,
    logLevel: 'warning',
  });
  // The migrator reads the SQL files beside the module that names them.
  if (write) cpSync(`${serverRoot}src/db/migrations`, `${serverRoot}${outdir}/migrations`, { recursive: true });
  return metafile;
}

import { cpSync, readFileSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

/**
 * `npm run build -w apps/server`: the server as `npm run serve` runs it, our TypeScript bundled into
 * `dist/` so that no compiler runs at start (docs/decisions.md, "The server runs from a bundle").
 * Installed packages stay outside the bundle (native addons, WebAssembly and files read beside their
 * modules), except drizzle-orm: Node's ESM loader reads its 179 KB package.json again for each of its
 * two hundred files, a second of every start.
 */
const serverRoot = new URL('..', import.meta.url).pathname;
const dist = `${serverRoot}dist`;
const manifest = JSON.parse(readFileSync(`${serverRoot}package.json`, 'utf8')) as { dependencies: Record<string, string> };

const bundledPackages = new Set(['drizzle-orm']);
const external = Object.keys(manifest.dependencies)
  .filter((name) => !bundledPackages.has(name))
  .flatMap((name) => [name, `${name}/*`]);

rmSync(dist, { recursive: true, force: true });
await build({
  absWorkingDir: serverRoot,
  // Flat, so that the thread's file lies beside the bundle that starts it.
  entryPoints: { main: 'src/main.ts', svgSanitizerThread: 'src/platform/svgSanitizerThread.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  external: [...external, 'pg-native'],
  sourcemap: 'linked',
  logLevel: 'warning',
});
// The migrator reads the SQL files beside the module that names them.
cpSync(`${serverRoot}src/db/migrations`, `${dist}/migrations`, { recursive: true });

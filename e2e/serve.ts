import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Every browser-test run starts on a fresh embedded database with the demo data, and runs the server as
// `npm run build` made it: the bundle is what `npm start` serves.
process.env.DATA_DIR = mkdtempSync(join(tmpdir(), 'freight-e2e-'));
await import(new URL('../apps/server/dist/main.js', import.meta.url).href);

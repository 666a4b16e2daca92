import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// Every browser-test run starts on a fresh embedded database with the demo data.
process.env.DATA_DIR = mkdtempSync(join(tmpdir(), 'freight-e2e-'));
await import('../apps/server/src/main');

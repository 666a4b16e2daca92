import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestApp } from '../../../../test/harness';
import { staffClient } from '../../../../test/api';

/** A test app whose generator writes into a fresh folder (GEN_OUTPUT_DIR), with admin signed in; `close` removes the folder. */
export async function genTestApp(prefix: string) {
  const outputDir = await mkdtemp(join(tmpdir(), prefix));
  process.env.GEN_OUTPUT_DIR = outputDir;
  const t = await createTestApp();
  const admin = await staffClient(t);
  const close = async () => {
    delete process.env.GEN_OUTPUT_DIR;
    await t.close();
    await rm(outputDir, { recursive: true, force: true });
  };
  return { t, admin, outputDir, close };
}

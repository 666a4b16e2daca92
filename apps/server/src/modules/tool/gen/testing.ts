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

/** A table's preview as the files' texts by the paths they go to (the reply keys them by template, and maps templates to paths). */
export async function previewByPath(admin: Awaited<ReturnType<typeof staffClient>>, tableId: number): Promise<Record<string, string>> {
  const { data, paths } = await admin.get(`/tool/gen/preview/${tableId}`) as { data: Record<string, string>; paths: Record<string, string> };
  return Object.fromEntries(Object.entries(data).map(([template, content]) => [paths[template]!, content]));
}

import { describe, expect, it } from 'vitest';
import { bundledPackages, bundleServer } from '../scripts/bundle';

/** Packages that take a tenth of a second or more to load and that a start does not need. */
const loadedOnFirstUse = ['exceljs', 'isomorphic-dompurify', 'pdfkit', 'fontkit', 'nodemailer', 'sharp', 'svg-captcha'];

const packageOf = (path: string) => /^(@[^/]+\/[^/]+|[^/]+)/.exec(path)?.[1];

// The bundle is the same on either database: the PostgreSQL run leaves it to the embedded one.
describe.skipIf(process.env.TEST_DB === 'postgres')('the server bundle', () => {
  it('holds the packages it bundles (drizzle-orm), and loads none of the slow packages before their first use', async () => {
    const metafile = await bundleServer({ write: false });
    const main = Object.entries(metafile.outputs).find(([file]) => file.endsWith('dist/main.js'))![1];
    const atStart = new Set(main.imports.filter((i) => i.external && i.kind === 'import-statement').map((i) => packageOf(i.path)));
    const later = new Set(main.imports.filter((i) => i.external && i.kind === 'dynamic-import').map((i) => packageOf(i.path)));

    for (const name of bundledPackages) {
      expect(Object.keys(main.inputs).some((input) => input.includes(`node_modules/${name}/`)), name).toBe(true);
      expect(atStart, name).not.toContain(name);
    }
    expect(atStart).toContain('fastify');
    for (const name of loadedOnFirstUse) {
      expect(atStart, name).not.toContain(name);
      expect(later, name).toContain(name);
    }
  });
});

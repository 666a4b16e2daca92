import { createRequire } from 'node:module';
const require_ = createRequire(import.meta.url);
import { defineConfig, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { catalogueLanguages } from './catalogueLanguages.ts';
import { firstScreenGroups, planFirstScreens, type Landing } from './firstScreenChunks.ts';
import { precompress } from './precompress.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

/** Where visitors arrive: the portal's home and rate lists (shared links), the back office's sign-in page. */
const landings: Record<string, Landing> = {
  portal: {
    entry: `${root}index.html`,
    pages: ['home/HomePage', 'railway/RailwayPage', 'rail-fcl/RailFclPage', 'sea-fcl/SeaFclPage'].map((page) => `${root}src/portal/pages/${page}.tsx`),
  },
  admin: { entry: `${root}admin/index.html`, pages: [`${root}src/admin/pages/login/LoginPage.tsx`] },
};

// One app, two entries: the portal at / and the back office at /admin/.
const app = {
  root,
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      input: { portal: `${root}index.html`, admin: `${root}admin/index.html` },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:8080' },
  },
} satisfies UserConfig;

export default defineConfig(async ({ command }) => {
  if (command !== 'build') return { ...app, plugins: [react(), catalogueLanguages()] };
  // A first build in memory tells which modules each first screen needs; the real one groups them by that.
  const plan = await planFirstScreens({ ...app, plugins: [react(), catalogueLanguages()] }, landings);
  return {
    ...app,
    plugins: [react(), catalogueLanguages(), precompress(), { name: 'dbg', generateBundle(_o, b) { if (process.env.DBG) (globalThis as any).process.stdout.write(''), require_('fs').writeFileSync('/tmp/fv/final.json', JSON.stringify({ plan: [...plan], chunks: Object.values(b).filter((c: any) => c.type === 'chunk').map((c: any) => ({ f: c.fileName, m: c.moduleIds, i: c.imports })) })); } }],
    build: {
      ...app.build,
      rolldownOptions: { ...app.build.rolldownOptions, output: { codeSplitting: { groups: firstScreenGroups(plan) } } },
    },
  };
});

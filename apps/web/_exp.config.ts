import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { catalogueLanguages } from './catalogueLanguages.ts';
import { precompress } from './precompress.ts';
import { firstScreenGroups } from './firstScreenChunks.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

// One app, two entries: the portal at / and the back office at /admin/.
export default defineConfig({
  root,
  plugins: [react(), catalogueLanguages(), precompress()],
  build: {
    outDir: process.env.OUT ?? 'dist',
    emptyOutDir: true,
    manifest: true,
    rollupOptions: {
      input: { portal: `${root}index.html`, admin: `${root}admin/index.html` },
      output: process.env.CS ? { codeSplitting: JSON.parse(process.env.CS) } : { codeSplitting: { groups: firstScreenGroups({
        portal: { entry: `${root}index.html`, pages: ['home/HomePage', 'railway/RailwayPage', 'rail-fcl/RailFclPage', 'sea-fcl/SeaFclPage'].map((p) => `${root}src/portal/pages/${p}.tsx`) },
        admin: { entry: `${root}admin/index.html`, pages: [`${root}src/admin/pages/login/LoginPage.tsx`] },
      }) } },
      preserveEntrySignatures: process.env.PES === 'false' ? false : undefined,
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:8080' },
  },
});

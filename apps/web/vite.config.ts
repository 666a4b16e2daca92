import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { catalogueLanguages } from './catalogueLanguages.ts';
import { precompress } from './precompress.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

// One app, two entries: the portal at / and the back office at /admin/.
export default defineConfig({
  root,
  plugins: [react(), catalogueLanguages(), precompress()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rollupOptions: {
      input: { portal: `${root}index.html`, admin: `${root}admin/index.html` },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:8080' },
  },
});

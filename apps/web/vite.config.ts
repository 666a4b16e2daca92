import { defineConfig, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { antdStyles } from './antdStyles.ts';
import { catalogueLanguages } from './catalogueLanguages.ts';
import { firstScreenGroups, planFirstScreens, type FirstScreens } from './firstScreenChunks.ts';
import { precompress } from './precompress.ts';
import { preloadShells } from './preloadShells.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

const portalPage = (page: string) => `${root}src/portal/pages/${page}.tsx`;

/**
 * Where visitors arrive: the portal's home and rate lists (shared links); the back office's sign-in page,
 * and its home once signed in. Their code is grouped into a few chunks (firstScreenChunks.ts); each page
 * preloads its app's shell (preloadShells.ts).
 */
const firstScreens: FirstScreens = {
  apps: {
    portal: {
      entry: `${root}index.html`,
      shell: `${root}src/portal/portalRoot.tsx`,
      screens: { home: [portalPage('home/HomePage')], rates: ['railway/RailwayPage', 'rail-fcl/RailFclPage', 'sea-fcl/SeaFclPage'].map(portalPage) },
    },
    admin: {
      entry: `${root}admin/index.html`,
      shell: `${root}src/admin/adminRoot.tsx`,
      screens: { signIn: [`${root}src/admin/pages/login/LoginPage.tsx`], home: [`${root}src/admin/layout/MainLayout.tsx`, `${root}src/admin/pages/home/HomePage.tsx`] },
    },
  },
  texts: /^\0virtual:catalogue\/|[\\/]node_modules[\\/](antd[\\/]es|dayjs)[\\/]locale[\\/]/,
};

// One app, two entries: the portal at / and the back office at /admin/.
const app = {
  root,
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Every browser we support preloads modules itself.
    modulePreload: { polyfill: false },
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
  const plugins = [antdStyles(), react(), catalogueLanguages(), preloadShells(firstScreens), precompress()];
  if (command !== 'build') return { ...app, plugins };
  // A first build in memory tells which modules each first screen needs; the real one groups them by that.
  const plan = await planFirstScreens({ ...app, plugins: [antdStyles(), react(), catalogueLanguages()] }, firstScreens);
  return {
    ...app,
    plugins,
    build: {
      ...app.build,
      rolldownOptions: { ...app.build.rolldownOptions, output: { codeSplitting: { groups: firstScreenGroups(plan) } } },
    },
  };
});

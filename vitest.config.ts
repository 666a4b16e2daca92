import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { catalogueLanguages } from './apps/web/catalogueLanguages.ts';

// expect.poll waits 1 s by default; a busy machine can put a state off longer (a log row, a file closed).
const pollForStates = { poll: { timeout: 15_000 } };

// API tests run on PGlite; with TEST_DATABASE_URL set the same suite runs again on PostgreSQL.
// Their files share a worker's modules (isolate off): each file builds its own app on its own database, and
// importing the server and compiling PGlite once per worker instead of once per file takes a third off the stage.
// A file that mocks a module imports the app afresh after vi.resetModules() (platform/auth/credentials.test.ts).
const serverProject = (name: string, env: Record<string, string>) => ({
  test: {
    name,
    root: 'apps/server',
    isolate: false,
    include: ['src/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['test/global-setup.ts'],
    env,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    expect: pollForStates,
  },
});

export default defineConfig({
  test: {
    // A worker per core: Vitest's default leaves one core to itself, which on two cores halves the pace.
    maxWorkers: availableParallelism(),
    projects: [
      { test: { name: 'domain', root: 'packages/domain', include: ['src/**/*.test.ts'], environment: 'node' } },
      serverProject('api-pglite', { TEST_DB: 'pglite' }),
      ...(process.env.TEST_DATABASE_URL ? [serverProject('api-postgres', { TEST_DB: 'postgres' })] : []),
      {
        plugins: [react(), catalogueLanguages()],
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.tsx', 'src/**/*.test.ts'],
          environment: 'jsdom',
          setupFiles: ['test/setup.ts'],
          testTimeout: 30_000,
          expect: pollForStates,
        },
      },
    ],
  },
});

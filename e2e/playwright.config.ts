import { defineConfig } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { backOfficeTimeZone } from './backOfficeDay';

const port = Number(process.env.E2E_PORT ?? 8181);
const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/** One server on a fresh embedded database for the whole run; a system Chromium drives it. */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  // Tests that change a demo customer's remembered language (tagged @language-switch) run after all the others,
  // which sign in as the same customers and expect their own language.
  projects: [
    { name: 'app', grepInvert: /@language-switch/ },
    { name: 'language-switch', grep: /@language-switch/, dependencies: ['app'] },
  ],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
    screenshot: 'only-on-failure',
    // Both apps turn Ant Design's animations off for it: a click never meets a dialog or menu still moving.
    reducedMotion: 'reduce',
    // The specs work out days and years in UTC; the browser shows them in its own zone, so both use UTC on any machine.
    timezoneId: 'UTC',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
  },
  webServer: {
    command: 'node --import tsx e2e/serve.ts',
    cwd: repoRoot,
    url: `http://127.0.0.1:${port}/api/ready`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: { PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: `http://127.0.0.1:${port}`, CAPTCHA_ENABLED: 'false', LOG_LEVEL: 'warn', LOGIN_RATE_LIMIT: '1000', TIME_ZONE: backOfficeTimeZone },
  },
});

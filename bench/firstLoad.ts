import { gzipSync } from 'node:zlib';
import { chromium, type Page } from 'playwright-core';

export interface FirstLoad { portalKb: number; adminKb: number; homeUsableMs: number }

const chromiumArgs = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

/**
 * Sums the gzip size of every script the page downloads from now on, module preloads included (Chromium
 * files those under "other"); the total waits for every body, so none is missed.
 */
function countScripts(page: Page) {
  const sizes: Promise<number>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script' && !/\.m?js$/.test(new URL(response.url()).pathname)) return;
    sizes.push(response.body().then((body) => gzipSync(body).length, () => 0));
  });
  return async () => (await Promise.all(sizes)).reduce((sum, size) => sum + size, 0) / 1024;
}

/**
 * In headless Chromium, on a fresh browser each time: the JavaScript (gzip) the portal's home page
 * needs, and the milliseconds from navigation until its search is usable; the JavaScript the back
 * office needs from its sign-in page to the signed-in home.
 */
export async function measureFirstLoad(base: string): Promise<FirstLoad> {
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs });
  try {
    const portal = await browser.newPage();
    const portalScripts = countScripts(portal);
    const started = performance.now();
    await portal.goto(`${base}/#/home`);
    await portal.getByRole('button', { name: /查\s*询/ }).first().waitFor({ state: 'visible' });
    const homeUsableMs = performance.now() - started;
    await portal.waitForLoadState('networkidle');
    const portalKb = await portalScripts();

    const admin = await browser.newPage();
    const adminScripts = countScripts(admin);
    await admin.goto(`${base}/admin/`);
    await admin.getByPlaceholder('账号').fill('admin');
    await admin.getByPlaceholder('密码').fill('admin123');
    await admin.getByPlaceholder('密码').press('Enter');
    await admin.waitForURL(/#\/(index|home)?$/);
    // The home is whole once the dashboard's charts are drawn: only then can the network be idle for good.
    await admin.locator('.dashboard canvas').first().waitFor({ state: 'visible' });
    await admin.waitForLoadState('networkidle');
    return { portalKb, adminKb: await adminScripts(), homeUsableMs };
  } finally {
    await browser.close();
  }
}

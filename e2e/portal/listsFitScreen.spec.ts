import { expect, test, type Page } from '@playwright/test';
import { signIn } from './customer';

// Reads only: seeded rates and inquiries; nothing is written. demo3's customer works in English (the longest labels).

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The list's headers and the first row's buttons lie inside the window, and the table needs no sideways scroll. */
async function expectWholeTable(page: Page, headers: string[], buttons: string[]) {
  const width = page.viewportSize()!.width;
  const firstRow = page.locator('.ant-table-tbody tr.ant-table-row').first();
  await expect(firstRow).toBeVisible();
  const inside = async (box: { x: number; width: number } | null) => {
    expect(box).not.toBeNull();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(width);
  };
  for (const header of headers) await inside(await page.locator('.ant-table-thead th').filter({ hasText: new RegExp(`^${escaped(header)}$`) }).boundingBox());
  for (const button of buttons) await inside(await firstRow.getByRole('button', { name: button }).boundingBox());
  const content = page.locator('.ant-table-content');
  expect(await content.evaluate((node) => node.scrollWidth - node.clientWidth)).toBeLessThanOrEqual(0);
}

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 1440, height: 900 },
]) {
  test(`at ${viewport.width} px in English the sea and rail LCL lists show every price and the row's buttons without a sideways scroll`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await signIn(page, 'demo3', '/hyzxyj?pol=CNSHA&pod=NLRTM');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await expectWholeTable(page, ['20GP', '40GP', '40HC', '40NOR', 'ETD', 'Transit (days)'], ['Smart quote', 'Surcharges', 'Details']);

    await page.goto('/#/railway?pol=CNCKG&pod=RUMOW');
    await expectWholeTable(page, ['Freight', 'ETD', 'Transit days'], ['Smart quote', 'Details']);
  });
}

// demo works in Chinese, demo3 in English: its longer labels and user name must fit too.
for (const user of ['demo', 'demo3']) {
  test(`on a 390 px phone the rate lists and the rail inquiry list show cards and nothing is wider than the screen (${user})`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, user, '/railway?pol=CNCKG&pod=RUMOW');
    for (const path of ['/railway?pol=CNCKG&pod=RUMOW', '/hyzxyj?pol=CNSHA&pod=NLRTM', '/inquiryList']) {
      await page.goto(`/#${path}`);
      // Cards, or their empty state: demo3 has sent no rail inquiries.
      await expect(page.locator('.list-cards:visible, .list-cards-empty:visible').first()).toBeVisible();
      await expect(page.locator('.ant-table')).toHaveCount(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    }
  });
}

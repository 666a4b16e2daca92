import { expect, test, type Page } from '@playwright/test';
import { signIn } from './staff';

/** The row links of a list are whole on the screen, and the page itself does not scroll sideways. */
async function expectDeleteInView(page: Page, row: string) {
  const remove = page.locator('.list-table tbody tr.ant-table-row', { hasText: row }).getByRole('button', { name: /删\s*除/ });
  await expect(remove).toBeInViewport({ ratio: 1 });
  const viewport = page.viewportSize()!;
  const box = (await remove.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
}

for (const width of [1440, 1280]) {
  test(`the user and job lists show their delete links at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signIn(page);
    await page.goto('/admin/#/system/user');
    await expectDeleteInView(page, '运价专员');
    await page.goto('/admin/#/monitor/job');
    await expectDeleteInView(page, 'ryTask.ryMultipleParams');
  });
}

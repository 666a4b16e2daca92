import { expect, test, type Page } from '@playwright/test';
import { signIn } from './customer';

// Issue 40: below 992 px the portal's dialogs are full-screen sheets laid out in one column, nothing wider than the
// phone; the LCL calculator's cargo rows are cards, its weight and volume on screen. Opens dialogs only; demo3 works
// in English (the longest labels).

const width = 390;
test.use({ viewport: { width, height: 844 } });

/** The dialog on view covers the phone's width exactly, and neither it nor its page scrolls sideways. */
async function expectSheet(page: Page, name: string) {
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.locator('.ant-spin-spinning')).toHaveCount(0);
  const box = (await page.locator('.ant-modal:visible').boundingBox())!;
  expect(box.x, name).toBe(0);
  expect(box.width, name).toBe(width);
  for (const selector of ['.ant-modal-wrap:visible', '.ant-modal-body:visible']) {
    expect(await page.locator(selector).evaluate((node) => node.scrollWidth - node.clientWidth), `${name} ${selector}`).toBeLessThanOrEqual(0);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth), name).toBeLessThanOrEqual(width);
  await page.screenshot({ path: test.info().outputPath(`${name}.png`) });
}

async function close(page: Page) {
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

const firstCard = (page: Page) => page.locator('.list-card').first();

test('on a 390 px phone the rail dialogs are full-screen sheets and the calculator shows weight and volume without a sideways scroll', async ({ page }) => {
  await signIn(page, 'demo3', '/railway?pol=CNCKG&pod=RUMOW');
  await firstCard(page).getByRole('button', { name: 'Smart quote' }).click();
  await expectSheet(page, 'rail-lcl-inquiry');
  const dialog = page.getByRole('dialog');
  for (const field of ['Weight (kg) 1', 'Volume (CBM) 1']) {
    const input = (await dialog.getByLabel(field).boundingBox())!;
    expect(input.x, field).toBeGreaterThanOrEqual(0);
    expect(input.x + input.width, field).toBeLessThanOrEqual(width);
  }
  await close(page);

  await firstCard(page).getByRole('button', { name: 'Details' }).click();
  await expectSheet(page, 'rail-lcl-details');
  await close(page);

  await page.goto('/#/tlzxyj?pol=CNCTU&pod=RUMOW');
  await firstCard(page).getByRole('button', { name: 'Smart quote' }).click();
  await expectSheet(page, 'rail-fcl-quote');
  await close(page);
});

test('on a 390 px phone the sea dialogs are full-screen sheets without a sideways scroll', async ({ page }) => {
  await signIn(page, 'demo3', '/hyzxyj?pol=CNSHA&pod=NLRTM');
  for (const [button, name] of [['Smart quote', 'sea-inquiry'], ['Surcharges', 'sea-surcharges'], ['Details', 'sea-details']]) {
    await firstCard(page).getByRole('button', { name: button }).click();
    await expectSheet(page, name);
    await close(page);
  }
});

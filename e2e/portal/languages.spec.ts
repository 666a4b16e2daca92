import { expect, test } from '@playwright/test';

test('the portal header follows the language switch: Chinese, English, Russian', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('banner');
  await expect(nav.getByText('海运整箱询价')).toBeVisible();
  // The rates say what one yuan buys, and the day they apply from (the demo's latest rates are today's).
  // The label and the date sit small above the figures.
  await expect(nav).toContainText(/汇率\s*\d{4}-\d{2}-\d{2} 起\s*1 CNY = \d+\.\d{4} USD · \d+\.\d{4} RUB/);

  await page.getByRole('button', { name: '切换语言' }).click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await expect(nav.getByText('Sea FCL quote')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await expect(nav).toContainText(/Exchange rates\s*as of \d{4}-\d{2}-\d{2}\s*1 CNY = \d+\.\d{4} USD · \d+\.\d{4} RUB/);

  await page.getByRole('button', { name: 'Change language' }).click();
  await page.getByRole('menuitemradio', { name: 'Русский' }).click();
  await expect(nav.getByText('Морские контейнеры (FCL)')).toBeVisible();
  await expect(nav).toContainText(/Курсы валют\s*на \d{4}-\d{2}-\d{2}\s*1 CNY = \d+\.\d{4} USD · \d+\.\d{4} RUB/);

  await page.reload();
  await expect(page.getByRole('banner').getByText('Морские контейнеры (FCL)')).toBeVisible();
});

test('unknown portal paths show the 404 page and private ones ask to sign in', async ({ page }) => {
  await page.goto('/#/no-such-page');
  await expect(page).toHaveURL(/#\/404$/);
  await page.goto('/#/xjlb');
  await expect(page).toHaveURL(/#\/login\?redirect=%2Fxjlb/);
});

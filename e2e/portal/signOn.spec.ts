import { expect, test, type Page } from '@playwright/test';

async function signInAtProvider(page: Page, username: string) {
  await expect(page).toHaveURL(/#\/sso\/login\?uid=/);
  await page.getByLabel(/账号|Account|Учётная запись/).fill(username);
  await page.getByLabel(/密码|Password|Пароль/).fill('demo123');
  await page.getByLabel(/密码|Password|Пароль/).press('Enter');
}

test('a visitor asking for the inquiry list signs in as demo and lands back there in Chinese', async ({ page }) => {
  await page.goto('/#/inquiryFclList');
  await expect(page).toHaveURL(/#\/login\?redirect=%2FinquiryFclList/);
  await page.getByRole('button', { name: '通过统一登录服务登录' }).click();
  await signInAtProvider(page, 'demo');

  await expect(page).toHaveURL(/#\/inquiryFclList$/);
  const header = page.getByRole('banner');
  await expect(header.getByText('王经理')).toBeVisible();
  await expect(page.getByRole('main').getByText('整箱询价记录').first()).toBeVisible();
  await expect(header).toContainText(/1 CNY = \d+\.\d{4} USD · \d+\.\d{4} RUB/);

  await header.getByText('王经理').click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await page.getByRole('button', { name: /确\s*定|OK/ }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: /登录/ })).toBeVisible();
  await page.goto('/#/inquiryFclList');
  await expect(page).toHaveURL(/#\/login\?redirect=/);
  // the provider session ended too: signing in asks for the password again
  await page.getByRole('button', { name: '通过统一登录服务登录' }).click();
  await expect(page).toHaveURL(/#\/sso\/login\?uid=/);
});

test('demo2 of a Russian customer gets the interface in Russian', async ({ page }) => {
  await page.goto('/#/xjlb');
  await page.getByRole('button', { name: '通过统一登录服务登录' }).click();
  await signInAtProvider(page, 'demo2');
  await expect(page).toHaveURL(/#\/xjlb$/);
  const header = page.getByRole('banner');
  await expect(header.getByText('Ирина Смирнова')).toBeVisible();
  await expect(header.getByText('Морские контейнеры (FCL)')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru-RU');
});

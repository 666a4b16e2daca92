import { expect, type Page } from '@playwright/test';

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Signs in on the portal through the sign-on service (demo customers share one password) and lands on `returnTo`. */
export async function signIn(page: Page, username: string, returnTo: string) {
  await page.goto(`/#/login?redirect=${encodeURIComponent(returnTo)}`);
  await page.getByRole('button', { name: '通过统一登录服务登录' }).click();
  await page.getByLabel('账号').fill(username);
  await page.getByLabel('密码').fill('demo123');
  await page.getByLabel('密码').press('Enter');
  await expect(page).toHaveURL(new RegExp(`#${escaped(returnTo)}`));
}

/** Types into a port picker and chooses the first option matching `option`. */
export async function choosePort(page: Page, label: string, typed: string, option: RegExp) {
  const box = page.getByLabel(label, { exact: true });
  await box.click();
  await box.fill(typed);
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').filter({ hasText: option }).first().click();
}

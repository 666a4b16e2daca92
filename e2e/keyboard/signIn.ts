import { expect, type Page } from '@playwright/test';
import { tabAndEnter, tabTo } from './keys';

/** Signs in to the back office with the keyboard: Tab to the account, type, Tab, type the password, Enter. */
export async function staffSignIn(page: Page, userName = 'admin', password = 'admin123') {
  await page.goto('/admin/');
  await tabTo(page, page.getByPlaceholder('账号'));
  await page.keyboard.type(userName);
  await page.keyboard.press('Tab');
  await expect(page.getByPlaceholder('密码')).toBeFocused();
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
  await expect(page.locator('.app-breadcrumb')).toBeVisible();
}

/** Signs in to the portal through the sign-on service with the keyboard, landing on `returnTo`. */
export async function customerSignIn(page: Page, username: string, returnTo: string) {
  await page.goto(`/#/login?redirect=${encodeURIComponent(returnTo)}`);
  await tabAndEnter(page, page.getByRole('button', { name: '通过统一登录服务登录' }));
  await tabTo(page, page.getByLabel('账号'));
  await page.keyboard.type(username);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('密码')).toBeFocused();
  await page.keyboard.type('demo123');
  await page.keyboard.press('Enter');
  // Back from the sign-on service, the portal exchanges the code and keeps the customer's credentials.
  await expect(page).toHaveURL((url) => !url.search.includes('code=') && url.hash.startsWith(`#${returnTo}`));
  await expect.poll(() => page.evaluate(() => (JSON.parse(localStorage.getItem('portal.credentials') ?? 'null') as { isAnonymous?: boolean } | null)?.isAnonymous)).toBe(false);
  // The first calls of the signed-in page (the user's record) finish before the test loads another address.
  await page.waitForLoadState('networkidle');
}

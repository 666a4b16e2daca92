import { expect, type Page } from '@playwright/test';

/** Opens the back office and signs in (the browser tests run without a captcha). */
export async function signIn(page: Page, userName = 'admin', password = 'admin123') {
  await page.goto('/admin/');
  await page.getByPlaceholder('账号').fill(userName);
  await page.getByPlaceholder('密码').fill(password);
  await page.getByPlaceholder('密码').press('Enter');
}

/**
 * Opens a screen through the sidebar, clicking each menu title on the way down. A submenu that is already
 * open stays open (clicking its title again would fold it), a click lost while its parent still unfolds is
 * made again until the submenu is open, and the next click waits for the unfolding to end (a click on an
 * entry still sliding in can be lost).
 */
export async function openMenu(page: Page, ...titles: string[]) {
  const sidebar = page.locator('.ant-layout-sider, aside').first();
  for (const [index, title] of titles.entries()) {
    const label = sidebar.getByText(title, { exact: true });
    if (index === titles.length - 1) {
      await label.click();
      continue;
    }
    const submenu = sidebar.locator('.ant-menu-submenu-title', { has: page.getByText(title, { exact: true }) }).first();
    await expect(async () => {
      if ((await submenu.getAttribute('aria-expanded')) !== 'true') await label.click();
      await expect(submenu).toHaveAttribute('aria-expanded', 'true', { timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    await expect(sidebar.locator('[class*="ant-motion-collapse"]')).toHaveCount(0);
  }
}

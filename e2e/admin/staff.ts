import { expect, type Locator, type Page } from '@playwright/test';

/** Opens the back office and signs in (the browser tests run without a captcha). */
export async function signIn(page: Page, userName = 'admin', password = 'admin123') {
  await page.goto('/admin/');
  await page.getByPlaceholder('账号').fill(userName);
  await page.getByPlaceholder('密码').fill(password);
  await page.getByPlaceholder('密码').press('Enter');
}

/**
 * Opens a screen through the sidebar, clicking each menu title on the way down. A submenu that is already
 * open stays open (clicking its title again would fold it). The browser tests prefer reduced motion, so a
 * submenu unfolds at once and its entries take the next click. Returns once the screen is shown: navigation
 * is a React transition, so the screen before stays on view (and takes clicks) until the new one is ready,
 * and the breadcrumb changes together with it.
 */
export async function openMenu(page: Page, ...titles: string[]) {
  const sidebar = page.locator('.ant-layout-sider, aside').first();
  for (const [index, title] of titles.entries()) {
    const label = sidebar.getByText(title, { exact: true });
    if (index === titles.length - 1) {
      await label.click();
      await expect(page.locator('.app-breadcrumb li:not(.ant-breadcrumb-separator)').last()).toHaveText(title);
      continue;
    }
    const submenu = sidebar.locator('.ant-menu-submenu-title', { has: page.getByText(title, { exact: true }) }).first();
    if ((await submenu.getAttribute('aria-expanded')) !== 'true') await label.click();
    await expect(submenu).toHaveAttribute('aria-expanded', 'true');
  }
}

/**
 * Types into a dialog's code picker (carrier, port, lane) and takes the option reading `option` with Enter, once the
 * server's answer shows it first.
 */
export async function pickCode(page: Page, dialog: Locator, label: string, typed: string, option: string) {
  await dialog.getByRole('combobox', { name: label }).focus();
  await page.keyboard.type(typed);
  await expect(page.locator('.ant-select-dropdown:visible .ant-select-item-option-active')).toHaveAttribute('title', option);
  await page.keyboard.press('Enter');
  await expect(dialog.locator('.ant-form-item', { has: page.getByRole('combobox', { name: label }) })).toContainText(option);
}

/** Fills a dialog's day picker and confirms the day with Enter. */
export async function fillDay(dialog: Locator, label: string, day: string) {
  await dialog.getByLabel(label).fill(day);
  await dialog.getByLabel(label).press('Enter');
}

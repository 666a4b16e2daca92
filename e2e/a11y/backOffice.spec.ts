import { expect, test, type Page } from '@playwright/test';
import { languages, translate } from '@freight/domain';
import { adminCatalogue } from '@freight/domain/i18n/admin';
import { audit, useLanguage } from './axe';

/** Every back-office screen the admin's menus lead to besides the home page, and the hidden ones they open (with demo records). */
const screens = [
  '/user/profile',
  '/freight/port',
  '/freight/trade-lane',
  '/freight/carrier',
  '/freight/truck-rate',
  '/freight/sea-rate',
  '/freight/rail-lcl-rate',
  '/freight/rail-fcl-rate',
  '/freight/markup',
  '/freight/holiday',
  '/freight/exchange-rate',
  '/freight/customer',
  '/inquiry/rail',
  '/inquiry/fcl',
  '/inquiry/sea',
  '/system/user',
  '/system/role',
  '/system/menu',
  '/system/dept',
  '/system/post',
  '/system/dict',
  '/system/config',
  '/system/notice',
  '/system/log/operlog',
  '/system/log/logininfor',
  '/system/user-auth/role/2',
  '/system/role-auth/user/2',
  '/system/dict-data/index/1',
  '/monitor/online',
  '/monitor/job',
  '/monitor/server',
  '/monitor/cache',
  '/monitor/cacheList',
  '/monitor/mail',
  '/monitor/job-log/index/1',
  '/tool/gen',
  '/tool/swagger',
];

const dialog = '.ant-modal-root, .ant-drawer';

/** Waits until a screen has its data: no request in flight and no spinner left. */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.ant-spin-spinning:visible')).toHaveCount(0);
}

/** Opens a dialog with `opener`, audits it, and closes it again with Escape. */
async function auditDialog(page: Page, screen: string, opener: () => Promise<void>) {
  await opener();
  await expect(page.locator('.ant-modal-wrap:visible, .ant-drawer-open').last()).toBeVisible();
  await settled(page);
  await audit(page, screen, dialog);
  await page.keyboard.press('Escape');
  await expect(page.locator('.ant-modal-wrap:visible, .ant-drawer-open')).toHaveCount(0);
}

for (const language of languages) {
  test(`back office screens and dialogs have no serious accessibility violation (${language})`, async ({ page, baseURL }) => {
    // About sixty screens and their dialogs, each audited: minutes on a machine busy with the other specs.
    test.setTimeout(600_000);
    await useLanguage(page, baseURL, language);

    await page.goto('/admin/#/register');
    await settled(page);
    await audit(page, 'register');
    await page.goto('/admin/#/login');
    await page.locator('input[autocomplete="username"]').fill('admin');
    await settled(page);
    await audit(page, 'sign-in');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveCount(1);
    await page.locator('input[autocomplete="current-password"]').fill('admin123');
    await page.locator('input[autocomplete="current-password"]').press('Enter');
    await expect(page.locator('.app-breadcrumb')).toBeVisible();
    await settled(page);
    await audit(page, 'home');

    const breadcrumb = page.locator('.app-breadcrumb');
    for (const screen of screens) {
      // Moving to a screen is a React transition: the screen before stays on view until the breadcrumb changes with it.
      const before = await breadcrumb.innerText();
      await page.goto(`/admin/#${screen}`);
      await expect(breadcrumb).not.toHaveText(before);
      await settled(page);
      await audit(page, screen);
      const add = page.locator('.list-toolbar .ant-btn:has(.anticon-plus)');
      if (await add.isVisible()) {
        await auditDialog(page, `${screen} add dialog`, () => add.click());
      }
      if (screen === '/monitor/job') {
        await add.click();
        await page.locator('.ant-modal-wrap:visible .ant-btn:has(.anticon-schedule)').click();
        await expect(page.locator('.ant-modal-wrap:visible')).toHaveCount(2);
        await settled(page);
        await audit(page, 'cron builder', dialog);
        // Escape closes the builder and gives focus back to its button in the job dialog, where Escape closes that too.
        await page.keyboard.press('Escape');
        await expect(page.locator('.ant-modal-wrap:visible')).toHaveCount(1);
        await expect(page.locator('.ant-modal-wrap:visible .ant-btn:has(.anticon-schedule)')).toBeFocused();
        // Ant Design hands Escape to the topmost dialog it knows of, and forgets the builder a render after hiding it and
        // giving focus back: a press in between goes to the builder and is lost, so a person's next press closes the job dialog.
        await expect(async () => {
          await page.keyboard.press('Escape');
          await expect(page.locator('.ant-modal-wrap:visible')).toHaveCount(0, { timeout: 1000 });
        }).toPass({ timeout: 10_000 });
      }
      if (screen.startsWith('/inquiry/')) {
        const rowLink = (key: string) => page.locator('.list-table .row-actions').getByRole('button', { name: translate(adminCatalogue, language, key), exact: true }).first();
        for (const key of ['inquiryDesk.view', 'inquiryDesk.quote', 'inquiryDesk.history']) {
          if (await rowLink(key).isVisible()) await auditDialog(page, `${screen} ${key} dialog`, () => rowLink(key).click());
        }
      }
    }

    const text = (key: string) => translate(adminCatalogue, language, key);
    await auditDialog(page, 'settings drawer', async () => {
      await page.locator('.user-menu').click();
      await page.getByRole('menuitem', { name: text('nav.layoutSettings') }).click();
    });
    // The light sidebar (the dark one is the default every screen above was audited with).
    await page.locator('.user-menu').click();
    await page.getByRole('menuitem', { name: text('nav.layoutSettings') }).click();
    await page.locator('.ant-drawer-open').getByText(text('settings.sideTheme.light'), { exact: true }).click();
    await page.keyboard.press('Escape');
    await expect(page.locator('.sidebar-light')).toBeVisible();
    await audit(page, 'light sidebar');
  });
}

import { expect, test, type Page } from '@playwright/test';
import { backOfficeToday } from '../backOfficeDay';
import { expectToast } from '../toasts';
import { expectFocusVisible, tabAndEnter, tabTo, typeOver } from './keys';
import { staffSignIn } from './signIn';

// Keyboard only: no clicks, no filling of fields; addresses are typed as a user would. Adds one user of its own.

// A keyboard user's way takes many more steps than a pointer's: Tab by Tab to each control.
test.describe.configure({ timeout: 120_000 });

/**
 * Loads a screen afresh, as a typed address does (going to another hash of the open app would keep where focus was),
 * and checks that the skip link is its first Tab stop, shows itself and takes focus to the main landmark.
 */
async function openAndSkipToMain(page: Page, address: string) {
  await page.goto(address);
  await page.reload();
  await expect(page.getByRole('main')).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: '跳到主要内容' });
  await expect(skip).toBeFocused();
  await expectFocusVisible(page);
  expect((await skip.boundingBox())!.y).toBeGreaterThanOrEqual(0);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
}

test('staff sign in and add a user with the keyboard; each control shows its focus, and the dialog gives focus back to Add', async ({ page }) => {
  const suffix = `${Date.now() % 100000}${Math.floor(Math.random() * 1000)}`.padStart(8, '0').slice(-8);
  await staffSignIn(page);
  await openAndSkipToMain(page, '/admin/#/system/user');
  await expect(page.locator('.list-table').getByText('管理员')).toBeVisible();

  const add = page.locator('.list-toolbar').getByRole('button', { name: /新\s*增/ });
  await tabTo(page, add);
  await expectFocusVisible(page);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('添加用户')).toBeVisible();

  for (const [label, text] of [['用户昵称', '键盘文员'], ['用户名称', `kbd${suffix}`], ['用户密码', 'clerk123'], ['手机号码', `138${suffix}`]] as const) {
    await tabTo(page, dialog.getByLabel(label, { exact: true }));
    await expectFocusVisible(page);
    await page.keyboard.type(text);
  }
  const roles = dialog.getByLabel('角色', { exact: true });
  await tabTo(page, roles);
  await expectFocusVisible(page);
  await page.keyboard.type('普通');
  await expect(page.locator('.ant-select-item-option[title="普通角色"]')).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(dialog.getByTitle('普通角色')).toBeVisible();
  // Escape closes the list of roles (Tab in an open list would choose its next role), not the dialog.
  await page.keyboard.press('Escape');
  await expect(dialog.getByText('添加用户')).toBeVisible();

  const ok = dialog.getByRole('button', { name: /确\s*定/ });
  await tabTo(page, ok);
  await expectFocusVisible(page);
  await expectToast(page, '新增成功', () => page.keyboard.press('Enter'));
  await expect(dialog).toBeHidden();
  await expect(page.locator('.list-table').getByText(`kbd${suffix}`)).toBeVisible();
  await expect(add).toBeFocused();

  // Escape closes the dialog and focus is back on Add again.
  await page.keyboard.press('Enter');
  await expect(dialog.getByText('添加用户')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(add).toBeFocused();
});

test('the date-range filter lets Tab through and Escape close it; the list is filtered by dates with the keyboard', async ({ page }) => {
  await staffSignIn(page);
  await openAndSkipToMain(page, '/admin/#/system/log/logininfor');
  const rows = page.locator('.list-table .ant-table-tbody tr.ant-table-row');
  await expect(rows.first()).toBeVisible();

  const start = page.getByPlaceholder('开始日期');
  const end = page.getByPlaceholder('结束日期');
  const calendar = page.locator('.ant-picker-dropdown:not(.ant-picker-dropdown-hidden)');
  // Empty, Tab goes from the start to the end and on out of the field (it used to stay in the start for good).
  await tabTo(page, start);
  await expectFocusVisible(page);
  await page.keyboard.press('Tab');
  await expect(end).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(start).not.toBeFocused();
  await expect(end).not.toBeFocused();
  // Add, the table and paging are reached forward.
  await tabTo(page, page.locator('.ant-pagination-item-1'), { most: 120 });
  await expectFocusVisible(page);

  // Back in the start field, typing opens the calendar and Escape closes it, focus staying in the field.
  // The login log's days are the back office's, eight hours ahead of UTC.
  const today = backOfficeToday();
  await tabTo(page, start, { most: 120, backwards: true });
  await page.keyboard.type('2020-01-01');
  await expect(calendar).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(calendar).toBeHidden();
  await expect(start).toBeFocused();

  await typeOver(page, '2020-01-01');
  await page.keyboard.press('Tab');
  await expect(end).toBeFocused();
  await page.keyboard.type(today);
  const filtered = page.waitForRequest((r) => r.url().includes('/api/monitor/logininfor/list') && r.url().includes(encodeURIComponent('params[endTime]')));
  await tabAndEnter(page, page.locator('.list-search').getByRole('button', { name: /搜\s*索/ }));
  const query = new URL((await filtered).url()).searchParams;
  expect(query.get('params[beginTime]')).toBe('2020-01-01');
  expect(query.get('params[endTime]')).toBe(today);
  await expect(rows.first()).toContainText(today);
});

import { expect, test } from '@playwright/test';
import { openMenu, signIn } from './staff';

test('a new notice shows under the bell as unread; opening it marks it read', async ({ page }) => {
  // A title of its own, so parallel specs and retried runs do not meet each other's notices.
  const title = `运价调整通知${Date.now() % 100000}${Math.floor(Math.random() * 100)}`;
  await signIn(page);
  await openMenu(page, '系统管理', '通知公告');
  await expect(page).toHaveURL(/#\/system\/notice$/);
  await page.locator('.list-toolbar').getByRole('button', { name: /新\s*增/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('添加公告')).toBeVisible();
  await dialog.getByLabel('公告标题').fill(title);
  await dialog.locator('.rich-text-content [contenteditable="true"]').fill('下周起海运运价上调。');
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('新增成功')).toBeVisible();
  await expect(page.locator('.list-table').getByText(title)).toBeVisible();

  // The bell asks again on load; unread notices are listed in bold.
  await page.reload();
  const bell = page.getByRole('button', { name: '通知公告' });
  await bell.click();
  const item = page.locator('.notice-bell-list .ant-list-item', { hasText: title });
  await expect(item.locator('strong')).toHaveText(title);
  await item.click();
  const reading = page.getByRole('dialog');
  await expect(reading.getByText(title)).toBeVisible();
  await expect(reading.getByText('下周起海运运价上调。')).toBeVisible();
  await reading.getByRole('button', { name: '关闭', exact: true }).click();

  await bell.click();
  await expect(item).toBeVisible();
  await expect(item.locator('strong')).toHaveCount(0);
  await page.keyboard.press('Escape');

  // Leave the bell as other specs found it.
  const row = page.locator('.list-table tbody tr', { hasText: title });
  await row.getByRole('button', { name: /删\s*除/ }).click();
  await page.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('删除成功')).toBeVisible();
  await expect(row).toHaveCount(0);
});

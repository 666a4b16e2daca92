import { expect, test } from '@playwright/test';
import { openMenu, signIn } from './staff';
import { expectToast } from '../toasts';

/** An SVG picture with a script, a handler, HTML inside and a javascript: link: the server keeps only the drawing. */
const routeMap = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="120" height="40" viewBox="0 0 120 40" onload="window.hacked=1">
  <script>window.hacked=2</script>
  <foreignObject width="10" height="10"><div xmlns="http://www.w3.org/1999/xhtml">html</div></foreignObject>
  <rect width="120" height="40" rx="6" style="fill:#409EFF"/>
  <a xlink:href="javascript:window.hacked=3"><text x="10" y="26" fill="#fff" font-size="16">CNSHA → RUMOW</text></a>
</svg>`;

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
  await dialog.locator('.rich-text-toolbar input[type="file"]').setInputFiles({ name: 'route.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(routeMap) });
  await expect(dialog.locator('.rich-text-content img')).toHaveAttribute('src', /^\/api\/profile\/upload\/.+\.svg$/);
  await expectToast(page, '新增成功', () => dialog.getByRole('button', { name: /确\s*定/ }).click());
  await expect(page.locator('.list-table').getByText(title)).toBeVisible();

  // The publisher's bell shows it at once, without a reload or the minute's poll; unread notices are in bold.
  const bell = page.getByRole('button', { name: '通知公告' });
  await bell.click();
  const item = page.locator('.notice-bell-list .ant-list-item', { hasText: title });
  await expect(item.locator('strong')).toHaveText(title);
  await item.click();
  const reading = page.getByRole('dialog');
  await expect(reading.getByText(title)).toBeVisible();
  await expect(reading.getByText('下周起海运运价上调。')).toBeVisible();
  const picture = reading.locator('.notice-content img');
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(120);
  expect(await page.evaluate(() => (window as { hacked?: number }).hacked)).toBeUndefined();
  await reading.getByRole('button', { name: '关闭', exact: true }).click();

  await bell.click();
  await expect(item).toBeVisible();
  await expect(item.locator('strong')).toHaveCount(0);
  await page.keyboard.press('Escape');

  // Leave the bell as other specs found it.
  const row = page.locator('.list-table tbody tr', { hasText: title });
  await row.getByRole('button', { name: /删\s*除/ }).click();
  await expectToast(page, '删除成功', () => page.getByRole('button', { name: /确\s*定/ }).click());
  await expect(row).toHaveCount(0);
});

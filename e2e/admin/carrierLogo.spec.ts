import { expect, test } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { openMenu, signIn } from './staff';
import { expectToast } from '../toasts';

const pictureFixture = fileURLToPath(new URL('../fixtures/avatar.png', import.meta.url));

test('staff give a carrier a logo through the picture upload; a file that is not a picture is refused', async ({ page }) => {
  await signIn(page);
  await openMenu(page, '运价管理', '船公司');
  await page.locator('.list-toolbar').getByRole('button', { name: /新\s*增/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('船公司代码').fill('LOGOT');
  await dialog.getByLabel('英文名称').fill('Logo Test Line');
  const file = dialog.locator('input[type=file]');

  await file.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('not a picture at all') });
  await expect(page.getByText('文件内容与扩展名“png”不符')).toBeVisible();
  await expect(dialog.locator('.ant-upload-list-item-done')).toHaveCount(0);

  await file.setInputFiles(pictureFixture);
  await expect(dialog.locator('.ant-upload-list-item-done')).toHaveCount(1);
  await expectToast(page, '新增成功', () => dialog.getByRole('button', { name: /确\s*定/ }).click());

  await page.locator('#search_carriercode').fill('LOGOT');
  await page.locator('.list-screen button[type=submit]').click();
  const row = page.locator('.list-table .ant-table-row');
  await expect(row).toHaveCount(1);
  const logo = row.locator('img');
  await expect(logo).toHaveAttribute('src', /^\/api\/profile\/upload\/.+\.png$/);
  // Served from the upload store: the browser decodes it.
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  await row.getByRole('button', { name: /删\s*除/ }).click();
  await expectToast(page, '删除成功', () => page.getByRole('button', { name: /确\s*定/ }).click());
});

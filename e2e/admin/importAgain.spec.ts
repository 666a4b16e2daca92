import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { openMenu, signIn } from './staff';
import { expectToast } from '../toasts';

const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

test('staff import an exported sea-rate workbook twice: existing rates are refused without "update existing data", and left as they are with it', async ({ page }) => {
  await signIn(page);
  await openMenu(page, '运价管理', '海运整箱运价');
  await expect(page).toHaveURL(/#\/freight\/sea-rate$/);
  // ZIM's rates: no other browser test changes them.
  await page.locator('#search_carriercode').fill('ZIMU');
  await page.locator('.list-screen button[type=submit]').click();
  const total = page.locator('.ant-pagination-total-text');
  await expect(total).toHaveText(/^共 \d+ 条$/);
  await expect(page.locator('.list-table .ant-table-row').first()).toContainText('ZIMU');
  const count = Number((await total.textContent())!.replace(/\D/g, ''));

  const downloading = page.waitForEvent('download');
  await page.locator('.list-toolbar').getByRole('button', { name: /导\s*出/ }).click();
  const exported = { name: 'sea_rates.xlsx', mimeType: xlsx, buffer: await readFile((await (await downloading).path())!) };

  await page.locator('.list-toolbar').getByRole('button', { name: /导\s*入/ }).click();
  const dialog = page.getByRole('dialog');
  const updateSupport = dialog.getByRole('checkbox', { name: '是否更新已经存在的数据' });
  await expect(updateSupport).not.toBeChecked();
  await dialog.locator('input[type=file]').setInputFiles(exported);
  await dialog.getByRole('button', { name: '开始导入' }).click();
  await expect(dialog.getByText(`导入完成：新增 0 行，更新 0 行，无变化 0 行，拒绝 ${count} 行`)).toBeVisible();
  await expect(dialog.getByText(/其余各行已导入，以下各行未导入/)).toBeVisible();
  const refused = dialog.locator('.ant-table-row').first();
  await expect(refused).toContainText('编号');
  await expect(refused).toContainText('数据已存在（编号');

  await updateSupport.check();
  await dialog.locator('input[type=file]').setInputFiles(exported);
  await expectToast(page, `导入完成：新增 0 行，更新 0 行，无变化 ${count} 行，拒绝 0 行`, () => dialog.getByRole('button', { name: '开始导入' }).click());
  await expect(dialog).toBeHidden();
  await expect(total).toHaveText(`共 ${count} 条`);
});

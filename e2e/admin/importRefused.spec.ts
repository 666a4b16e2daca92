import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { openMenu, signIn } from './staff';
import { expectToast } from '../toasts';

const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Calls the back office's API as the signed-in page does. */
async function api(page: Page, method: 'POST' | 'DELETE', url: string, data?: object) {
  const token = (await page.context().cookies()).find((c) => c.name === 'Admin-Token')?.value;
  const reply = await page.request.fetch(`/api${url}`, { method, data, headers: { Authorization: `Bearer ${token}` } });
  expect((await reply.json()).code).toBe(200);
}

test('an import row is refused for what the dialog refuses: a stale export cannot undo a newer edit, and the person sees why', async ({ page }) => {
  const code = `E2R${Date.now() % 100000}`;
  await signIn(page);
  await openMenu(page, '运价管理', '航线管理');
  await api(page, 'POST', '/freight/tradeLane', { tradelanecode: code, moduletype: 'ox', tradelanename: '导出前', englishname: 'Before export', russianname: 'До выгрузки', isforbid: 'N', sort: 9 });
  await page.locator('#search_tradelanecode').fill(code);
  await page.locator('.list-screen button[type=submit]').click();
  const row = page.locator('.list-table .ant-table-row');
  await expect(row).toHaveCount(1);

  const downloading = page.waitForEvent('download');
  await page.locator('.list-toolbar').getByRole('button', { name: /导\s*出/ }).click();
  const exported = { name: 'trade_lanes.xlsx', mimeType: xlsx, buffer: await readFile((await (await downloading).path())!) };

  // A colleague's newer edit, through the dialog.
  await row.first().getByRole('button', { name: /修\s*改/ }).click();
  const editDialog = page.getByRole('dialog');
  await editDialog.getByLabel('英文名称').fill('Edited in the dialog');
  await expectToast(page, '修改成功', () => editDialog.getByRole('button', { name: /确\s*定/ }).click());
  await expect(row.first()).toContainText('Edited in the dialog');

  // The stale file, imported with "update existing data": refused, with its reason, and nothing written.
  await page.locator('.list-toolbar').getByRole('button', { name: /导\s*入/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('checkbox', { name: '是否更新已经存在的数据' }).check();
  await dialog.locator('input[type=file]').setInputFiles(exported);
  await dialog.getByRole('button', { name: '开始导入' }).click();
  await expect(dialog.getByText('导入失败：共 1 行有误，未写入任何数据')).toBeVisible();
  const report = dialog.locator('.ant-table-row');
  await expect(report).toHaveCount(1);
  await expect(report.first()).toContainText('该数据在导出后已被修改，请重新导出后再修改');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.locator('.list-screen button[type=submit]').click();
  await expect(row.first()).toContainText('Edited in the dialog');
  await row.first().getByRole('button', { name: /删\s*除/ }).click();
  await expectToast(page, '删除成功', () => page.getByRole('button', { name: /确\s*定/ }).click());
});

import ExcelJS from 'exceljs';
import { expect, test, type Page } from '@playwright/test';
import { openMenu, signIn } from './staff';
import { expectToast } from '../toasts';

/** An import file: the template's header row, then the rows given. */
async function workbook(headers: string[], rows: (string | number)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('import');
  sheet.addRow(headers);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

const laneHeaders = ['航线代码', '运输方式', '中文名称', '英文名称', '俄文名称', '停用', '排序'];

/** Fills one filter of the search form and searches. */
async function search(page: Page, field: string, value: string) {
  await page.locator(`#search_${field}`).fill(value);
  await page.locator('.list-screen button[type=submit]').click();
}

test('staff import trade lanes: a file with a bad row writes nothing and lists the row; a clean file is imported', async ({ page }) => {
  const code = `E2E${Date.now() % 100000}`;
  await signIn(page);
  await openMenu(page, '运价管理', '航线管理');
  await expect(page).toHaveURL(/#\/freight\/trade-lane$/);
  await expect(page.locator('.list-table').getByText('EUR', { exact: true })).toBeVisible();

  await page.locator('.list-toolbar').getByRole('button', { name: /导\s*入/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('导入航线')).toBeVisible();
  const template = page.waitForEvent('download');
  await dialog.getByRole('button', { name: '下载模板' }).click();
  expect((await template).suggestedFilename()).toMatch(/^trade_lane_template_\d+\.xlsx$/);

  await dialog.locator('input[type=file]').setInputFiles({
    name: 'lanes.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await workbook(laneHeaders, [[code, 'rt', '测试线', 'Test lane', 'Тестовая', 'N', 9], [`${code}B`, 'air', '坏线', 'Bad', 'Плохая', 'N', 9]]),
  });
  await dialog.getByRole('button', { name: '开始导入' }).click();
  await expect(dialog.getByText('导入失败：共 1 行有误，未写入任何数据')).toBeVisible();
  await expect(dialog.getByText('文件中有错误，未写入任何数据')).toBeVisible();
  const report = dialog.locator('.ant-table-row');
  await expect(report).toHaveCount(1);
  await expect(report.first()).toContainText('3');
  await expect(report.first()).toContainText('运输方式只能是 ox（海运）或 rt（铁路）');

  await dialog.locator('input[type=file]').setInputFiles({
    name: 'lanes.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await workbook(laneHeaders, [[code, 'rt', '测试线', 'Test lane', 'Тестовая', 'N', 9]]),
  });
  await expectToast(page, '导入完成：新增 1 行，更新 0 行，无变化 0 行，拒绝 0 行', () => dialog.getByRole('button', { name: '开始导入' }).click());
  await expect(dialog).toBeHidden();

  await search(page, 'tradelanecode', code);
  const row = page.locator('.list-table .ant-table-row');
  await expect(row).toHaveCount(1);
  await expect(row.first()).toContainText('Test lane');
  await expect(row.first()).toContainText('铁路');

  const exported = page.waitForEvent('download');
  await page.locator('.list-toolbar').getByRole('button', { name: /导\s*出/ }).click();
  expect((await exported).suggestedFilename()).toMatch(/^trade_lane_\d+\.xlsx$/);

  await row.first().getByRole('button', { name: /删\s*除/ }).click();
  await expectToast(page, '删除成功', () => page.getByRole('button', { name: /确\s*定/ }).click());
  await expect(page.locator('.list-table .ant-table-row')).toHaveCount(0);
});

test('staff add a holiday in the dialog, with the schema’s checks, edit it and delete it', async ({ page }) => {
  await signIn(page);
  await openMenu(page, '运价管理', '节假日');
  await expect(page).toHaveURL(/#\/freight\/holiday$/);
  await page.locator('.list-toolbar').getByRole('button', { name: /新\s*增/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('添加节假日')).toBeVisible();
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(dialog.getByText('不能为空').first()).toBeVisible();
  await dialog.getByLabel('日期').fill('2039-10-01');
  await dialog.getByLabel('节日名称').fill('测试国庆');
  await expectToast(page, '新增成功', () => dialog.getByRole('button', { name: /确\s*定/ }).click());

  await search(page, 'year', '2039');
  const row = page.locator('.list-table .ant-table-row');
  await expect(row).toHaveCount(1);
  await row.first().getByRole('button', { name: /修\s*改/ }).click();
  await dialog.getByLabel('节日名称').fill('测试国庆节');
  await expectToast(page, '修改成功', () => dialog.getByRole('button', { name: /确\s*定/ }).click());
  await expect(row.first()).toContainText('测试国庆节');
  await row.first().getByRole('button', { name: /删\s*除/ }).click();
  await expectToast(page, '删除成功', () => page.getByRole('button', { name: /确\s*定/ }).click());
  await expect(page.locator('.list-table .ant-table-row')).toHaveCount(0);
});

test('the customer screen lists a company’s portal users; staff add one and delete it after confirming', async ({ page }) => {
  const userName = `e2e-buyer-${Date.now() % 100000}`;
  await signIn(page);
  await openMenu(page, '运价管理', '客户管理');
  const row = page.locator('.list-table .ant-table-row').filter({ hasText: 'DEMO01' });
  await row.getByRole('button', { name: '门户用户' }).click();
  const drawer = page.locator('.ant-drawer');
  await expect(drawer.getByText('演示贸易有限公司 的门户用户')).toBeVisible();
  await expect(drawer.getByRole('cell', { name: 'demo', exact: true })).toBeVisible();

  await drawer.getByRole('button', { name: /新\s*增/ }).click();
  const dialog = page.getByRole('dialog', { name: '添加门户用户' });
  await dialog.getByLabel('用户名称').fill(userName);
  await dialog.getByLabel('用户昵称').fill('采购员');
  await dialog.getByLabel('用户密码').fill('Buyer#123');
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  const added = drawer.locator('.ant-table-row').filter({ hasText: userName });
  await expect(added).toBeVisible();

  await added.getByRole('button', { name: /删\s*除/ }).click();
  const confirm = page.locator('.ant-modal-confirm');
  await expect(confirm).toContainText('是否确认删除门户用户');
  await expectToast(page, '删除成功', () => confirm.getByRole('button', { name: /确\s*定/ }).click());
  await expect(added).toHaveCount(0);
});

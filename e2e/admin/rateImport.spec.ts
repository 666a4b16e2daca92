import ExcelJS from 'exceljs';
import { expect, test, type Page } from '@playwright/test';
import { choosePort, signIn as portalSignIn } from '../portal/customer';
import { fillDay, openMenu, pickCode, signIn } from './staff';
import { expectToast } from '../toasts';

const headers = ['船公司', '起运港', '中转港1', '中转港2', '目的港', '航线', '有舱位(Y/N)', '直达/中转(D/T)', '航程(天)', '航程说明', '开船日期', '币种',
  '20GP', '40GP', '40HC', '45HC', '40NOR', '生效日期', '失效日期', '备注', '英文备注', '俄文备注', '联系电话', '状态'];
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * A one-rate sea workbook: MSC from Shanghai to Rotterdam sailing tomorrow (a sailing the demo data does not have, so the
 * import adds it), with a 20GP price no seeded rate has (they stay below 2,800).
 */
async function rateWorkbook(price20: number): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('import');
  sheet.addRow(headers);
  sheet.addRow(['MSCU', 'CNSHA', '', '', 'NLRTM', 'EUR', 'Y', 'D', 30, 'E2E', day(1), 'USD', price20, 4790, 4795, '', '', day(-1), day(20), 'E2E 导入', '', '', '', '0']);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** Deletes the test rate again through the back office's own calls, so other specs see the seeded lane unchanged. */
async function removeRate(page: Page, price20: number, carrier: string) {
  const token = (await page.context().cookies()).find((c) => c.name === 'Admin-Token')?.value;
  const headers = { Authorization: `Bearer ${token}` };
  const list = await (await page.request.get(`/api/freight/seaRate/list?carriercode=${carrier}&portofloadingcode=CNSHA&finaldestination=NLRTM&pageSize=100`, { headers })).json();
  const ids = (list.rows as { fclrateid: number; price20: number }[]).filter((r) => r.price20 === price20).map((r) => r.fclrateid);
  expect(ids).toHaveLength(1);
  expect((await (await page.request.delete(`/api/freight/seaRate/${ids.join(',')}`, { headers })).json()).code).toBe(200);
}

test('staff import a sea rate workbook and a signed-in customer finds the new rate in the sea search at once, at their sell price', async ({ page, browser }) => {
  // A multiple of 25, so demo's sell price (its rule adds 8 % on sea) is a whole number too.
  const price20 = 2900 + 25 * (Date.now() % 39);
  const sell = price20 * 108 / 100;
  await signIn(page);
  await openMenu(page, '运价管理', '海运整箱运价');
  await expect(page).toHaveURL(/#\/freight\/sea-rate$/);
  await page.locator('.list-toolbar').getByRole('button', { name: /导\s*入/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('input[type=file]').setInputFiles({
    name: 'rates.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: await rateWorkbook(price20),
  });
  await expectToast(page, '导入完成：新增 1 行，更新 0 行，无变化 0 行，拒绝 0 行', () => dialog.getByRole('button', { name: '开始导入' }).click());

  const customer = await browser.newContext();
  try {
    const portal = await customer.newPage();
    await portalSignIn(portal, 'demo', '/hyzxyj');
    await choosePort(portal, '起运港', 'Shanghai', /CNSHA/);
    await choosePort(portal, '目的港', 'Rotterdam', /NLRTM/);
    await portal.getByLabel('目的港', { exact: true }).press('Enter');
    const rows = portal.locator('.ant-table-tbody tr.ant-table-row');
    await expect(rows.first()).toBeVisible();
    await portal.getByLabel('船公司').click();
    await portal.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').filter({ hasText: 'MSCU' }).first().click();
    await portal.keyboard.press('Escape');
    const price = new RegExp(`${String(sell).slice(0, 1)},?${String(sell).slice(1)}`);
    await expect(rows.filter({ hasText: price })).toHaveCount(1);
  } finally {
    await customer.close();
    await removeRate(page, price20, 'MSCU');
  }
});

test('staff add a sea rate with a surcharge in the dialog, and read rail cut-offs in China time', async ({ page }) => {
  const price20 = 2900 + (Date.now() % 89);
  await signIn(page);
  await openMenu(page, '运价管理', '海运整箱运价');
  await page.locator('.list-toolbar').getByRole('button', { name: /新\s*增/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(dialog.getByText('不能为空').first()).toBeVisible();
  await pickCode(page, dialog, '船公司', 'MSCU', 'MSCU – 地中海航运');
  await pickCode(page, dialog, '起运港', 'CNSHA', 'CNSHA – 上海');
  await pickCode(page, dialog, '目的港', 'NLRTM', 'NLRTM – 鹿特丹');
  await pickCode(page, dialog, '航线', 'EUR', 'EUR – 欧洲线');
  for (const [label, offset] of [['开船日期', 2], ['生效日期', 0], ['失效日期', 15]] as const) await fillDay(dialog, label, day(offset));
  await dialog.locator('#edit_transittime').fill('33');
  await dialog.locator('#edit_price20').fill(String(price20));
  await dialog.getByRole('button', { name: '添加附加费' }).click();
  await dialog.getByPlaceholder('费用名称').fill('文件费');
  await dialog.getByPlaceholder('金额').fill('45');
  await expectToast(page, '新增成功', () => dialog.getByRole('button', { name: /确\s*定/ }).click());
  await removeRate(page, price20, 'MSCU');

  for (const [menu, path, entity, price] of [['铁路拼箱运价', 'rail-lcl-rate', '铁路拼箱运价', 'prices_0_salesprice'], ['铁路整箱运价', 'rail-fcl-rate', '铁路整箱运价', 'price20']]) {
    await openMenu(page, menu!);
    await expect(page).toHaveURL(new RegExp(`#/freight/${path}$`));
    const edit = page.locator('.ant-modal').filter({ hasText: `修改${entity}` });
    await page.locator('.list-table:visible .ant-table-row').first().getByRole('button', { name: /修\s*改/ }).click();
    await expect(edit).toBeVisible();
    await expect(edit.locator('[id$=_blclosetime]')).toHaveValue(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    await expect(edit.locator(`[id$=_${price}]`)).not.toHaveValue('');
    await edit.getByRole('button', { name: /取\s*消/ }).click();
    await expect(edit).toBeHidden();
  }
});

import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { openMenu, signIn } from './staff';

/** Yang Ming's weekly sheet as LibreOffice wrote it: notes first, a title above the header, BAF in columns. */
const firstWeek = () => readFile(new URL('../../apps/server/src/modules/freight/carrier-sheets/fixtures/carrier-rate-sheet.xlsx', import.meta.url));

/** The next week's sheet in the same layout, as another program writes it (exceljs): two new sailings. */
async function nextWeek(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.addWorksheet('Notes').addRow(['Rates per container in USD']);
  const sheet = book.addWorksheet('FAK Asia-Europe');
  sheet.addRow(['ZIM FAK rates Asia – North Europe, week 2']);
  sheet.addRow(['Valid 20.12.2026 – 19.01.2027']);
  sheet.addRow([]);
  sheet.addRow(['POL', 'POD', 'Via', 'ETD', 'T/T', "20'", "40'", "40'HC", 'BAF 20', 'BAF 40', 'Remarks']);
  sheet.addRow(['Shanghai', 'Rotterdam', null, '2027-01-15', 30, 1390, 2290, 2340, 170, 340, 'week 2']);
  sheet.addRow(['Ningbo', 'Hamburg', null, '2027-01-17', 33, 1440, 2390, 2440, 170, 340, 'week 2']);
  return Buffer.from(await book.xlsx.writeBuffer());
}

const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Picks an option of an Ant Design select. */
async function choose(page: Page, select: Locator, option: string | RegExp) {
  await select.click();
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').filter({ hasText: option }).first().click();
}

/** The Ant Design select whose input carries `label` (its shown value is beside the input). */
const selectOf = (scope: Locator, label: string) => scope.locator(`.ant-select:has(input[aria-label="${label}"])`);

/** Opens the carrier-sheet dialog, chooses ZIM and the file. */
async function start(page: Page, file: Buffer) {
  await page.locator('.list-toolbar').getByRole('button', { name: '承运人运价表' }).click();
  const dialog = page.getByRole('dialog');
  await choose(page, dialog.getByLabel('船公司'), /^ZIMU ZIM/);
  await dialog.locator('input[type=file]').setInputFiles({ name: 'zim-rates.xlsx', mimeType: xlsx, buffer: file });
  return dialog;
}

/** Deletes ZIM's rates to North Europe again through the back office's calls, so other specs see the demo data unchanged. */
async function removeRates(page: Page) {
  const token = (await page.context().cookies()).find((c) => c.name === 'Admin-Token')?.value;
  const headers = { Authorization: `Bearer ${token}` };
  const ids: number[] = [];
  for (const destination of ['NLRTM', 'DEHAM']) {
    const list = await (await page.request.get(`/api/freight/seaRate/list?carriercode=ZIMU&finaldestination=${destination}&pageSize=100`, { headers })).json();
    ids.push(...(list.rows as { fclrateid: number }[]).map((r) => r.fclrateid));
  }
  if (ids.length) expect((await (await page.request.delete(`/api/freight/seaRate/${ids.join(',')}`, { headers })).json()).code).toBe(200);
}

test('staff map a carrier\'s own rate sheet, preview it with its errors, import it, and import the next week\'s sheet in one click', async ({ page }) => {
  await signIn(page);
  await openMenu(page, '运价管理', '海运整箱运价');
  try {
    const dialog = await start(page, await firstWeek());
    await dialog.getByRole('button', { name: '下一步' }).click();

    // The rates sheet and its header row are found under the notes sheet and the title; the columns are guessed from the carrier's words.
    await expect(selectOf(dialog, '工作表')).toHaveText(/FAK Asia-Europe/);
    await expect(selectOf(dialog, '表头行')).toHaveText(/第 4 行：POL \| POD/);
    const fields = dialog.locator('.carrier-sheet-fields');
    await expect(fields.locator('tr[data-row-key="portofloadingcode"] .ant-select')).toHaveText('POL');
    await expect(fields.locator('tr[data-row-key="pricehc"] .ant-select')).toHaveText("40'HC");
    await expect(fields.locator('tr[data-row-key="etddate"] .ant-select')).toHaveText('ETD');

    // Without the validity (printed in the title, not in a column) every row says what it lacks.
    await dialog.getByRole('button', { name: '下一步' }).click();
    const preview = dialog.locator('.carrier-sheet-preview');
    await expect(preview.locator('tr[data-row-key="5"]')).toContainText('生效日期：不能为空');
    await expect(preview.locator('tr[data-row-key="5"]')).toContainText('CNSHA');
    await dialog.getByRole('button', { name: '上一步' }).click();

    await dialog.getByLabel('生效日期 各行相同的值').fill('2026-12-20');
    await dialog.getByLabel('失效日期 各行相同的值').fill('2027-01-19');
    await dialog.getByRole('button', { name: '添加附加费列' }).click();
    const baf = dialog.locator('.carrier-sheet-surcharge').first();
    await expect(selectOf(baf, '表格中的列')).toHaveText('BAF 20');
    await baf.getByPlaceholder('费用名称').fill('BAF');
    await baf.getByPlaceholder('单位').fill('20GP');
    await dialog.getByRole('button', { name: '下一步' }).click();

    // Ports by name in any language or by code, the lane from the destination, the transshipment from the via port.
    await expect(preview.locator('tr.ant-table-row')).toHaveCount(3);
    await expect(preview.locator('tr[data-errors="0"]')).toHaveCount(3);
    await expect(preview.locator('tr[data-row-key="6"]')).toContainText('CNNGB');
    await expect(preview.locator('tr[data-row-key="6"]')).toContainText('DEHAM');
    await expect(preview.locator('tr[data-row-key="6"]')).toContainText('SGSIN');
    await expect(preview.locator('tr[data-row-key="7"]')).toContainText('NLRTM');
    await expect(preview.locator('tr[data-row-key="7"]')).toContainText('EUR');

    await dialog.getByRole('button', { name: '开始导入' }).click();
    await expect(dialog.getByText('导入完成：新增 3 行，更新 0 行，无变化 0 行，拒绝 0 行')).toBeVisible();
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await expect(dialog).toBeHidden();

    // Next week: the saved mapping is offered, and the sheet imports in one click.
    const again = await start(page, await nextWeek());
    await expect(again.getByText('已保存该船公司的列对应：工作表“FAK Asia-Europe”，第 4 行为表头')).toBeVisible();
    await again.getByRole('button', { name: '按已保存的对应直接导入' }).click();
    await expect(again.getByText('导入完成：新增 2 行，更新 0 行，无变化 0 行，拒绝 0 行')).toBeVisible();
    await again.getByRole('button', { name: /确\s*定/ }).click();

    const token = (await page.context().cookies()).find((c) => c.name === 'Admin-Token')?.value;
    const list = await (await page.request.get('/api/freight/seaRate/list?carriercode=ZIMU&finaldestination=NLRTM&pageSize=100', { headers: { Authorization: `Bearer ${token}` } })).json();
    expect((list.rows as { etddate: string }[]).map((r) => r.etddate).sort()).toEqual(['2027-01-05', '2027-01-12', '2027-01-15']);
  } finally {
    await removeRates(page);
  }
});

import { expect, test, type Page } from '@playwright/test';
import { openMenu, signIn } from './staff';
import { signIn as customerSignIn } from '../portal/customer';
import { readFile } from 'node:fs/promises';
import { pdfText } from '../../apps/server/test/pdfText';
import { expectToast } from '../toasts';

const quantities = ['gp20qty', 'gp40qty', 'hq40qty', 'hq45qty', 'nor40qty'] as const;
type Quantity = (typeof quantities)[number];

// Writes one quote: the oldest unquoted sea inquiry of `demo` becomes quoted. demo keeps other unquoted ones,
// so the portal specs that look for an unquoted row still find one.

const rowsOf = (page: Page) => page.locator('.list-table .ant-table-tbody tr.ant-table-row');
const idle = (page: Page) => expect(page.locator('.list-table .ant-spin-spinning')).toHaveCount(0);

async function choose(page: Page, label: string, option: string) {
  await page.locator('.list-search').getByLabel(label, { exact: true }).click();
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').filter({ hasText: option }).click();
}

test('the back-office home shows the dashboard with its charts', async ({ page }) => {
  await signIn(page);
  await expect(page.getByText('近30天每日询价')).toBeVisible();
  await expect(page.getByRole('img', { name: '近30天每日询价' }).locator('canvas')).toBeVisible();
  await expect(page.getByText('海运报价率')).toBeVisible();
  await expect(page.getByText('热门航线')).toBeVisible();
  await expect(page.getByRole('combobox', { name: '选择航线' })).toBeVisible();
});

test('staff quote a sea inquiry of demo in the desk; demo sees it in /xjlb, downloads the PDF and accepts; staff see the acceptance', async ({ page, browser }) => {
  await signIn(page);
  await openMenu(page, '询价管理', '海运询价');
  await expect(page).toHaveURL(/#\/inquiry\/sea$/);
  await expect(rowsOf(page).first()).toBeVisible();

  await page.locator('.list-search').getByLabel('客户', { exact: true }).fill('演示贸易');
  await choose(page, '报价状态', '未报价');
  await page.locator('.list-search').getByRole('button', { name: /搜\s*索/ }).click();
  await idle(page);
  // Oldest first: the portal's sea history (newest first) shows all of demo's on its first page anyway.
  const sorted = page.waitForResponse((r) => r.url().includes('/api/freight/inquiry/sea/list') && r.url().includes('isAsc=ascend'));
  await page.locator('.list-table thead th').filter({ hasText: '询价日期' }).click();
  const oldest: { inquiryId: number; inquiryno: string; vesselname: string; voyno: string; quotationdate: string; portofloadingcode: string; placeofdeliverycode: string } & Record<Quantity, number> =
    (await (await sorted).json()).rows[0];
  await idle(page);
  const row = rowsOf(page).first();
  await expect(row).toContainText(oldest.inquiryno);
  await expect(row).toContainText('演示贸易有限公司');
  await expect(row).toContainText('待报价');
  const { inquiryno } = oldest;

  await row.getByRole('button', { name: '报价', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(`海运询价报价 ${inquiryno}`)).toBeVisible();
  await expect(dialog.getByLabel('报价人', { exact: true })).toHaveValue('管理员');
  const prices = dialog.getByRole('spinbutton');
  await expect(prices.first()).toBeVisible();
  // Without prices the quote is refused and nothing is saved.
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(dialog.getByText('报价须为不小于0的金额').first()).toBeVisible();
  for (const price of await prices.all()) await price.fill('1680');
  await dialog.getByLabel('电话', { exact: true }).fill('021-55550000');
  await dialog.getByLabel('邮箱', { exact: true }).fill('quote@globalfreight.example');
  await expectToast(page, '报价已保存', () => dialog.getByRole('button', { name: /确\s*定/ }).click());
  await expect(dialog).toBeHidden();

  await page.locator('.list-search').getByLabel('询价编号', { exact: true }).fill(inquiryno);
  await page.locator('.list-search').getByRole('button', { name: /重\s*置/ }).click();
  await page.locator('.list-search').getByLabel('询价编号', { exact: true }).fill(inquiryno);
  await page.locator('.list-search').getByRole('button', { name: /搜\s*索/ }).click();
  await idle(page);
  await expect(rowsOf(page)).toHaveCount(1);
  await expect(rowsOf(page).first()).toContainText('已报价');
  await expect(rowsOf(page).first().getByRole('button', { name: '重新报价' })).toBeVisible();

  // demo, in a browser of their own, signs in to the portal and finds the quote.
  const context = await browser.newContext();
  const portal = await context.newPage();
  await customerSignIn(portal, 'demo', '/xjlb');
  // The history has no number column: the row is the one whose quote link opens this inquiry.
  const quotedRow = portal.locator('.ant-table-tbody tr.ant-table-row').filter({ has: portal.locator(`a[href$="/quote/${oldest.inquiryId}"]`) });
  await expect(quotedRow).toHaveCount(1);
  await expect(quotedRow).toContainText(oldest.quotationdate);
  await quotedRow.getByRole('link', { name: '查看' }).click();
  await expect(portal).toHaveURL(/#\/quote\/\d+$/);
  await expect(portal.getByText(`询价单号: ${inquiryno}`)).toBeVisible();
  await expect(portal.getByText('管理员').first()).toBeVisible();
  await expect(portal.getByText(/1,?680/).first()).toBeVisible();

  // The PDF in the customer's language: the route and the total of every container asked for at 1,680.
  const downloading = portal.waitForEvent('download');
  await portal.getByRole('button', { name: '下载 PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`quote_${inquiryno}.pdf`);
  const text = await pdfText(await readFile((await download.path())!));
  expect(text).toContain(`(${oldest.portofloadingcode}) → `);
  expect(text).toContain(`(${oldest.placeofdeliverycode})`);
  const containers = quantities.reduce((sum, field) => sum + oldest[field], 0);
  expect(text).toMatch(new RegExp(`合计（[A-Z]{3}） [A-Z]{3} ${(1680 * containers).toLocaleString('en-US', { minimumFractionDigits: 2 })}`));

  await expect(portal.locator('.quote-decision')).toContainText('已报价');
  await portal.getByRole('button', { name: '接受报价' }).click();
  await portal.locator('.ant-modal-confirm').getByRole('button', { name: '接受报价' }).click();
  await expect(portal.locator('.quote-decision')).toContainText('已接受');
  await expect(portal.getByRole('button', { name: '接受报价' })).toHaveCount(0);
  await context.close();

  // Staff search again and find it accepted, with the decision in its history.
  await page.locator('.list-search').getByRole('button', { name: /搜\s*索/ }).click();
  await idle(page);
  await expect(rowsOf(page)).toHaveCount(1);
  await expect(rowsOf(page).first()).toContainText('已接受');
  await expect(rowsOf(page).first().getByRole('button', { name: '重新报价' })).toHaveCount(0);
  await rowsOf(page).first().getByRole('button', { name: '报价历史' }).click();
  await expect(page.getByRole('dialog').getByText('客户接受')).toBeVisible();
});

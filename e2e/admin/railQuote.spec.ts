import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { pdfText } from '../../apps/server/test/pdfText';
import { signIn as customerSignIn } from '../portal/customer';
import { openMenu, signIn } from './staff';
import { expectToast } from '../toasts';

// Writes one quote: the newest awaiting rail LCL inquiry of demo becomes quoted, then declined by demo.

const rowsOf = (page: Page) => page.locator('.list-table .ant-table-tbody tr.ant-table-row');
const idle = (page: Page) => expect(page.locator('.list-table .ant-spin-spinning')).toHaveCount(0);
const search = (page: Page) => page.locator('.list-search').getByRole('button', { name: /搜\s*索/ }).click();

test('staff quote a rail LCL inquiry with one price; demo opens it from the list, downloads the PDF and declines; staff see the decline', async ({ page, browser }) => {
  await signIn(page);
  await openMenu(page, '询价管理', '铁路拼箱询价');
  await expect(rowsOf(page).first()).toBeVisible();

  await page.locator('.list-search').getByLabel('客户', { exact: true }).fill('演示贸易');
  await page.locator('.list-search').getByLabel('报价进度', { exact: true }).click();
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').filter({ hasText: '待报价' }).click();
  const listed = page.waitForResponse((r) => r.url().includes('/api/freight/inquiry/rail/list'));
  await search(page);
  const newest: { inquiryId: number; inquiryno: string; portofloadingcode: string; finaldestinationcode: string } = (await (await listed).json()).rows[0];
  await idle(page);
  const row = rowsOf(page).first();
  await expect(row).toContainText(newest.inquiryno);
  await expect(row).toContainText('待报价');

  await row.getByRole('button', { name: '报价', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(`铁路拼箱询价报价 ${newest.inquiryno}`)).toBeVisible();
  await expect(dialog.getByLabel('报价人', { exact: true })).toHaveValue('管理员');
  await expect(dialog.getByText(/询价时计算价格/)).toBeVisible();
  const price = dialog.getByRole('spinbutton', { name: '价格' });
  await price.fill('');
  // Without a price the quote is refused and nothing is saved.
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(dialog.getByText('报价须为不小于0的金额')).toBeVisible();
  await price.fill('4321.5');
  await expectToast(page, '报价已保存', () => dialog.getByRole('button', { name: /确\s*定/ }).click());
  await expect(dialog).toBeHidden();

  await page.locator('.list-search').getByLabel('询价编号', { exact: true }).fill(newest.inquiryno);
  await page.locator('.list-search').getByRole('button', { name: /重\s*置/ }).click();
  await page.locator('.list-search').getByLabel('询价编号', { exact: true }).fill(newest.inquiryno);
  await search(page);
  await idle(page);
  await expect(rowsOf(page)).toHaveCount(1);
  await expect(rowsOf(page).first()).toContainText('已报价');
  await expect(rowsOf(page).first()).toContainText(/[A-Z]{3} 4321\.50/);

  // demo, in a browser of their own, opens the quote from the rail LCL list.
  const context = await browser.newContext();
  const portal = await context.newPage();
  await customerSignIn(portal, 'demo', '/inquiryList');
  await portal.locator(`a[href$="/railQuote/rail-lcl/${newest.inquiryId}"]`).first().click();
  await expect(portal).toHaveURL(new RegExp(`#/railQuote/rail-lcl/${newest.inquiryId}$`));
  await expect(portal.getByText(`询价单号: ${newest.inquiryno}`)).toBeVisible();
  await expect(portal.getByText(/4,?321\.5/).first()).toBeVisible();

  const downloading = portal.waitForEvent('download');
  await portal.getByRole('button', { name: '下载 PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`quote_${newest.inquiryno}.pdf`);
  const text = await pdfText(await readFile((await download.path())!));
  expect(text).toContain('铁路报价单');
  expect(text).toContain(`(${newest.portofloadingcode}) → `);
  expect(text).toContain(`(${newest.finaldestinationcode})`);
  expect(text).toMatch(/合计（[A-Z]{3}） [A-Z]{3} 4,321\.50/);

  await portal.getByRole('button', { name: '拒绝报价' }).click();
  const declining = portal.getByRole('dialog');
  await declining.getByLabel('拒绝原因（选填）').fill('运期太长');
  await declining.getByRole('button', { name: '拒绝报价' }).click();
  await expect(portal.locator('.quote-decision')).toContainText('已拒绝');
  await expect(portal.getByRole('button', { name: '接受报价' })).toHaveCount(0);
  await context.close();

  // Staff search again and find it declined, with the reason in its history.
  await search(page);
  await idle(page);
  await expect(rowsOf(page).first()).toContainText('已拒绝');
  await rowsOf(page).first().getByRole('button', { name: '报价历史' }).click();
  await expect(page.getByRole('dialog').getByText('客户拒绝')).toBeVisible();
  await expect(page.getByRole('dialog').getByText('运期太长')).toBeVisible();
});

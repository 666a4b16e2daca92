import { expect, test, type Page } from '@playwright/test';
import { signIn } from './customer';

// Reads only: demo's seeded inquiries (apps/server/src/db/seed/freight/inquiries.ts); nothing is written. Other specs
// add inquiries for demo and quote some, so the rows read here may be any of those.

/** Through the login page: /inquiryList is open to visitors, so the guard does not send them there. */
const rowsOf = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');
const idle = (page: Page) => expect(page.locator('.ant-table .ant-spin-spinning')).toHaveCount(0);

test('demo’s rail LCL inquiries: a page of ten, a station filter narrows them, a bigger page shows more', async ({ page }) => {
  await signIn(page, 'demo', '/inquiryList');
  const rows = rowsOf(page);
  await expect(rows).toHaveCount(10);
  // The send status, then where the quote stands.
  await expect(rows.first().locator('.ant-tag')).toHaveText([/已计算|已委托/, /待报价|已报价|已接受|已拒绝|已过期|已撤回/]);
  await expect(page.locator('.ant-table-tbody')).not.toContainText('demo2');

  // The departure station of the first row, by its code (the cell's title), after the expand button and the date.
  const station = await rows.first().locator('td:nth-child(3) span[title]').getAttribute('title');
  const box = page.getByLabel('发站', { exact: true });
  await box.click();
  await box.fill(station!);
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').filter({ hasText: station! }).first().click();
  await page.getByRole('button', { name: /查\s*询/ }).click();
  await idle(page);
  await expect.poll(async () => {
    const codes = await rows.locator('td:nth-child(3) span[title]').evaluateAll((spans) => spans.map((s) => s.getAttribute('title')));
    return codes.length > 0 && codes.every((code) => code === station);
  }).toBe(true);
  expect(await rows.count()).toBeLessThan(11);

  await page.getByRole('button', { name: /重\s*置/ }).click();
  await expect(rows).toHaveCount(10);
  await page.locator('.ant-pagination-options .ant-select').click();
  await page.getByTitle('20 条/页').click();
  await idle(page);
  await expect.poll(() => rows.count()).toBeGreaterThan(10);
});

test('demo’s full-container inquiries show with their door address; a vessel filter narrows them', async ({ page }) => {
  await signIn(page, 'demo', '/inquiryFclList');
  const rows = rowsOf(page);
  await expect(rows.first()).toBeVisible();
  // The trade term and the door address are in the row's details, whole.
  await rows.first().locator('.ant-table-row-expand-icon').click();
  const details = page.locator('.ant-table-expanded-row').first();
  await expect(details).toContainText(/FOB|EXW|FCA/);
  await expect(details).toContainText('上门地址');
  await page.getByLabel('船名/班列').fill('no such train');
  await page.getByLabel('船名/班列').press('Enter');
  await expect(page.getByText('暂无询价记录')).toBeVisible();
});

test('demo’s sea history: a quoted inquiry links to its quote, an unquoted one says so in red', async ({ page }) => {
  await signIn(page, 'demo', '/xjlb');
  const rows = rowsOf(page);
  await expect(rows.first()).toBeVisible();
  const view = page.locator('.ant-table-tbody').getByRole('link', { name: '查看' }).first();
  await expect(view).toHaveAttribute('href', /#\/quote\/\d+$/);
  await expect(page.locator('.ant-table-tbody .ant-typography-danger').filter({ hasText: '暂无报价' }).first()).toBeVisible();
});

test('an anonymous visitor on /inquiryList gets no list and cannot search', async ({ page }) => {
  const listCalls: string[] = [];
  page.on('request', (request) => {
    if (/\/yhApi\/inquiry(Fcl)?List$/.test(request.url())) listCalls.push(request.url());
  });
  await page.clock.install();
  await page.goto('/#/inquiryList');
  await expect(page.getByText('登录后可查看您的询价记录。').first()).toBeVisible();
  await expect(page.getByRole('button', { name: /查\s*询/ })).toBeDisabled();
  // Well past the moment a customer's list is asked for (500 ms after opening), on the page's own clock.
  await page.clock.runFor(2000);
  await expect(rowsOf(page)).toHaveCount(0);
  expect(listCalls).toEqual([]);
});

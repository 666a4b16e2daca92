import { expect, test, type Page } from '@playwright/test';
import { choosePort, signIn as portalSignIn } from '../portal/customer';
import { openMenu, signIn } from './staff';
import { expectToast } from '../toasts';

const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
/** As the portal writes an amount. */
const shown = (amount: number) => new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }).format(amount);
const amountIn = (text: string) => Number(/[\d.]+/.exec(text.replace(/,/g, ''))![0]);

/** Picks an option of an antd select by what is typed into it. */
async function pick(page: Page, select: ReturnType<Page['locator']>, typed: string, option: RegExp) {
  await select.click();
  await select.fill(typed);
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').filter({ hasText: option }).first().click();
}

/** Deletes the test rule through the back office's own calls, so the demo customer's prices are as seeded again. */
async function removeRule(page: Page, markupId: number) {
  const token = (await page.context().cookies()).find((c) => c.name === 'Admin-Token')?.value;
  expect((await (await page.request.delete(`/api/freight/markup/${markupId}`, { headers: { Authorization: `Bearer ${token}` } })).json()).code).toBe(200);
}

test('staff add a markup rule for a customer’s lane, preview it, and the customer sees the new sell price in the portal', async ({ page, browser }) => {
  await signIn(page);
  await openMenu(page, '运价管理', '加价规则');
  await expect(page).toHaveURL(/#\/freight\/markup$/);
  await expect(page.getByText(/最具体的规则胜出/)).toBeVisible();

  // Demo Trading pays 20 % over buy from Qingdao to Los Angeles (its own +8 % on every sea lane is less specific).
  await page.locator('.list-toolbar').getByRole('button', { name: /新\s*增/ }).click();
  const dialog = page.getByRole('dialog');
  await pick(page, dialog.locator('#edit_customerId'), 'DEMO01', /DEMO01/);
  for (const [field, value] of Object.entries({ portofloadingcode: 'CNTAO', destinationcode: 'USLAX', validfrom: day(-1), validto: day(30), value: '20' })) {
    await dialog.locator(`#edit_${field}`).fill(value);
  }
  const added = page.waitForResponse((response) => response.url().endsWith('/api/freight/markup') && response.request().method() === 'POST');
  await expectToast(page, '新增成功', () => dialog.getByRole('button', { name: /确\s*定/ }).click());
  const { data } = (await (await added).json()) as { data: { markupId: number } };

  try {
    const preview = page.getByTestId('markup-preview');
    await pick(page, preview.locator('#customerId'), 'DEMO01', /DEMO01/);
    await preview.locator('#portofloadingcode').fill('CNTAO');
    await preview.locator('#destinationcode').fill('USLAX');
    await preview.getByRole('button', { name: /计\s*算/ }).click();
    const [rules, lines] = [preview.locator('.ant-table').nth(0), preview.locator('.ant-table').nth(1)];
    await expect(rules.locator('tbody tr.ant-table-row').first()).toContainText(String(data.markupId));
    await expect(rules.locator('tbody tr.ant-table-row').first()).toContainText('客户 · 2 项条件');
    const lines40 = lines.locator('tbody tr.ant-table-row').filter({ hasText: '40HC' });
    await expect(lines40.first()).toContainText(`#${data.markupId}`);
    // The preview prices every rate in force, sailings of the last days too; the portal lists those from today on.
    const departures = await lines40.locator('td:nth-child(2)').allInnerTexts();
    const upcoming = departures.findIndex((departure) => departure.trim() >= day(0));
    expect(upcoming).toBeGreaterThanOrEqual(0);
    const line = lines40.nth(upcoming);
    await expect(line).toContainText(`#${data.markupId}`);
    const cells = line.locator('td');
    const buy = amountIn(await cells.nth(4).innerText());
    const sell = amountIn(await cells.nth(6).innerText());
    expect(sell).toBe(Math.round(buy * 120) / 100);

    const customer = await browser.newContext();
    try {
      const portal = await customer.newPage();
      await portalSignIn(portal, 'demo', '/hyzxyj');
      await choosePort(portal, '起运港', 'Qingdao', /CNTAO/);
      await choosePort(portal, '目的港', 'Los Angeles', /USLAX/);
      await portal.getByLabel('目的港', { exact: true }).press('Enter');
      const rows = portal.locator('.ant-table-tbody tr.ant-table-row');
      await expect(rows.first()).toBeVisible();
      // The previewed sailing is the lane's earliest from today: by earliest departure it is on the first page, whichever
      // carrier sails it (by carrier, the default order, it is on a later page on the days another carrier sails ten times first).
      await portal.getByRole('checkbox', { name: '最早开船' }).check();
      await expect(rows.filter({ hasText: shown(sell) }).first()).toBeVisible();
    } finally {
      await customer.close();
    }
  } finally {
    await removeRule(page, data.markupId);
  }
});

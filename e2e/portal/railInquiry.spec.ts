import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn } from './customer';
import { referencePrice } from '@freight/domain/portal/referencePrice';
import { holidaySeeds } from '../../apps/server/src/db/seed/freight/truckRates';
import { expectToast } from '../toasts';

// Writes demo's own new inquiries only (the newest of each list); the seeded ones other specs read stay as they are.

const route = (page: string, pol: string, polLabel: string, pod: string, podLabel: string) =>
  `/#/${page}?pol=${pol}&polLabel=${encodeURIComponent(polLabel)}&pod=${pod}&podLabel=${encodeURIComponent(podLabel)}&isAnonymous=false`;

/** The value cell next to a label of the dialog's rate panel. */
const fact = (dialog: Locator, label: string) => dialog.locator('.ant-descriptions-item-label', { hasText: label }).first().locator('xpath=following-sibling::td[1]');
const amountIn = (text: string) => Number(/(\d+(?:\.\d+)?)/.exec(text.replace(/,/g, ''))![1]);
const rowsOf = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');

/** A Wednesday at least a week ahead that is not a demo holiday: the pickup is priced by the truck rate. */
const workingDay = (() => {
  const holidays = new Set(holidaySeeds().map((h) => h.day));
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + 7 + ((3 - day.getUTCDay() + 7) % 7));
  while (holidays.has(day.toISOString().slice(0, 10))) day.setUTCDate(day.getUTCDate() + 7);
  return day.toISOString().slice(0, 10);
})();

test('demo prices two cargo rows from Shanghai by rail LCL in the sales price’s currency, authorizes, and finds it authorized in the rail inquiry list', async ({ page }) => {
  await signIn(page, 'demo', '/hyzxyj');
  await page.goto(route('railway', 'CNCKG', '重庆', 'RUMOW', '莫斯科'));
  // Today's CNY → USD rate, as the header shows it.
  const usdRate = Number(/= (\d+\.\d+) USD/.exec(await page.getByText(/= \d+\.\d{4} USD · /).innerText())![1]);
  await rowsOf(page).first().getByRole('button', { name: '智能询价' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('铁路拼箱智能询价')).toBeVisible();
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflowY)).toBe('hidden');

  const salesText = await fact(dialog, '运费').innerText();
  const salesPrice = amountIn(salesText);
  const salesCurrency = /[A-Z]{3}/.exec(salesText)![0];
  expect(salesCurrency).toBe('USD');
  const dischargePort = (await fact(dialog, '出境口岸').locator('span[title]').first().getAttribute('title'))!;

  await dialog.getByLabel('品名 1').fill('Toys');
  await dialog.getByLabel('重量(KG) 1').fill('1200');
  await dialog.getByLabel('体积(CBM) 1').fill('3.5');
  await dialog.getByLabel('提货日期 1').fill(workingDay);
  await dialog.getByRole('button', { name: '添加货物' }).click();
  await dialog.getByLabel('品名 2').fill('Lamps');
  await dialog.getByLabel('重量(KG) 2').fill('2600');
  await dialog.getByLabel('体积(CBM) 2').fill('2');

  await dialog.getByRole('combobox', { name: '提货地区' }).click();
  await page.locator('.ant-cascader-menu-item', { hasText: '上海市' }).first().click();
  await expect(dialog.getByTestId('pickup-per-cbm')).toHaveText(/^CNY \d+\.\d\d$/);
  const pickupPricePerCbm = amountIn(await dialog.getByTestId('pickup-per-cbm').innerText());

  const cnyUsd = { srccurrency: 'CNY', destcurrency: 'USD', exchangerate: usdRate, fromdate: new Date().toISOString().slice(0, 10) };
  const expected = referencePrice({
    cargo: [{ weight: 1200, volume: 3.5 }, { weight: 2600, volume: 2 }], salesPrice, salesCurrency, dischargePort,
    pickupPricePerCbm, pickupCurrency: 'CNY', holiday: false, exchangeRates: [cnyUsd],
  }).referencePrice.toFixed(2);
  await expectToast(page, '计算成功', () => dialog.getByRole('button', { name: /计\s*算/ }).click());
  // The USD freight plus the CNY pickup and fees converted into USD, never "CNY" on a sum that holds USD.
  await expect(dialog.getByTestId('reference-price')).toHaveText(`USD ${expected}`);
  const convertedAt = `按 1 CNY = ${usdRate} USD 折算`;
  await expect(dialog.getByText(convertedAt)).toBeVisible();

  await expectToast(page, '委托成功', () => dialog.getByRole('button', { name: /委\s*托/ }).click());

  await page.goto('/#/inquiryList');
  const first = rowsOf(page).first();
  await expect(first).toContainText(`USD ${expected}`);
  await expect(first).toContainText(convertedAt);
  await expect(first.locator('.ant-tag')).toHaveText(['已委托', '待报价']);
});

test('demo quotes 2 COC boxes Chengdu to Moscow by rail FCL, station to station without trucking, and finds the quote in the full-container list', async ({ page }) => {
  await signIn(page, 'demo', '/hyzxyj');
  await page.goto(route('tlzxyj', 'CNCTU', '成都', 'RUMOW', '莫斯科'));
  await rowsOf(page).first().getByRole('button', { name: '智能询价' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('铁路整箱询价')).toBeVisible();
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).overflowY)).toBe('hidden');

  const cocText = await fact(dialog, '40HQ COC 运价').innerText();
  const currency = /[A-Z]{3}/.exec(cocText)![0];
  const coc = dialog.getByRole('spinbutton', { name: 'COC 箱量(40HQ)' });
  await coc.fill('0');
  await coc.blur();
  await expect(dialog.getByText('请至少输入一个箱量进行询价！').first()).toBeVisible();
  await coc.fill('2');
  const freightOnly = `${currency} ${(2 * amountIn(cocText)).toFixed(2)}`;
  await expect(dialog.getByTestId('fcl-total')).toHaveText(freightOnly);

  // Chengdu has a truck rate: collected at the door, the boxes get a trucking line; brought to the station, none.
  await dialog.getByRole('combobox', { name: '提货地区' }).click();
  await page.locator('.ant-cascader-menu-item', { hasText: '四川省' }).first().click();
  await page.locator('.ant-cascader-menu-item', { hasText: '成都市' }).first().click();
  const mode = dialog.getByRole('combobox', { name: '运输方式' });
  const trucking = dialog.getByRole('cell', { name: '拖车费' });
  await mode.click();
  await page.locator('.ant-select-item-option', { hasText: '门到站（上门提箱）' }).click();
  await expect(trucking).toBeVisible();
  await expect(dialog.getByTestId('fcl-total')).not.toHaveText(freightOnly);
  await mode.click();
  await page.locator('.ant-select-item-option', { hasText: '站到站（自送到站）' }).click();
  await expect(trucking).toHaveCount(0);
  await expect(dialog.getByTestId('fcl-total')).toHaveText(freightOnly);

  await expectToast(page, '询价成功', () => dialog.getByRole('button', { name: /委\s*托/ }).click());

  await page.goto('/#/inquiryFclList');
  const first = rowsOf(page).first();
  await expect(first).toContainText('成都');
  await first.locator('.ant-table-row-expand-icon').click();
  await expect(page.locator('.ant-table-expanded-row').first()).toContainText('FOB');
  // The two COC boxes asked for (40HQ COC is quoted as the 20GP price field, portal.md §3).
  const headers = await page.locator('.ant-table-thead th').allInnerTexts();
  await expect(first.locator('td').nth(headers.findIndex((h) => h.trim() === '20GP 箱量'))).toHaveText('2');
});

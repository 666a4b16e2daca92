import { expect, test, type Page } from '@playwright/test';
import { signIn, choosePort } from './customer';

const openOptions = (page: Page) => page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item');
/** The port picker labelled `label`, to read the port it shows. */
const picker = (page: Page, label: string) => page.locator('.ant-select').filter({ has: page.getByLabel(label, { exact: true }) });

test('an anonymous visitor picks Chongqing among the hot stations, searches it to Moscow by rail LCL and sees masked prices', async ({ page }) => {
  await page.goto('/#/home');
  // Opened fresh, the loading picker offers the hot stations of loading of the lanes, not "no matching station".
  await page.getByLabel('发站', { exact: true }).click();
  await expect(openOptions(page).filter({ hasText: '热门车站' })).toBeVisible();
  await expect(page.getByText('没有匹配的车站')).toHaveCount(0);
  await openOptions(page).filter({ hasText: '重庆 (CNCKG)' }).click();
  await choosePort(page, '到站', 'Moscow', /RUMOW/);
  await page.getByRole('button', { name: /查\s*询/ }).click();

  await expect(page).toHaveURL(/#\/railway\?.*pol=CNCKG.*pod=RUMOW/);
  const table = page.locator('.ant-table-tbody');
  await expect(table.getByText('***').first()).toBeVisible();
  await expect(table.getByText(/莫斯科/).first()).toBeVisible();
  await expect(table).not.toContainText(/(USD|CNY)\s*\d/);
});

test('a signed-in customer searches Shanghai to Rotterdam by sea, filters, sorts and opens surcharges', async ({ page }) => {
  await signIn(page, 'demo', '/hyzxyj');
  await choosePort(page, '起运港', 'Shanghai', /CNSHA/);
  await choosePort(page, '目的港', 'Rotterdam', /NLRTM/);
  await page.getByLabel('目的港', { exact: true }).press('Enter');
  const rows = page.locator('.ant-table-tbody tr.ant-table-row');
  await expect(rows.first()).toBeVisible();
  const all = await rows.count();

  // The carrier is read from the direct-only list, so wait for that list rather than the one before it.
  const directReply = page.waitForResponse((reply) => reply.url().includes('/yhApi/fclRate') && (reply.request().postData() ?? '').length > 0);
  await page.getByRole('checkbox', { name: '只看直达' }).check();
  await directReply;
  await expect(page.locator('.ant-table .ant-spin-spinning')).toHaveCount(0);
  await expect(rows.first()).toBeVisible();
  const direct = await rows.count();
  const carrier = (await rows.first().locator('td').first().innerText()).trim();
  // Opened from the keyboard with the pointer parked below the header: a pointer crossing the header's navigation
  // opens its hover menu over the filter bar.
  await page.mouse.move(10, 700);
  await expect(page.locator('.portal-nav-popup')).toHaveCount(0);
  await page.getByLabel('船公司').focus();
  await page.keyboard.press('ArrowDown');
  await page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden) .ant-select-item-option').filter({ hasText: carrier }).first().click();
  await page.keyboard.press('Escape');
  await expect.poll(async () => {
    const texts = await rows.allInnerTexts();
    return texts.length > 0 && texts.every((text) => text.includes(carrier));
  }).toBe(true);
  expect(direct).toBeLessThanOrEqual(all);

  await page.getByRole('checkbox', { name: '航程最短' }).check();
  await expect(page.getByRole('checkbox', { name: '航程最短' })).toBeChecked();
  await expect(page.locator('.ant-table .ant-spin-spinning')).toHaveCount(0);
  const headers = await page.locator('.ant-table-thead th').allInnerTexts();
  const transitColumn = headers.findIndex((h) => h.includes('航程（天）'));
  expect(transitColumn).toBeGreaterThanOrEqual(0);
  const transitDays = async () => (await rows.locator(`td:nth-child(${transitColumn + 1})`).allInnerTexts()).map((text) => Number.parseInt(text, 10));
  await expect.poll(async () => {
    const days = await transitDays();
    return days.length > 0 && days.every((d, i) => Number.isFinite(d) && (i === 0 || d >= days[i - 1]!));
  }, { timeout: 20_000 }).toBe(true);

  await page.getByRole('button', { name: '附加费' }).first().click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('附加费明细')).toBeVisible();
  await expect(dialog).not.toContainText('海运费');
  await expect(dialog.getByText(/目的港费用|起运港费用/).first()).toBeVisible();
});

test('a shared link carrying only the codes names its stations in the visitor’s language', async ({ page }) => {
  await page.goto('/#/railway?pol=CNYIW&pod=KZALA');
  await expect(picker(page, '发站')).toContainText('义乌 (CNYIW)');
  await expect(picker(page, '到站')).toContainText('阿拉木图 (KZALA)');

  await page.getByRole('button', { name: '切换语言' }).click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await expect(picker(page, 'Departure station')).toContainText('Yiwu (CNYIW)');
  await expect(picker(page, 'Destination station')).toContainText('Almaty (KZALA)');
});

test('sea rows: a mobile contact opens a chat, a landline is plain text; the details list other charges without the ocean freight', async ({ page }) => {
  await signIn(page, 'demo', '/hyzxyj?pol=CNSHA&pod=NLRTM');
  const rows = page.locator('.ant-table-tbody tr.ant-table-row');
  await expect(rows.first()).toBeVisible();
  await expect(rows.first().getByRole('link', { name: /在线沟通/ })).toHaveAttribute('href', 'https://wa.me/8613816882301');

  await rows.first().getByRole('button', { name: '详情' }).click();
  const dialog = page.getByRole('dialog');
  const others = dialog.locator('.ant-descriptions-item-content').filter({ hasText: '码头操作费' });
  await expect(others).toContainText('文件费');
  await expect(dialog).not.toContainText('海运费');
  await dialog.getByRole('button', { name: /close|关闭/i }).click();
  await expect(dialog).toBeHidden();

  // Ningbo's desk has a landline (it used to get a chat link to wa.me/057487652302).
  await choosePort(page, '起运港', 'Ningbo', /CNNGB/);
  await page.getByLabel('目的港', { exact: true }).press('Enter');
  await expect(page).toHaveURL(/pol=CNNGB/);
  await expect(rows.first()).toContainText('+8657487652302');
  await expect(rows.first()).toContainText('宁波');
  await expect(page.locator('.ant-table-tbody').getByRole('link', { name: /在线沟通/ })).toHaveCount(0);
  await expect(page.locator('.ant-table-tbody a[href*="wa.me"]')).toHaveCount(0);
});

// demo3's customer works in English; the test leaves the account in English again, so it stays repeatable.
test('the rail FCL list for Chengdu to Moscow, in Russian and English @language-switch', async ({ page }) => {
  await signIn(page, 'demo3', '/tlzxyj?pol=CNCTU&pod=RUMOW');
  const table = page.locator('.ant-table-tbody');
  await expect(table.getByText(/Chengdu/).first()).toBeVisible();
  await expect(table.getByText(/\d{1,2},?\d{3}(\.\d{2})?/).first()).toBeVisible();

  await page.getByRole('button', { name: 'Change language' }).click();
  await page.getByRole('menuitemradio', { name: 'Русский' }).click();
  await expect(page).toHaveURL(/#\/tlzxyj/);
  await expect(page.locator('.ant-table-tbody').getByText(/Чэнду/).first()).toBeVisible();
  await expect(page.locator('.ant-table-tbody').getByText(/Москва/).first()).toBeVisible();

  await page.getByRole('button', { name: 'Сменить язык' }).click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await expect(page).toHaveURL(/#\/tlzxyj/);
  await expect(page.locator('.ant-table-tbody').getByText(/Chengdu/).first()).toBeVisible();
});

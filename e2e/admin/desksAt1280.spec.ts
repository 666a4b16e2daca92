import { expect, test, type Page } from '@playwright/test';
import { languages, type Language } from '@freight/domain';
import { adminCatalogue } from '@freight/domain/i18n/admin';

// Issue 40: a desk at 1280 px shows what staff came for (prices, the quote, its progress and the row's actions) in
// every language, without scrolling sideways; the search form hides when asked; a chosen column stays chosen.

test.use({ viewport: { width: 1280, height: 800 } });

type TextKey = keyof typeof adminCatalogue;
const text = (key: TextKey, language: Language) => adminCatalogue[key][language];

const railKeys: TextKey[] = [
  'inquiryDesk.inquiryno', 'inquiryDesk.customer', 'markup.buy', 'markup.sell', 'markup.margin', 'inquiryDesk.quotestatus',
  'inquiryDesk.validUntil', 'inquiryDesk.quotedprice', 'inquiryDesk.handled', 'common.actions',
];
const desks: { path: string; keys: TextKey[] }[] = [
  { path: '/inquiry/rail', keys: railKeys },
  { path: '/inquiry/fcl', keys: railKeys },
  {
    path: '/inquiry/sea',
    keys: [
      'inquiryDesk.inquiryno', 'inquiryDesk.customer', 'inquiryDesk.quotationdate', 'markup.buy', 'markup.sell', 'markup.margin',
      'inquiryDesk.quotestatus', 'inquiryDesk.validUntil', 'common.actions',
    ],
  },
];

/** Signs in to the back office in `language` (the sign-in page and the screens after it read the language cookie). */
async function signInIn(page: Page, language: Language) {
  await page.context().addCookies([{ name: 'language', value: language, url: test.info().project.use.baseURL! }]);
  await page.goto('/admin/');
  await page.getByPlaceholder(text('login.username', language)).fill('admin');
  await page.getByPlaceholder(text('login.password', language)).fill('admin123');
  await page.getByPlaceholder(text('login.password', language)).press('Enter');
  await expect(page.locator('.sidebar-container')).toBeVisible();
}

async function openList(page: Page, path: string) {
  await page.goto(`/admin/#${path}`);
  await expect(page.locator('.list-table tbody tr.ant-table-row').first()).toBeVisible();
  await expect(page.locator('.list-table .ant-spin-spinning')).toHaveCount(0);
}

/**
 * The headings among `titles` whose column the table does not show whole: outside its scrolling box, or under the
 * actions column fixed at its right edge (or missing).
 */
function columnsOutOfView(page: Page, titles: string[]): Promise<string[]> {
  return page.locator('.list-table').evaluate((table, wanted) => {
    const box = table.querySelector('.ant-table-content, .ant-table-body')!.getBoundingClientRect();
    const headings = Array.from(table.querySelectorAll<HTMLElement>('thead th'));
    const fixed = headings.find((th) => th.className.includes('ant-table-cell-fix-end'));
    const fixedLeft = fixed?.getBoundingClientRect().left ?? box.right;
    return wanted.filter((title) => {
      const heading = headings.find((th) => th.textContent?.trim() === title);
      if (!heading) return true;
      const { left, right } = heading.getBoundingClientRect();
      const visibleRight = heading === fixed ? box.right : fixedLeft;
      return left < box.left - 0.5 || right > visibleRight + 0.5;
    });
  }, titles);
}

for (const language of languages) {
  test(`the inquiry desks show their key columns at 1280 px in ${language}`, async ({ page }) => {
    await signInIn(page, language);
    for (const desk of desks) {
      await openList(page, desk.path);
      expect(await columnsOutOfView(page, desk.keys.map((key) => text(key, language))), desk.path).toEqual([]);
    }
  });

  test(`the search toggle hides and shows the search form in ${language}`, async ({ page }) => {
    await signInIn(page, language);
    for (const path of ['/inquiry/sea', '/freight/sea-rate', '/system/post']) {
      await openList(page, path);
      const form = page.locator('.list-search');
      await expect(form).toBeVisible();
      await page.getByRole('button', { name: text('toolbar.hideSearch', language) }).click();
      await expect(form, path).toBeHidden();
      await page.getByRole('button', { name: text('toolbar.showSearch', language) }).click();
      await expect(form, path).toBeVisible();
    }
  });
}

test('a desk remembers the columns a person chose, after a reload too', async ({ page }) => {
  await signInIn(page, 'zh_CN');
  await openList(page, '/inquiry/rail');
  const headings = page.locator('.list-table thead th');
  const crossing = text('inquiryDesk.portofdischargecode', 'zh_CN');
  const status = text('inquiryDesk.quotestatus', 'zh_CN');
  await expect(headings.filter({ hasText: crossing })).toHaveCount(0);

  await page.getByRole('button', { name: text('toolbar.columns', 'zh_CN') }).click();
  await page.getByRole('menu').getByRole('checkbox', { name: crossing }).check();
  await page.getByRole('menu').getByRole('checkbox', { name: status }).uncheck();
  await expect(headings.filter({ hasText: crossing })).toHaveCount(1);
  await expect(headings.filter({ hasText: status })).toHaveCount(0);

  await page.reload();
  await expect(page.locator('.list-table tbody tr.ant-table-row').first()).toBeVisible();
  await expect(headings.filter({ hasText: crossing })).toHaveCount(1);
  await expect(headings.filter({ hasText: status })).toHaveCount(0);
});

import { expect, test, type Page } from '@playwright/test';
import { portalCatalogue, type Language } from '@freight/domain';
import { signIn } from './customer';

// Issue 40: at 1280 px the header keeps its dropdowns and each inquiry list shows the columns a customer checks
// (the dates, the boxes or the price, where the inquiry and its quote stand, the quote's link) without scrolling
// sideways, in every language. Reads the seeded inquiries of demo (Chinese) and demo2 (Russian); the English run
// switches demo to English and back, so it runs with the other language switches.

test.use({ viewport: { width: 1280, height: 800 } });

type TextKey = keyof typeof portalCatalogue;
const text = (key: TextKey, language: Language) => portalCatalogue[key][language];

const lists: { path: string; columns: TextKey[] }[] = [
  { path: '/inquiryList', columns: ['column.inquiryDate', 'column.etd', 'column.referenceRate', 'column.status', 'column.quoteStatus', 'column.quotation'] },
  { path: '/inquiryFclList', columns: ['column.inquiryDate', 'column.etd', 'column.quantity20gp', 'column.quantity40hq', 'column.quoteStatus', 'column.quotation'] },
  { path: '/xjlb', columns: ['column.inquiryDate', 'column.carrier', 'column.quantities', 'column.quoteStatus', 'column.quotation'] },
];

/** The headings among `titles` whose column lies outside the table's visible box, or that the table lacks. */
function columnsOutOfView(page: Page, titles: string[]): Promise<string[]> {
  return page.locator('.ant-table').evaluate((table, wanted) => {
    const box = table.querySelector('.ant-table-content')!.getBoundingClientRect();
    const headings = Array.from(table.querySelectorAll('thead th'));
    return wanted.filter((title) => {
      const heading = headings.find((th) => th.textContent?.trim() === title);
      if (!heading) return true;
      const { left, right } = heading.getBoundingClientRect();
      return left < box.left - 0.5 || right > box.right + 0.5;
    });
  }, titles);
}

async function expectFittingScreens(page: Page, language: Language) {
  for (const group of ['nav.rail', 'nav.inquiries'] as const) {
    await expect(page.getByRole('navigation', { name: text('nav.label', language) }).getByRole('button', { name: text(group, language), exact: true })).toBeVisible();
  }
  for (const { path, columns } of lists) {
    await page.goto(`/#${path}`);
    await expect(page.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible();
    expect(await columnsOutOfView(page, columns.map((key) => text(key, language))), path).toEqual([]);
    const content = page.locator('.ant-table-content');
    expect(await content.evaluate((node) => node.scrollWidth - node.clientWidth), path).toBeLessThanOrEqual(0);
    await page.screenshot({ path: test.info().outputPath(`${language}${path.replace('/', '-')}.png`) });
  }
}

async function switchTo(page: Page, from: Language, menu: string, tag: string) {
  await page.getByRole('button', { name: text('header.language', from) }).click();
  await page.getByRole('menuitemradio', { name: menu }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', tag);
}

for (const [user, language, tag] of [['demo', 'zh_CN', 'zh-CN'], ['demo2', 'ru_Ru', 'ru-RU']] as const) {
  test(`at 1280 px in ${tag} the header keeps its dropdowns and the inquiry lists show their key columns without a sideways scroll`, async ({ page }) => {
    await signIn(page, user, '/inquiryList');
    await expect(page.locator('html')).toHaveAttribute('lang', tag);
    await expectFittingScreens(page, language);
  });
}

test('at 1280 px in English the header keeps its dropdowns and the inquiry lists show their key columns without a sideways scroll @language-switch', async ({ page }) => {
  await signIn(page, 'demo', '/inquiryList');
  await switchTo(page, 'zh_CN', 'English', 'en-US');
  try {
    await expectFittingScreens(page, 'en_US');
  } finally {
    await switchTo(page, 'en_US', '简体中文', 'zh-CN');
  }
});

test('a row of the rail list unfolds to the columns left out: who asked, the cut-offs and the cargo', async ({ page }) => {
  await signIn(page, 'demo', '/inquiryList');
  const row = page.locator('.ant-table-tbody tr.ant-table-row').first();
  await row.getByRole('button', { name: /展开行|Expand row/ }).click();
  const details = page.locator('.ant-table-expanded-row').first();
  for (const key of ['column.inquirer', 'column.collectionPlace', 'column.docCutoff', 'column.commodity', 'column.weight', 'column.volume'] as const) {
    await expect(details.getByText(text(key, 'zh_CN'), { exact: true })).toBeVisible();
  }
});

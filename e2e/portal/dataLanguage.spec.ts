import { expect, test, type Page } from '@playwright/test';
import { signIn } from './customer';

// Reads demo2's seeded inquiries and the rates. The sign-on service remembers a signed-in user's language, so
// each test gives demo2 its own language (Russian, as seeded; signOn.spec expects it) back at the end.

const chinese = /[\u4e00-\u9fff]/;

/** The seeded pickup regions (apps/server/src/db/seed/freight/inquiries.ts) as each language names them. */
const pickupRegions = {
  en_US: /Shanghai-Shanghai|Zhejiang-Hangzhou|Guangdong-Shenzhen|Jiangsu-Suzhou|Shaanxi-Xi'an|Sichuan-Chengdu|Chongqing-Chongqing|Henan-Zhengzhou/,
  ru_Ru: /Шанхай-Шанхай|Чжэцзян-Ханчжоу|Гуандун-Шэньчжэнь|Цзянсу-Сучжоу|Шэньси-Сиань|Сычуань-Чэнду|Чунцин-Чунцин|Хэнань-Чжэнчжоу/,
};

const languages = [
  { language: 'en_US', menu: 'English', tag: 'en-US', details: 'Details', inquiry: 'Smart quote', region: 'Pickup region', jiangsu: 'Jiangsu',
    depot: 'Chongqing Tuanjiecun Station CY' },
  { language: 'ru_Ru', menu: 'Русский', tag: 'ru-RU', details: 'Подробнее', inquiry: 'Запрос ставки', region: 'Регион забора', jiangsu: 'Цзянсу',
    depot: 'Контейнерный терминал станции Чунцин Туаньцзецунь' },
] as const;

/** Switches through the header, whatever the language on view. */
async function switchTo(page: Page, menu: string, tag: string) {
  await page.getByRole('button', { name: /切换语言|Change language|Сменить язык/ }).click();
  await page.getByRole('menuitemradio', { name: menu }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', tag);
}

/** The remark of the first rate of the list that has one, read in its detail dialog. */
async function firstRemark(page: Page, details: string): Promise<string> {
  const buttons = page.getByRole('button', { name: details });
  await expect(buttons.first()).toBeVisible();
  const count = Math.min(await buttons.count(), 10);
  for (let index = 0; index < count; index++) {
    await buttons.nth(index).click();
    const dialog = page.getByRole('dialog');
    // The remark's box is drawn with the details, so once they show, a rate without a remark has none.
    await expect(dialog.locator('.ant-descriptions')).toBeVisible();
    const remark = dialog.locator('.rate-remark');
    if ((await remark.count()) === 1) {
      await expect(remark).not.toHaveAttribute('aria-busy');
      return (await remark.innerText()).trim();
    }
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
  throw new Error('no rate on the list has a remark');
}

test.afterEach(async ({ page }) => {
  await page.goto('/#/home');
  await switchTo(page, 'Русский', 'ru-RU');
});

for (const { language, menu, tag, details, inquiry, region, jiangsu, depot } of languages) {
  test(`a ${menu} customer reads pickup regions and rate remarks in ${menu}, not in Chinese @language-switch`, async ({ page }) => {
    await signIn(page, 'demo2', '/inquiryList');
    await switchTo(page, menu, tag);
    // The collection place is in the row's details.
    await page.locator('.ant-table-tbody tr.ant-table-row').first().locator('.ant-table-row-expand-icon').click();
    await expect(page.locator('.ant-table-expanded-row').first()).toContainText(pickupRegions[language]);
    // No Chinese province or city in the collection places ("江苏省-苏州市").
    await expect(page.locator('body')).not.toContainText(/[\u4e00-\u9fff]+[省市区]-[\u4e00-\u9fff]/);

    await page.goto('/#/railway?pol=CNCKG&pod=RUMOW');
    const remark = await firstRemark(page, details);
    expect(remark).not.toMatch(chinese);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // The pickup-region picker of the inquiry dialog names provinces in the same language.
    await page.getByRole('button', { name: inquiry }).first().click();
    await page.getByRole('dialog').getByLabel(region).click();
    const provinces = page.locator('.ant-cascader-dropdown:not(.ant-select-dropdown-hidden) .ant-cascader-menu').first();
    await expect(provinces).toContainText(jiangsu);
    await expect(provinces).not.toContainText(chinese);
    await page.keyboard.press('Escape');

    // The rail FCL rates name the container pickup depot in the same language.
    await page.goto('/#/tlzxyj?pol=CNCKG&pod=DEDUI');
    await expect(page.locator('.ant-table-tbody tr.ant-table-row').first()).toContainText(depot);
    await expect(page.locator('.ant-table-tbody')).not.toContainText('重庆团结村');
  });
}

import { expect, test, type Page } from '@playwright/test';
import { languages, portalCatalogue, translate, type Language } from '@freight/domain';
import { audit, useLanguage } from './axe';

/** Screens a visitor sees without signing in (rate lists with a route, so that they hold rows). */
const visitorScreens = ['/home', '/railway?pol=CNCKG&pod=RUMOW', '/tlzxyj?pol=CNCTU&pod=RUMOW', '/hyzxyj?pol=CNSHA&pod=NLRTM', '/zxyj', '/fare', '/register', '/401', '/404'];

/** The demo customer who works in each language (signing in applies the customer's remembered language). */
const customers: Record<Language, string> = { zh_CN: 'demo', en_US: 'demo3', ru_Ru: 'demo2' };

/** Rate lists and the buttons on their first row that open a dialog. */
const rateLists: [string, string[]][] = [
  ['/railway?pol=CNCKG&pod=RUMOW', ['column.inquiry', 'rates.details']],
  ['/tlzxyj?pol=CNCTU&pod=RUMOW', ['column.inquiry', 'rates.details']],
  ['/hyzxyj?pol=CNSHA&pod=NLRTM', ['column.inquiry', 'sea.surcharges', 'rates.details']],
];

const dialog = '.ant-modal-root';
const openDialog = (page: Page) => page.locator('.ant-modal-wrap:visible');

/** Waits until a screen has its data: no request in flight, no page or table still loading. */
async function settled(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('.ant-spin-lg:visible, .ant-table-wrapper .ant-spin-spinning:visible')).toHaveCount(0);
}

/** Loads a screen afresh: moving within the app is a React transition that keeps the screen before on view for a while. */
async function show(page: Page, path: string) {
  await page.goto(`/#${path}`);
  await page.reload();
  await settled(page);
}

/** Opens a dialog with `opener`, audits it, and closes it again with Escape. */
async function auditDialog(page: Page, screen: string, opener: () => Promise<void>) {
  await opener();
  await expect(openDialog(page).last()).toBeVisible();
  await settled(page);
  await audit(page, screen, dialog);
  await page.keyboard.press('Escape');
  await expect(openDialog(page)).toHaveCount(0);
}

for (const language of languages) {
  const text = (key: string) => translate(portalCatalogue, language, key);

  test(`portal screens, dialogs and sign-on pages have no serious accessibility violation (${language})`, async ({ page, baseURL }) => {
    test.setTimeout(300_000);
    await useLanguage(page, baseURL, language);
    for (const path of visitorScreens) {
      await show(page, path);
      await audit(page, path);
    }

    await show(page, '/login?redirect=%2Fxjlb');
    await audit(page, 'sign-in');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveCount(1);
    await page.getByRole('button', { name: text('login.signOn') }).click();
    const username = page.locator('input[autocomplete="username"]');
    await expect(username).toBeVisible();
    await settled(page);
    await audit(page, 'sign-on service: sign-in');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('main')).toContainText(text('sso.login.title'));
    await username.fill(customers[language]);
    await page.locator('input[autocomplete="current-password"]').fill('demo123');
    await page.locator('input[autocomplete="current-password"]').press('Enter');
    await expect(page).toHaveURL(/#\/xjlb/);
    // Signed in, not back as a visitor after a failed code exchange (whose notice the failure's page snapshot shows).
    await expect(page.getByRole('banner').locator('a[href*="#/login"]'), 'signed in').toHaveCount(0);
    await expect(page.locator('html')).toHaveAttribute('lang', language.replace('_', '-').replace('Ru', 'RU'));

    for (const path of ['/xjlb', '/inquiryList', '/inquiryFclList']) {
      await show(page, path);
      await audit(page, path);
    }
    for (const [path, buttons] of rateLists) {
      await show(page, path);
      await audit(page, `${path} signed in`);
      const row = page.locator('.ant-table-tbody tr.ant-table-row').first();
      for (const key of buttons) {
        await auditDialog(page, `${path} ${key} dialog`, () => row.getByRole('button', { name: text(key), exact: true }).click());
      }
    }

    // The quote views of a sea and a rail inquiry, with the dialogs of a decision.
    for (const [list, link] of [['/xjlb', 'a[href*="#/quote/"]'], ['/inquiryList', 'a[href*="#/railQuote/"]']] as const) {
      await show(page, list);
      const view = page.locator('.ant-table-tbody').locator(link).first();
      if (!(await view.count())) continue;
      await view.click();
      await settled(page);
      await audit(page, `quote view from ${list}`);
      const decline = page.getByRole('button', { name: text('quote.decline'), exact: true });
      if (await decline.isVisible()) await auditDialog(page, `quote view from ${list}: decline dialog`, () => decline.click());
    }

    await show(page, '/sso/password?return=%2Fhome');
    await audit(page, 'sign-on service: password');
    await show(page, '/home');
    await page.getByRole('banner').locator('button[aria-haspopup="menu"]').last().click();
    await auditDialog(page, 'sign-out confirmation', () => page.getByRole('menuitem', { name: text('header.logout') }).click());

    // Pages the sign-on service renders itself: an error, and the end of a sign-out.
    for (const path of ['/api/sso/auth', '/api/sso/session/end/success']) {
      await page.goto(path);
      await audit(page, path);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveCount(1);
    }
  });
}

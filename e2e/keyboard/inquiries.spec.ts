import { expect, test, type Locator, type Page } from '@playwright/test';
import { portalCatalogue } from '@freight/domain';
import { expectToast } from '../toasts';
import { expectFocusVisible, holdsFocus, pressUntil, tabAndEnter, tabTo, typeOver } from './keys';
import { customerSignIn, staffSignIn } from './signIn';

// Keyboard only: no clicks, no filling of fields. demo3 (its customer works in English) sends one inquiry of each kind,
// staff quote its sea inquiry and demo3 accepts that quote; the other specs read demo's and demo2's inquiries only.

/** The portal's English text of a catalogue key. */
const en = (key: keyof typeof portalCatalogue) => portalCatalogue[key].en_US;

const rowsOf = (page: Page) => page.locator('.ant-table-tbody tr.ant-table-row');

/** On the home page's route search: chooses a mode tab with the arrow keys, types both places and searches. */
async function searchFromHome(page: Page, mode: 'railLcl' | 'railFcl' | 'seaFcl', from: [string, RegExp], to: [string, RegExp]) {
  await page.goto('/#/home');
  await page.reload();
  const tab = page.getByRole('tab', { name: en(`mode.${mode}`) });
  await tabTo(page, page.getByRole('tab', { selected: true }));
  await expectFocusVisible(page);
  await pressUntil(page, 'ArrowRight', () => holdsFocus(tab), String(tab), 3);
  await expect(tab).toHaveAttribute('aria-selected', 'true');
  await choosePlace(page, page.locator(`#${mode}-loading`), ...from);
  await choosePlace(page, page.locator(`#${mode}-destination`), ...to);
  await tabAndEnter(page, page.getByRole('button', { name: en('search.submit') }));
}

/** Tabs to a port or station picker, types, and picks the matching option with the arrow keys and Enter. */
async function choosePlace(page: Page, picker: Locator, typed: string, option: RegExp) {
  await tabTo(page, picker);
  await expectFocusVisible(page);
  await page.keyboard.type(typed);
  const openList = page.locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
  await expect(openList.locator('.ant-select-item-option').filter({ hasText: option }).first()).toBeVisible();
  const highlighted = page.locator('.ant-select-item-option-active').filter({ hasText: option });
  await pressUntil(page, 'ArrowDown', async () => (await highlighted.count()) > 0, String(highlighted), 30);
  await page.keyboard.press('Enter');
  const select = page.locator('.ant-select', { has: picker });
  await expect(select).toContainText(option);
  await expect(openList).toBeHidden();
  // Enter on the filled picker keeps the place: it opens the list again, and Escape closes it.
  await page.keyboard.press('Enter');
  await expect(openList).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(openList).toBeHidden();
  await expect(select).toContainText(option);
  await expect(picker).toBeFocused();
  // The next Tab stop is the picker's clear button, shown while it has focus instead of staying invisible.
  await page.keyboard.press('Tab');
  const clear = select.locator('.ant-select-clear');
  await expect(clear).toBeFocused();
  await expect(clear).toHaveCSS('opacity', '1');
  await expectFocusVisible(page);
}

/** The first row's Smart quote button: focused by Tab and opened with Enter; returns it. */
async function openSmartQuote(page: Page) {
  await expect(rowsOf(page).first()).toBeVisible();
  const opener = rowsOf(page).first().getByRole('button', { name: en('column.inquiry') });
  await tabTo(page, opener, { most: 80 });
  await expectFocusVisible(page);
  await page.keyboard.press('Enter');
  return opener;
}

test.describe.serial('by keyboard alone', () => {
  // A keyboard user's way takes many more steps than a pointer's: Tab by Tab to each control.
  test.describe.configure({ timeout: 120_000 });
  let seaInquiry: { inquiryId: number; inquiryno: string };

  test('demo3 searches rail LCL from the home page, calculates and authorizes an inquiry; closed, the dialog gives focus back', async ({ page }) => {
    await customerSignIn(page, 'demo3', '/home');
    await searchFromHome(page, 'railLcl', ['Chongqing', /CNCKG/], ['Moscow', /RUMOW/]);
    await expect(page).toHaveURL(/#\/railway\?/);
    const opener = await openSmartQuote(page);
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText(en('lclInquiry.title'))).toBeVisible();

    await tabTo(page, dialog.getByLabel(`${en('lclInquiry.name')} 1`));
    await expectFocusVisible(page);
    await page.keyboard.type('Keyboards');
    await tabTo(page, dialog.getByLabel(`${en('lclInquiry.weight')} 1`));
    await typeOver(page, '800');
    await tabTo(page, dialog.getByLabel(`${en('lclInquiry.volume')} 1`));
    await typeOver(page, '2.5');
    await expectToast(page, en('lclInquiry.calculated'), () => tabAndEnter(page, dialog.getByRole('button', { name: en('lclInquiry.calculate') })));
    await expect(dialog.getByTestId('reference-price')).toHaveText(/^[A-Z]{3} \d/);
    await expectToast(page, en('lclInquiry.authorized'), () => tabAndEnter(page, dialog.getByRole('button', { name: en('lclInquiry.authorize') })));

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    await expectFocusVisible(page);
  });

  test('demo3 searches rail FCL from the home page and sends a quote request; the dialog gives focus back', async ({ page }) => {
    await customerSignIn(page, 'demo3', '/home');
    await searchFromHome(page, 'railFcl', ['Chengdu', /CNCTU/], ['Moscow', /RUMOW/]);
    await expect(page).toHaveURL(/#\/tlzxyj\?/);
    const opener = await openSmartQuote(page);
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText(en('fclQuote.title'))).toBeVisible();

    await tabTo(page, dialog.getByRole('spinbutton', { name: en('fclQuote.coc') }));
    await expectFocusVisible(page);
    await typeOver(page, '2');
    await expect(dialog.getByTestId('fcl-total')).toHaveText(/^[A-Z]{3} [1-9]/);
    await expectToast(page, en('fclQuote.success'), () => tabAndEnter(page, dialog.getByRole('button', { name: en('fclQuote.authorize') })));
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    await expectFocusVisible(page);
  });

  test('demo3 searches sea rates from the home page and sends an inquiry; the dialog gives focus back', async ({ page }) => {
    const inquirer = `Keyboard ${Date.now()}`;
    await customerSignIn(page, 'demo3', '/home');
    await searchFromHome(page, 'seaFcl', ['Shanghai', /CNSHA/], ['Rotterdam', /NLRTM/]);
    await expect(page).toHaveURL(/#\/hyzxyj\?/);
    const opener = await openSmartQuote(page);
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText(en('seaInquiry.title'))).toBeVisible();

    // Escape closes it and focus is back on the row's button; Enter opens it again.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog.getByText(en('seaInquiry.title'))).toBeVisible();

    await tabTo(page, dialog.getByLabel('40HC(HQ)', { exact: true }));
    await expectFocusVisible(page);
    await typeOver(page, '1');
    await tabTo(page, dialog.getByLabel(en('column.inquirer')));
    await expectFocusVisible(page);
    await page.keyboard.type(inquirer);
    const created = page.waitForResponse((response) => response.url().endsWith('/yhApi/callYhImport'));
    await expectToast(page, en('seaInquiry.success'), () => tabAndEnter(page, dialog.getByRole('button', { name: en('seaInquiry.submit') })));
    const { content } = (await (await created).json()) as { content: { data: { inquiryId: number; inquiryno: string } } };
    seaInquiry = content.data;
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
    await expectFocusVisible(page);
  });

  test('staff quote that sea inquiry in the desk with the keyboard; the quote dialog gives focus back', async ({ page }) => {
    await staffSignIn(page);
    await page.goto('/admin/#/inquiry/sea');
    const number = page.locator('.list-search').getByLabel('询价编号', { exact: true });
    await tabTo(page, number, { most: 80 });
    await page.keyboard.type(seaInquiry.inquiryno);
    await page.keyboard.press('Enter');
    const rows = page.locator('.list-table .ant-table-tbody tr.ant-table-row');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(seaInquiry.inquiryno);

    const quote = rows.first().getByRole('button', { name: '报价', exact: true });
    await tabTo(page, quote, { most: 80 });
    await expectFocusVisible(page);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText(`海运询价报价 ${seaInquiry.inquiryno}`)).toBeVisible();
    for (const price of await dialog.getByRole('spinbutton').all()) {
      await tabTo(page, price);
      await expectFocusVisible(page);
      await typeOver(page, '1234');
    }
    await tabTo(page, dialog.getByLabel('电话', { exact: true }));
    await typeOver(page, '021-55550000');
    await tabTo(page, dialog.getByLabel('邮箱', { exact: true }));
    await typeOver(page, 'quote@globalfreight.example');
    await expectToast(page, '报价已保存', () => tabAndEnter(page, dialog.getByRole('button', { name: /确\s*定/ })));
    await expect(dialog).toBeHidden();
    await expect(rows.first()).toContainText('已报价');
    // The row's button, now "quote again", has focus back.
    await expect(rows.first().getByRole('button', { name: '重新报价' })).toBeFocused();
    await expectFocusVisible(page);
  });

  test('demo3 accepts the quote with the keyboard; cancelled, the confirmation gives focus back to Accept', async ({ page }) => {
    await customerSignIn(page, 'demo3', `/quote/${seaInquiry.inquiryId}`);
    const decision = page.locator('.quote-decision');
    await expect(decision).toContainText(en('quote.status'));
    const accept = decision.getByRole('button', { name: en('quote.accept') });
    await tabTo(page, accept, { most: 80 });
    await expectFocusVisible(page);

    await page.keyboard.press('Enter');
    const confirm = page.locator('.ant-modal-confirm');
    await expect(confirm).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(confirm).toBeHidden();
    await expect(accept).toBeFocused();

    await page.keyboard.press('Enter');
    await tabTo(page, confirm.getByRole('button', { name: en('quote.accept') }));
    await expectFocusVisible(page);
    await expectToast(page, en('quote.acceptedNotice'), () => page.keyboard.press('Enter'));
    await expect(accept).toHaveCount(0);
    // Accept is gone with the decision: focus goes to the main content, not to the page's start.
    await expect(page.getByRole('main')).toBeFocused();
  });
});

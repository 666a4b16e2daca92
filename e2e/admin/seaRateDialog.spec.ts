import { expect, test } from '@playwright/test';
import { fillDay, openMenu, pickCode, signIn } from './staff';
import { expectToast } from '../toasts';

/** A day counted from today (UTC, as the browser runs), YYYY-MM-DD. */
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

test('staff add a sea rate by picking carrier, ports and lane by typing, with the days on calendars, and see it listed', async ({ page }) => {
  await signIn(page);
  await openMenu(page, '运价管理', '海运整箱运价');
  await page.locator('.list-toolbar').getByRole('button', { name: /新\s*增/ }).click();
  const dialog = page.getByRole('dialog');

  await pickCode(page, dialog, '船公司', '中远', 'COSU – 中远海运');
  await pickCode(page, dialog, '起运港', '厦门', 'CNXMN – 厦门');
  await pickCode(page, dialog, '中转港1', 'singa', 'SGSIN – 新加坡');
  await pickCode(page, dialog, '目的港', 'long beach', 'USLGB – 长滩');
  await pickCode(page, dialog, '航线', 'west coast', 'USWC – 美西线');
  for (const [label, offset] of [['开船日期', 7], ['生效日期', 0], ['失效日期', 30]] as const) await fillDay(dialog, label, day(offset));
  await dialog.getByLabel('航程(天)').fill('16');
  await dialog.getByLabel('20GP').fill('-5');
  await dialog.getByRole('button', { name: /确\s*定/ }).click();
  await expect(dialog.getByText('价格不能为负数')).toBeVisible();
  await dialog.getByLabel('20GP').fill('1575');
  await expectToast(page, '新增成功', () => dialog.getByRole('button', { name: /确\s*定/ }).click());
  await expect(dialog).toBeHidden();

  await page.locator('#search_portofloadingcode').fill('CNXMN');
  await page.locator('.list-screen button[type=submit]').click();
  const row = page.locator('.list-table .ant-table-row');
  await expect(row).toHaveCount(1);
  for (const text of ['COSU', 'CNXMN', 'USLGB', 'USWC', day(7), '1575']) await expect(row.first()).toContainText(text);
});

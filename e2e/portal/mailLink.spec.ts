import { expect, test } from '@playwright/test';

// Reads only: the Russian demo customer's quoted sea inquiry, opened from the link its quote mail carries.

test('the link of a quote mail opens the quote in the customer\'s language, through a sign-in in that language', async ({ page, request }) => {
  const { token } = (await (await request.post('/api/login', { data: { username: 'admin', password: 'admin123' } })).json()) as { token: string };
  const list = await (await request.get(`/api/freight/inquiry/sea/list?customer=${encodeURIComponent('Волга')}&pageSize=100`, { headers: { authorization: `Bearer ${token}` } })).json();
  const quoted = (list.rows as { inquiryId: number; quotestatus: string }[]).find((r) => r.quotestatus === 'quoted' || r.quotestatus === 'expired')!;
  expect(quoted).toBeTruthy();

  await page.goto(`/#/quote/${quoted.inquiryId}?lang=ru_Ru`);
  await expect(page).toHaveURL(new RegExp(`#/login\\?redirect=${encodeURIComponent(`/quote/${quoted.inquiryId}`)}$`));
  await page.getByRole('button', { name: 'Войти через единый вход' }).click();
  await page.getByLabel('Учётная запись').fill('demo2');
  await page.getByLabel('Пароль').fill('demo123');
  await page.getByLabel('Пароль').press('Enter');
  await expect(page).toHaveURL(new RegExp(`#/quote/${quoted.inquiryId}$`));
  await expect(page.getByText('Котировка морской перевозки').first()).toBeVisible();
});

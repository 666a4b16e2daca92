import { expect, test, type APIRequestContext } from '@playwright/test';
import { signIn } from './customer';

// Writes one quote: demo's newest valid quoted sea inquiry is quoted again at a higher price, then accepted by demo.

interface QuoteLine { containertype: string; currencycode: string; price: number; remark?: string }

/** The back office's calls as the administrator (the browser tests run without a captcha). */
async function staffApi(request: APIRequestContext) {
  const { token } = (await (await request.post('/api/login', { data: { username: 'admin', password: 'admin123' } })).json()) as { token: string };
  const headers = { authorization: `Bearer ${token}` };
  return {
    get: async (path: string) => (await request.get(`/api${path}`, { headers })).json(),
    put: async (path: string, data: object) => (await request.put(`/api${path}`, { headers, data })).json(),
  };
}

const money = (line: QuoteLine) => `${line.currencycode} ${line.price.toLocaleString('en-US')}`;

test('demo accepts a quote that staff re-quoted meanwhile: the new price is shown first, and only that one is accepted', async ({ page, request }) => {
  const staff = await staffApi(request);
  const today = new Date().toISOString().slice(0, 10);
  const { rows } = await staff.get(`/freight/inquiry/sea/list?customer=${encodeURIComponent('演示贸易')}&quotestatus=quoted&pageSize=100`);
  const open = (rows as { inquiryId: number; quotevaliduntil: string }[]).find((r) => r.quotevaliduntil >= today)!;
  expect(open).toBeTruthy();
  const { data: seen } = await staff.get(`/freight/inquiry/sea/${open.inquiryId}`);
  const lines = seen.lines as QuoteLine[];

  await signIn(page, 'demo', `/quote/${open.inquiryId}`);
  await expect(page.getByText(money(lines[0]!)).first()).toBeVisible();

  // Staff quote again, dearer, while demo's page still shows the first price.
  const requoted = lines.map((line) => ({ containertype: line.containertype, currencycode: line.currencycode, price: line.price + 111, remark: line.remark ?? '' }));
  expect(await staff.put('/freight/inquiry/sea/quote', {
    inquiryId: open.inquiryId, version: seen.version, quotername: seen.quotername, quotermail: seen.quotermail, quotedate: today, lines: requoted,
  })).toMatchObject({ code: 200 });

  const decision = page.locator('.quote-decision');
  await decision.getByRole('button', { name: '接受报价' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '接受报价' }).click();
  await expect(decision.locator('.ant-alert-warning')).toContainText('报价已更新，请查看新的价格后再接受');
  await expect(page.getByText(money(requoted[0]!)).first()).toBeVisible();
  await expect(page.getByText(money(lines[0]!))).toHaveCount(0);
  await expect(decision).toContainText('已报价');

  await decision.getByRole('button', { name: '接受报价' }).click();
  await page.getByRole('dialog').getByRole('button', { name: '接受报价' }).click();
  await expect(decision).toContainText('已接受');
  const { data: accepted } = await staff.get(`/freight/inquiry/sea/${open.inquiryId}`);
  expect(accepted).toMatchObject({ quotestatus: 'accepted', lines: requoted.map(({ containertype, price }) => ({ containertype, price })) });
});

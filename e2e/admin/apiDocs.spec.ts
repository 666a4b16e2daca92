import { expect, test } from '@playwright/test';
import { watchPolicyViolations } from '../policyViolations';
import { openMenu, signIn } from './staff';

test('an admin reads the API in 系统接口 and tries a call with their own sign-in', async ({ page }) => {
  const violations = await watchPolicyViolations(page);
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  await signIn(page);
  await expect(page).toHaveURL(/\/admin\/#\/$/);
  expect(requested.filter((url) => /swagger/i.test(url))).toEqual([]);

  await openMenu(page, '系统工具', '系统接口');
  await expect(page).toHaveURL(/#\/tool\/swagger$/);
  // The API's areas are listed folded; the filter narrows them.
  await expect(page.locator('.opblock-tag[data-tag="system/role"]')).toBeVisible();
  await page.getByPlaceholder('Filter by tag').fill('system/user');
  await expect(page.locator('.opblock-tag[data-tag="system/role"]')).toHaveCount(0);
  await page.locator('.opblock-tag[data-tag="system/user"]').click();
  const operation = page.locator('.opblock', { has: page.locator('.opblock-summary-path[data-path="/api/system/user/list"]') });
  await expect(operation).toBeVisible();

  await operation.locator('.opblock-summary').click();
  await operation.getByRole('button', { name: 'Try it out' }).click();
  const call = page.waitForResponse((reply) => new URL(reply.url()).pathname === '/api/system/user/list');
  await operation.getByRole('button', { name: 'Execute' }).click();
  const reply = await call;
  expect(reply.request().headers().authorization).toMatch(/^Bearer \S+/);
  const body = await reply.json() as { code: number; rows: { userName: string }[] };
  expect(body.code).toBe(200);
  expect(body.rows.map((row) => row.userName)).toContain('admin');
  await expect(operation.locator('.live-responses-table tbody .response-col_status')).toHaveText('200');
  await expect(operation.locator('.live-responses-table')).toContainText('"userName": "admin"');

  expect(violations).toEqual([]);
});

import { expect, test } from '@playwright/test';
import { choosePort, signIn as customerSignIn } from './portal/customer';
import { openMenu, signIn as staffSignIn } from './admin/staff';
import { watchPolicyViolations } from './policyViolations';

test('the portal works under its Content-Security-Policy: a rate search, sign-on and sign-out', async ({ page }) => {
  const violations = await watchPolicyViolations(page);
  const response = await page.goto('/#/home');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self';");

  await choosePort(page, '发站', '重庆', /重庆.*CNCKG/);
  await choosePort(page, '到站', 'Moscow', /RUMOW/);
  await page.getByRole('button', { name: /查\s*询/ }).click();
  await expect(page.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible();

  // The sign-on service's own pages (sign-out confirmation) run their inline script by its hash.
  await customerSignIn(page, 'demo', '/inquiryFclList');
  const header = page.getByRole('banner');
  await header.getByText('王经理').click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await page.getByRole('button', { name: /确\s*定|OK/ }).click();
  await expect(header.getByRole('link', { name: /登录/ })).toBeVisible();

  expect(violations).toEqual([]);
});

test('the back office works under its Content-Security-Policy: sign-in reaches the home and a list', async ({ page }) => {
  const violations = await watchPolicyViolations(page);
  const response = await page.goto('/admin/');
  expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");

  await staffSignIn(page);
  await expect(page).toHaveURL(/\/admin\/#\/$/);
  await expect(page.getByRole('navigation', { name: '已访问页面' }).getByText('首页')).toBeVisible();
  await openMenu(page, '系统管理', '用户管理');
  await expect(page.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible();

  expect(violations).toEqual([]);
});

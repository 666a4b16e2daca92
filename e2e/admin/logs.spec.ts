import { expect, test } from '@playwright/test';
import { openMenu, signIn } from './staff';
import { expectToast } from '../toasts';

test('a change shows in the operation log with the password redacted, and its detail opens', async ({ page }) => {
  // A user name of its own, so parallel specs and retried runs do not meet each other's entries.
  const userName = `oplog${`${Date.now() % 100000}${Math.floor(Math.random() * 1000)}`.slice(-8)}`;
  await signIn(page);
  await openMenu(page, '系统管理', '用户管理');
  await page.locator('.list-toolbar').getByRole('button', { name: /新\s*增/ }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('用户昵称').fill('日志检查');
  await dialog.getByLabel('用户名称').fill(userName);
  await dialog.getByLabel('用户密码').fill('secret123');
  await expectToast(page, '新增成功', () => dialog.getByRole('button', { name: /确\s*定/ }).click());

  await openMenu(page, '系统管理', '日志管理', '操作日志');
  await expect(page).toHaveURL(/#\/system\/log\/operlog$/);
  const search = page.locator('.list-search');
  await search.getByLabel('系统模块').fill('用户管理');
  await search.getByLabel('操作人员').fill('admin');
  await search.getByRole('button', { name: /搜\s*索/ }).click();
  const rows = page.locator('.list-table tbody tr.ant-table-row');
  await expect(rows.first()).toContainText('用户管理');

  // Another spec may have changed a user at the same moment: open the newest entries until ours shows.
  const detail = page.getByRole('dialog');
  const params = detail.locator('pre').first();
  for (let i = 0; i < 5; i += 1) {
    await rows.nth(i).getByRole('button', { name: /详\s*细/ }).click();
    await expect(detail.getByText('操作日志详细')).toBeVisible();
    if ((await params.textContent())?.includes(userName)) break;
    await detail.getByRole('button', { name: '关闭', exact: true }).click();
    await expect(detail).toBeHidden();
  }
  await expect(params).toContainText(userName);
  await expect(params).toContainText('"password":"******"');
  await expect(params).not.toContainText('secret123');
  await expect(detail).toContainText('POST /api/system/user');
  await expect(detail).toContainText('成功');
});

test('a sign-in shows in the login log', async ({ page }) => {
  // ry, the freight specialist, signs in elsewhere; the administrator reads the log.
  expect((await (await page.request.post('/api/login', { data: { username: 'ry', password: 'admin123' } })).json()).code).toBe(200);
  await signIn(page);
  await openMenu(page, '系统管理', '日志管理', '登录日志');
  await expect(page).toHaveURL(/#\/system\/log\/logininfor$/);
  const search = page.locator('.list-search');
  await search.getByLabel('用户名称').fill('ry');
  await search.getByRole('button', { name: /搜\s*索/ }).click();
  const newest = page.locator('.list-table tbody tr.ant-table-row').first();
  await expect(newest).toContainText('ry');
  await expect(newest).toContainText('登录成功');
  await expect(newest).toContainText(new Date().toISOString().slice(0, 4));
});

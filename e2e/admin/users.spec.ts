import { expect, test } from '@playwright/test';
import { signIn } from './staff';
import { expectToast } from '../toasts';

test('admin creates a user with the common role (freight specialist); signed in, the user sees only the permitted menus', async ({ page }) => {
  const suffix = `${Date.now() % 100000}${Math.floor(Math.random() * 1000)}`.padStart(8, '0').slice(-8);
  const userName = `clerk${suffix}`;
  await signIn(page);

  const sidebar = page.locator('.ant-layout-sider, aside').first();
  await sidebar.getByText('系统管理').click();
  await sidebar.getByText('用户管理').click();
  await expect(page).toHaveURL(/#\/system\/user$/);
  await expect(page.locator('.list-table').getByText('管理员')).toBeVisible();

  await page.locator('.list-toolbar').getByRole('button', { name: /新\s*增/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('添加用户')).toBeVisible();
  await dialog.getByLabel('用户昵称').fill('运价文员');
  await dialog.getByLabel('用户名称').fill(userName);
  await dialog.getByLabel('用户密码').fill('clerk123');
  await dialog.getByLabel('手机号码').fill(`139${suffix}`);
  const roles = dialog.getByLabel('角色', { exact: true });
  await roles.click();
  await roles.pressSequentially('普通');
  await expect(page.locator('.ant-select-item-option[title="普通角色"]')).toBeVisible();
  await roles.press('Enter');
  await expect(dialog.getByTitle('普通角色')).toBeVisible();
  const created = page.waitForResponse((r) => r.url().endsWith('/api/system/user') && r.request().method() === 'POST');
  await expectToast(page, '新增成功', () => dialog.getByRole('button', { name: /确\s*定/ }).click());
  expect(await (await created).json()).toMatchObject({ code: 200 });
  await expect(dialog).toBeHidden();
  await expect(page.locator('.list-table').getByText(userName)).toBeVisible();

  await page.getByRole('button', { name: '用户菜单' }).click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await page.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page).toHaveURL(/#\/login/);

  await page.getByPlaceholder('账号').fill(userName);
  await page.getByPlaceholder('密码').fill('clerk123');
  await page.getByPlaceholder('密码').press('Enter');
  await sidebar.getByText('运价管理').click();
  await expect(sidebar.getByText('海运整箱运价')).toBeVisible();
  await expect(sidebar.getByText('港口站点')).toBeVisible();
  await expect(sidebar.getByText('询价管理')).toBeVisible();
  await expect(sidebar.getByText('系统管理')).toHaveCount(0);
  await expect(sidebar.getByText('系统监控')).toHaveCount(0);
});

import { expect, test } from '@playwright/test';
import { expectToast } from '../toasts';

test('staff sign in, open a menu, see its tab, and log out', async ({ page }) => {
  await page.goto('/admin/');
  await expect(page).toHaveURL(/#\/login/);
  await page.getByPlaceholder('账号').fill('admin');
  await page.getByPlaceholder('密码').fill('admin123');
  await page.getByPlaceholder('密码').press('Enter');

  const sidebar = page.locator('.ant-layout-sider, aside').first();
  await sidebar.getByText('系统管理').click();
  await sidebar.getByText('用户管理').click();
  await expect(page).toHaveURL(/#\/system\/user$/);
  const tags = page.getByRole('navigation', { name: '已访问页面' });
  await expect(tags.getByText('用户管理')).toBeVisible();
  await expect(tags.getByText('首页')).toBeVisible();

  await page.getByRole('button', { name: '用户菜单' }).click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
  await expect(page.getByText('确定注销并退出系统吗？')).toBeVisible();
  await page.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page).toHaveURL(/#\/login/);
  await page.goto('/admin/#/system/user');
  await expect(page).toHaveURL(/#\/login\?redirect=/);
});

test('a wrong password is refused with the server message and the captcha is required only when enabled', async ({ page }) => {
  await page.goto('/admin/#/login');
  await page.getByPlaceholder('账号').fill('ry');
  await page.getByPlaceholder('密码').fill('not-the-password');
  await expectToast(page, '用户不存在/密码错误', () => page.getByRole('button', { name: /登\s*录/ }).click());
  await expect(page.getByPlaceholder('验证码')).toHaveCount(0);
});

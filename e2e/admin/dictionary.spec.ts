import { expect, test } from '@playwright/test';
import { signIn } from './staff';
import { expectToast } from '../toasts';

test('staff add an entry to a dictionary and see it as a tag in the list', async ({ page }) => {
  await signIn(page);

  const sidebar = page.locator('.ant-layout-sider, aside').first();
  await sidebar.getByText('系统管理').click();
  await sidebar.getByText('字典管理').click();
  await expect(page).toHaveURL(/#\/system\/dict$/);
  await page.getByRole('link', { name: 'sys_normal_disable' }).click();
  await expect(page).toHaveURL(/#\/system\/dict-data\/index\/\d+$/);
  const table = page.locator('.list-table');
  await expect(table.getByText('停用')).toBeVisible();

  await page.locator('.list-toolbar').getByRole('button', { name: /新\s*增/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('添加字典数据')).toBeVisible();
  await expect(dialog.getByLabel('字典类型')).toHaveValue('sys_normal_disable');
  // A label of its own, so a retried run does not meet the entry of an earlier attempt.
  const label = `草稿${Date.now() % 100000}`;
  await dialog.getByLabel('数据标签').fill(label);
  await dialog.getByLabel('英文标签').fill('Draft');
  await dialog.getByLabel('数据键值').fill(label);
  await dialog.getByLabel('显示排序').fill('3');
  await dialog.getByLabel('回显样式').click();
  await page.getByTitle('警告 (warning)').click();
  await expectToast(page, '新增成功', () => dialog.getByRole('button', { name: /确\s*定/ }).click());
  const tag = table.locator('.ant-tag', { hasText: label });
  await expect(tag).toBeVisible();
  await expect(tag).toHaveClass(/ant-tag-warning/);

  await page.locator('.list-toolbar').getByRole('button', { name: /关\s*闭/ }).click();
  await expect(page).toHaveURL(/#\/system\/dict$/);
});

import { expect, test } from '@playwright/test';
import { fileURLToPath } from 'node:url';
import { signIn } from './staff';

const avatarFixture = fileURLToPath(new URL('../fixtures/avatar.png', import.meta.url));

test('staff crop and upload an avatar on the profile page and see it in the navbar', async ({ page }) => {
  await signIn(page);

  await page.getByRole('button', { name: '用户菜单' }).click();
  await page.getByRole('menuitem', { name: '个人中心' }).click();
  await expect(page).toHaveURL(/#\/user\/profile$/);
  await expect(page.getByText('个人信息').first()).toBeVisible();
  await expect(page.getByText('admin', { exact: true }).first()).toBeVisible();

  await page.getByRole('button', { name: '点击上传头像' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('修改头像')).toBeVisible();
  await dialog.locator('input[type=file]').setInputFiles(avatarFixture);
  await expect(dialog.locator('.reactEasyCrop_Container')).toBeVisible();
  await dialog.getByRole('button', { name: '放大' }).click();
  await dialog.getByRole('button', { name: '向右旋转' }).click();
  await expect(dialog.getByAltText('头像预览')).toHaveAttribute('src', /^blob:/);

  const saved = page.waitForResponse((r) => r.url().includes('/api/system/user/profile/avatar'));
  await dialog.getByRole('button', { name: /提\s*交/ }).click();
  const reply = await (await saved).json();
  expect(reply).toMatchObject({ code: 200 });
  // RuoYi's path under the server's base (`/api`), which the page puts in front.
  expect(reply.imgUrl).toMatch(/^\/profile\/avatar\/.+\.png$/);
  await expect(dialog).toBeHidden();

  const navbarAvatar = page.locator('.user-menu img');
  await expect(navbarAvatar).toHaveAttribute('src', `/api${reply.imgUrl}`);
  const image = await page.request.get(`/api${reply.imgUrl}`);
  expect(image.headers()['content-type']).toBe('image/png');
  const bytes = await image.body();
  expect(bytes.readUInt32BE(16)).toBe(200);
  expect(bytes.readUInt32BE(20)).toBe(200);
});

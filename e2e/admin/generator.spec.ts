import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { openMenu, signIn } from './staff';
import { expectToast } from '../toasts';

test('staff import a table into the generator, edit a column, preview and download the code', async ({ page }) => {
  await signIn(page);
  await openMenu(page, '系统工具', '代码生成');
  await expect(page).toHaveURL(/#\/tool\/gen$/);

  await page.locator('.list-toolbar').getByRole('button', { name: /导\s*入/ }).click();
  const importDialog = page.getByRole('dialog', { name: '导入表' });
  await importDialog.getByLabel('表名称').fill('sys_notice');
  await importDialog.getByRole('button', { name: /搜\s*索/ }).click();
  await importDialog.getByRole('row').filter({ has: page.getByRole('cell', { name: 'sys_notice', exact: true }) }).getByRole('checkbox').check();
  await importDialog.getByRole('button', { name: /确\s*定/ }).click();
  const row = page.locator('.list-table tr').filter({ has: page.getByRole('cell', { name: 'sys_notice', exact: true }) });
  await expect(row).toBeVisible();

  await row.getByRole('button', { name: /修\s*改/ }).click();
  await expect(page).toHaveURL(/#\/tool\/gen-edit\/index\/\d+$/);
  await expect(page.getByLabel('表名称')).toHaveValue('sys_notice');
  await page.getByRole('tab', { name: '字段信息' }).click();
  await page.getByLabel('notice_title 字段描述').fill('公告标题（生成）');
  await page.getByLabel('notice_type 查询').check();
  // Drag the remark column above the title: the sort follows the rows.
  const columnRow = (name: string) => page.locator('.ant-table-row').filter({ has: page.getByRole('cell', { name, exact: true }) });
  const handle = await columnRow('remark').getByLabel('拖动排序').boundingBox();
  const target = await columnRow('notice_title').boundingBox();
  await page.mouse.move(handle!.x + handle!.width / 2, handle!.y + handle!.height / 2);
  await page.mouse.down();
  await page.mouse.move(handle!.x + handle!.width / 2, target!.y + 2, { steps: 12 });
  await page.mouse.up();
  await expect(page.locator('.ant-table-row').nth(1)).toContainText('remark');
  await page.getByRole('tab', { name: '生成信息' }).click();
  await expect(page.getByLabel('生成功能名')).not.toHaveValue('');
  await expectToast(page, '修改成功', () => page.getByRole('button', { name: /提\s*交/ }).click());
  await expect(page).toHaveURL(/#\/tool\/gen$/);

  await row.getByRole('button', { name: /预\s*览/ }).click();
  const preview = page.getByRole('dialog', { name: '代码预览' });
  await preview.getByRole('tab', { name: 'index.tsx' }).click();
  const code = preview.getByTestId('code-view').filter({ visible: true });
  await expect(code).toContainText("textColumn('noticeTitle', '公告标题（生成）')");
  await expect(code.locator('span[style*="color"]').first()).toBeVisible();
  const pageCode = await code.textContent();
  expect(pageCode!.indexOf("textColumn('remark'")).toBeLessThan(pageCode!.indexOf("textColumn('noticeTitle'"));
  await page.keyboard.press('Escape');
  await expect(preview).toBeHidden();

  const downloading = page.waitForEvent('download');
  await row.getByRole('button', { name: /生\s*成/ }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.zip$/);
  // A zip archive keeps each file name in plain text in its headers.
  const archive = await readFile((await download.path())!);
  expect(archive.subarray(0, 2).toString()).toBe('PK');
  for (const path of ['apps/server/src/modules/sys/notice/routes.ts', 'apps/web/src/admin/pages/sys/notice/index.tsx', 'sql/noticeMenu.sql']) {
    expect(archive.includes(path)).toBe(true);
  }

  // Leave the generator as it was for other specs.
  await row.getByRole('button', { name: /删\s*除/ }).click();
  await expectToast(page, '删除成功', () => page.getByRole('dialog').getByRole('button', { name: /确\s*定/ }).click());
  await expect(row).toHaveCount(0);
});

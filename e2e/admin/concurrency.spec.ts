import { expect, test, type Browser, type Page } from '@playwright/test';
import { openMenu, signIn } from './staff';
import { expectToast } from '../toasts';

/** The back office's own calls, made with the signed-in person's token. */
async function api(page: Page) {
  const token = (await page.context().cookies()).find((c) => c.name === 'Admin-Token')?.value;
  const headers = { Authorization: `Bearer ${token}` };
  return {
    get: async (url: string) => (await page.request.get(`/api${url}`, { headers })).json(),
    post: async (url: string, data: object) => (await page.request.post(`/api${url}`, { headers, data })).json(),
    del: async (url: string) => (await page.request.delete(`/api${url}`, { headers })).json(),
  };
}

/** A staff person in a browser of their own, signed in as admin, on the parameter screen with the parameter's edit dialog open. */
async function editParameter(browser: Browser, key: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page);
  await openMenu(page, '系统管理', '参数设置');
  await expect(page).toHaveURL(/#\/system\/config$/);
  await page.locator('.list-search').getByPlaceholder('请输入参数键名').fill(key);
  await page.locator('.list-search').getByRole('button', { name: /搜\s*索/ }).click();
  const row = page.locator('.list-table tr.ant-table-row', { hasText: key });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: /修\s*改/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('修改参数')).toBeVisible();
  await expect(dialog.getByLabel('参数键值')).toHaveValue('上海');
  return { context, page, dialog };
}

test('two staff edit the same parameter: the save from the stale copy is refused and reload brings the first save into the dialog', async ({ browser, page }) => {
  // A key of its own, so a retried run does not meet the parameter of an earlier attempt.
  const key = `e2e.concurrency.${Date.now() % 1_000_000}`;
  await signIn(page);
  await expect(page.locator('.ant-layout-sider, aside').first()).toBeVisible();
  const calls = await api(page);
  expect(await calls.post('/system/config', { configName: '并发测试城市', configKey: key, configValue: '上海', configType: 'N' })).toMatchObject({ code: 200 });
  const first = await editParameter(browser, key);
  const second = await editParameter(browser, key);
  try {
    await first.dialog.getByLabel('参数键值').fill('北京');
    await expectToast(first.page, '修改成功', () => first.dialog.getByRole('button', { name: /确\s*定/ }).click());
    await expect(first.dialog).toBeHidden();

    await second.dialog.getByLabel('参数键值').fill('广州');
    await second.dialog.getByRole('button', { name: /确\s*定/ }).click();
    await expect(second.dialog.getByText(/该记录在您打开后已被他人修改/)).toBeVisible();
    await expect(second.dialog.getByLabel('参数键值')).toHaveValue('广州');
    await second.dialog.getByRole('button', { name: '重新加载' }).click();
    await expect(second.dialog.getByLabel('参数键值')).toHaveValue('北京');
    await expect(second.dialog.getByText(/该记录在您打开后已被他人修改/)).toBeHidden();
    expect((await calls.get(`/system/config/configKey/${key}`)).data).toBe('北京');
  } finally {
    await first.context.close();
    await second.context.close();
    const [stored] = (await calls.get(`/system/config/list?configKey=${key}`)).rows;
    expect((await calls.del(`/system/config/${stored.configId}`)).code).toBe(200);
  }
});

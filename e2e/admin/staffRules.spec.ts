import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { openMenu, signIn } from './staff';
import { expectToast } from '../toasts';

/** A name no other spec or earlier run uses. */
const unique = (prefix: string) => `${prefix}${`${Date.now() % 100000}${Math.floor(Math.random() * 1000)}`.slice(-8)}`;

/** The administrator's API, for setting up records faster than through the screens. */
async function adminApi(request: APIRequestContext) {
  const { token } = await (await request.post('/api/login', { data: { username: 'admin', password: 'admin123' } })).json();
  const headers = { Authorization: `Bearer ${token}` };
  return {
    get: async (url: string) => (await request.get(`/api${url}`, { headers })).json(),
    post: async (url: string, data: object) => (await request.post(`/api${url}`, { headers, data })).json(),
  };
}

const endState = (page: Page) => page.screenshot({ path: test.info().outputPath('end-state.png') });

test('a password reset by the administrator must be replaced at the next sign-in before the back office can be used', async ({ page, browser, request }) => {
  const api = await adminApi(request);
  const userName = unique('reset');
  const [common] = (await api.get('/system/role/list?roleKey=common')).rows;
  expect((await api.post('/system/user', { userName, nickName: '重置检查', password: 'first123', roleIds: [common.roleId] })).code).toBe(200);

  await signIn(page);
  await openMenu(page, '系统管理', '用户管理');
  await page.locator('.list-search').getByLabel('用户名称').fill(userName);
  await page.locator('.list-search').getByRole('button', { name: /搜\s*索/ }).click();
  const row = page.locator('.list-table .ant-table-row', { hasText: userName });
  await row.getByRole('button', { name: '重置密码' }).click();
  const reset = page.getByRole('dialog').filter({ hasText: `请输入"${userName}"的新密码` });
  await reset.getByLabel(`请输入"${userName}"的新密码`).fill('reset123');
  await expectToast(page, '修改成功，新密码是：reset123', () => reset.getByRole('button', { name: /确\s*定/ }).click());

  // The user signs in elsewhere, with nothing of the administrator's session.
  const context = await browser.newContext();
  const own = await context.newPage();
  await signIn(own, userName, 'reset123');
  const change = own.getByRole('dialog').filter({ hasText: '请修改初始密码' });
  await expect(change).toBeVisible();
  await expect(change.getByText('您正在使用系统生成的一次性密码，修改后才能继续使用系统。')).toBeVisible();

  // The sidebar is drawn but covered: a click on its menu lands on the dialog's mask, and the server refuses other calls.
  const freightMenu = own.locator('.ant-layout-sider, aside').first().getByText('运价管理', { exact: true });
  await expect(freightMenu).toBeVisible();
  const box = (await freightMenu.boundingBox())!;
  const hitsSidebar = await own.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('.ant-layout-sider, aside') !== null, { x: box.x + box.width / 2, y: box.y + box.height / 2 });
  expect(hitsSidebar, 'the password dialog covers the sidebar menu').toBe(false);
  await own.keyboard.press('Escape');
  await expect(change).toBeVisible();
  const token = (await context.cookies()).find((c) => c.name === 'Admin-Token')?.value;
  const rates = async () => (await (await own.request.get('/api/freight/seaRate/list', { headers: { Authorization: `Bearer ${token}` } })).json()).code;
  expect(await rates()).toBe(601);

  await change.getByLabel('旧密码').fill('reset123');
  await change.getByLabel('新密码').fill('Fresh#2026');
  await change.getByLabel('确认密码').fill('Fresh#2026');
  await expectToast(own, '修改成功', () => change.getByRole('button', { name: /保\s*存/ }).click());
  await expect(change).toBeHidden();
  expect(await rates()).toBe(200);
  await openMenu(own, '运价管理', '海运整箱运价');
  await expect(own.locator('.list-table .ant-table-row').first()).toBeVisible();
  await endState(own);
  await context.close();
});

test('the freight specialist ry sees the freight and inquiry menus and their screens, and no system menus', async ({ page }) => {
  await signIn(page, 'ry', 'admin123');
  const sidebar = page.locator('.ant-layout-sider, aside').first();
  await openMenu(page, '运价管理', '海运整箱运价');
  await expect(page).toHaveURL(/#\/freight\/sea-rate$/);
  await expect(page.locator('.list-table .ant-table-row').first()).toBeVisible();
  await expect(page.locator('.ant-pagination-total-text')).toHaveText(/^共 [1-9]\d* 条$/);
  await expect(sidebar.getByText('港口站点', { exact: true })).toBeVisible();
  await openMenu(page, '询价管理', '海运询价');
  await expect(sidebar.getByText('运价管理', { exact: true })).toBeVisible();
  for (const forbidden of ['系统管理', '系统监控', '系统工具']) await expect(sidebar.getByText(forbidden, { exact: true })).toHaveCount(0);
  await endState(page);
});

test('downloading an import template is logged as "other", not as an addition', async ({ page }) => {
  await signIn(page);
  await openMenu(page, '运价管理', '港口站点');
  await page.locator('.list-toolbar').getByRole('button', { name: /导\s*入/ }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('dialog').getByRole('button', { name: '下载模板' }).click();
  expect((await downloading).suggestedFilename()).toMatch(/\.xlsx$/);
  await page.getByRole('dialog').getByRole('button', { name: /取\s*消/ }).click();
  await expect(page.getByRole('dialog')).toBeHidden();

  await openMenu(page, '系统管理', '日志管理', '操作日志');
  const search = page.locator('.list-search');
  await search.getByLabel('系统模块').fill('港口站点');
  await search.getByLabel('操作人员').fill('admin');
  await search.getByRole('button', { name: /搜\s*索/ }).click();
  const newest = page.locator('.list-table tbody tr.ant-table-row').first();
  await expect(newest).toContainText('港口站点');
  await expect(newest).toContainText('其他');
  await expect(newest).not.toContainText('新增');
  await newest.getByRole('button', { name: /详\s*细/ }).click();
  await expect(page.getByRole('dialog')).toContainText(/POST \S*\/freight\/port\/importTemplate/);
  await endState(page);
});

test('the user, parameter and department dialogs refuse missing fields with the server’s messages', async ({ page }) => {
  await signIn(page);
  const dialog = page.getByRole('dialog');
  const confirm = dialog.getByRole('button', { name: /确\s*定/ });

  await openMenu(page, '系统管理', '用户管理');
  await page.locator('.list-toolbar').getByRole('button', { name: /新\s*增/ }).click();
  await confirm.click();
  // All fields are checked together: once the name's message shows, the password's is there too, once.
  await expect(dialog.getByText('用户名称不能为空')).toBeVisible();
  await expect(page.getByText('用户密码不能为空')).toHaveCount(1);
  await dialog.getByRole('button', { name: /取\s*消/ }).click();
  await expect(dialog).toBeHidden();

  await openMenu(page, '系统管理', '参数设置');
  await page.locator('.list-toolbar').getByRole('button', { name: /新\s*增/ }).click();
  await dialog.getByLabel('参数名称').fill('校验检查');
  await dialog.getByLabel('参数键名').fill(unique('check.key.'));
  await confirm.click();
  await expect(dialog.getByText('参数键值不能为空')).toBeVisible();
  await dialog.getByRole('button', { name: /取\s*消/ }).click();
  await expect(dialog).toBeHidden();

  // Adding from the toolbar proposes the first listed department as the parent, and the select cannot be
  // emptied; with a search that lists no department there is none to propose.
  await openMenu(page, '系统管理', '部门管理');
  await page.locator('.list-search').getByLabel('部门名称').fill(unique('none'));
  await page.locator('.list-search').getByRole('button', { name: /搜\s*索/ }).click();
  await expect(page.locator('.list-table .ant-table-row')).toHaveCount(0);
  await page.locator('.list-toolbar').getByRole('button', { name: /新\s*增/ }).click();
  await dialog.getByLabel('部门名称').fill('校验检查');
  await confirm.click();
  await expect(dialog.getByText('上级部门不能为空')).toBeVisible();
  await endState(page);
});

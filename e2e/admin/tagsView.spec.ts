import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn } from './staff';

test.use({ viewport: { width: 1440, height: 900 } });

// Sixteen screens of the demo menus: more tabs than the bar shows at 1440 px.
const screens: [path: string, title: string][] = [
  ['/system/user', '用户管理'], ['/system/role', '角色管理'], ['/system/menu', '菜单管理'], ['/system/dept', '部门管理'],
  ['/system/post', '岗位管理'], ['/system/dict', '字典管理'], ['/system/config', '参数设置'], ['/system/notice', '通知公告'],
  ['/system/log/operlog', '操作日志'], ['/system/log/logininfor', '登录日志'], ['/monitor/online', '在线用户'], ['/monitor/job', '定时任务'],
  ['/freight/port', '港口站点'], ['/freight/carrier', '船公司'], ['/freight/trade-lane', '航线管理'], ['/freight/holiday', '节假日'],
];

const tagsBar = (page: Page) => page.getByRole('navigation', { name: '已访问页面' });
const activeTab = (page: Page) => tagsBar(page).locator('[aria-current="page"]');

async function open(page: Page, path: string, title: string) {
  await page.goto(`/admin/#${path}`);
  await expect(activeTab(page)).toHaveText(title);
}

/** Whether the whole of an element lies within the visible part of the tab strip. */
async function shownInBar(page: Page, tab: Locator): Promise<boolean> {
  const strip = await tagsBar(page).locator('.tags-view-strip').boundingBox();
  const box = await tab.boundingBox();
  return Boolean(strip && box && box.x >= strip.x && box.x + box.width <= strip.x + strip.width);
}

test('the current page\'s tab stays in view among many tabs, and the wheel scrolls the bar', async ({ page }) => {
  await signIn(page);
  await expect(activeTab(page)).toHaveText('首页');
  for (const [path, title] of screens) {
    await open(page, path, title);
    await expect.poll(() => shownInBar(page, activeTab(page))).toBe(true);
  }
  // The bar overflows at its start now and says so.
  await expect(tagsBar(page).getByRole('button', { name: '查看左侧标签' })).toBeVisible();
  await expect.poll(() => shownInBar(page, tagsBar(page).getByText('首页', { exact: true }))).toBe(false);

  // Back to a tab far to the left: the bar scrolls to it.
  await tagsBar(page).getByRole('button', { name: '查看左侧标签' }).click();
  await open(page, '/system/role', '角色管理');
  await expect.poll(() => shownInBar(page, activeTab(page))).toBe(true);
  await expect(tagsBar(page).getByRole('button', { name: '查看右侧标签' })).toBeVisible();

  // The wheel over the bar moves the tabs sideways, not the page.
  const strip = tagsBar(page).locator('.tags-view-strip');
  const scrolled = () => strip.evaluate((el) => el.scrollLeft);
  const before = await scrolled();
  await strip.hover();
  await page.mouse.wheel(0, 400);
  await expect.poll(scrolled).toBeGreaterThan(before);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

async function keepTabs(page: Page, on: boolean) {
  await page.getByRole('button', { name: '用户菜单' }).click();
  await page.getByRole('menuitem', { name: '布局设置' }).click();
  const drawer = page.getByRole('dialog', { name: '布局设置' });
  const keep = drawer.getByRole('switch', { name: '持久化标签页' });
  if ((await keep.getAttribute('aria-checked')) !== String(on)) await keep.click();
  await expect(keep).toHaveAttribute('aria-checked', String(on));
  await drawer.getByRole('button', { name: '保存配置' }).click();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
}

const tabTitles = (page: Page) => tagsBar(page).locator('.tags-view-item');

test('open tabs and their order survive a reload only while the layout setting keeps them', async ({ page }) => {
  await signIn(page);
  await expect(activeTab(page)).toHaveText('首页');
  await keepTabs(page, true);
  await open(page, '/monitor/job', '定时任务');
  await open(page, '/system/dict', '字典管理');
  await open(page, '/system/user', '用户管理');
  await open(page, '/system/dict', '字典管理');

  await page.reload();
  await expect(activeTab(page)).toHaveText('字典管理');
  await expect(tabTitles(page)).toHaveText(['首页', '定时任务', '字典管理', '用户管理']);

  await keepTabs(page, false);
  await page.reload();
  await expect(activeTab(page)).toHaveText('字典管理');
  await expect(tabTitles(page)).toHaveText(['首页', '字典管理']);
});

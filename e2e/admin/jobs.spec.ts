import { expect, test } from '@playwright/test';
import { openMenu, signIn } from './staff';
import { expectToast } from '../toasts';

test('staff create a job with the cron builder, run it once and find its log', async ({ page }) => {
  // A name of its own, so a retried run does not meet the job of an earlier attempt.
  const jobName = `e2e job ${Date.now() % 100000}`;
  await signIn(page);
  await openMenu(page, '系统监控', '定时任务');
  await expect(page).toHaveURL(/#\/monitor\/job$/);

  await page.locator('.list-toolbar').getByRole('button', { name: /新\s*增/ }).click();
  const dialog = page.getByRole('dialog', { name: '添加任务' });
  await dialog.getByLabel('任务名称').fill(jobName);
  await dialog.getByLabel('调用目标字符串').fill('ryTask.ryParams(require("fs"))');
  await dialog.getByLabel('任务名称').click();
  await expect(dialog.getByText(/调用目标格式不正确/)).toBeVisible();
  await dialog.getByLabel('调用目标字符串').fill("ryTask.ryParams('e2e')");

  // Every 15 minutes through RuoYi's tabs: the builder starts daily at 02:00 on an empty form.
  await dialog.getByRole('button', { name: /生成表达式/ }).click();
  const builder = page.getByRole('dialog', { name: 'Cron表达式生成器' });
  await expect(builder.getByTestId('cron-result')).toHaveText('0 0 2 * * ?');
  await builder.getByRole('tab', { name: '分钟' }).click();
  const minutes = builder.getByRole('tabpanel', { name: '分钟' });
  await minutes.getByRole('spinbutton', { name: '间隔' }).fill('15');
  await expect(minutes.getByRole('radio', { name: '从 0 分钟开始，每 15 分钟执行一次' })).toBeChecked();
  await builder.getByRole('tab', { name: '小时' }).click();
  await builder.getByRole('tabpanel', { name: '小时' }).getByRole('radio', { name: '每小时' }).check();
  await expect(builder.getByTestId('cron-result')).toHaveText('0 0/15 * * * ?');
  const firings = builder.getByTestId('next-firings').locator('li');
  await expect(firings).toHaveCount(5);
  for (const firing of await firings.all()) await expect(firing).toHaveText(/:(00|15|30|45):00$/);
  await builder.getByRole('button', { name: /确\s*定/ }).click();
  await expect(builder).toBeHidden();
  await expect(dialog.getByLabel('cron执行表达式')).toHaveValue('0 0/15 * * * ?');
  await expect(dialog.getByTestId('next-firings').locator('li')).toHaveCount(5);

  // Opened again, the builder reads the expression back into its tabs.
  await dialog.getByRole('button', { name: /生成表达式/ }).click();
  await builder.getByRole('tab', { name: '分钟' }).click();
  await expect(builder.getByRole('tabpanel', { name: '分钟' }).getByRole('radio', { name: '从 0 分钟开始，每 15 分钟执行一次' })).toBeChecked();
  await builder.getByRole('button', { name: /取\s*消/ }).click();
  await expect(builder).toBeHidden();
  await expectToast(page, '新增成功', () => dialog.getByRole('button', { name: /确\s*定/ }).click());

  const row = page.locator('.list-table tbody tr.ant-table-row', { hasText: jobName });
  await expect(row).toContainText('0 0/15 * * * ?');
  await row.getByRole('button', { name: /执行一次/ }).click();
  await expectToast(page, '执行成功', () => page.getByRole('dialog').filter({ hasText: jobName }).getByRole('button', { name: /确\s*定/ }).click());

  await row.getByRole('button', { name: /调度日志/ }).click();
  await expect(page).toHaveURL(/#\/monitor\/job-log\/index\/\d+$/);
  await expect(page.locator('.list-search').getByLabel('任务名称')).toHaveValue(jobName);
  const log = page.locator('.list-table tbody tr.ant-table-row').first();
  await expect(log).toContainText('ryParams: e2e');
  await log.getByRole('button', { name: /详\s*细/ }).click();
  const detail = page.getByRole('dialog', { name: '调度日志详细' });
  await expect(detail).toContainText("ryTask.ryParams('e2e')");
  await expect(detail).toContainText('成功');
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();

  await page.locator('.list-toolbar').getByRole('button', { name: /关\s*闭/ }).click();
  await expect(page).toHaveURL(/#\/monitor\/job$/);
  // Leaves no scheduled job behind.
  await page.locator('.list-table tbody tr.ant-table-row', { hasText: jobName }).getByRole('button', { name: /删\s*除/ }).click();
  await expectToast(page, '删除成功', () => page.getByRole('dialog').filter({ hasText: '是否确认删除' }).getByRole('button', { name: /确\s*定/ }).click());
});

test('staff see the server monitor and browse the caches without seeing secrets', async ({ page }) => {
  await signIn(page);
  await openMenu(page, '系统监控', '服务监控');
  await expect(page).toHaveURL(/#\/monitor\/server$/);
  const database = page.locator('.ant-card', { hasText: '数据库' });
  await expect(database).toContainText('PostgreSQL');
  await expect(database).toContainText('正常');
  await expect(page.locator('.ant-card', { hasText: '磁盘状态' })).toContainText('/');

  await openMenu(page, '缓存监控');
  await expect(page).toHaveURL(/#\/monitor\/cache$/);
  await expect(page.locator('.cache-monitor').getByRole('cell', { name: 'session', exact: true })).toBeVisible();

  await openMenu(page, '缓存列表');
  await expect(page).toHaveURL(/#\/monitor\/cacheList$/);
  const caches = page.locator('.cache-list');
  await caches.getByRole('cell', { name: 'session', exact: true }).click();
  await caches.locator('.ant-card', { hasText: '键名列表' }).locator('tbody tr.ant-table-row').first().click();
  await expect(caches.locator('.ant-card', { hasText: '缓存内容' })).toContainText('出于安全原因不显示此缓存的内容');
});

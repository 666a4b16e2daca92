import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../client';
import {
  sysConfig, sysDept, sysDictData, sysDictType, sysJob, sysMenu, sysPost, sysRole, sysRoleMenu, sysUser, sysUserPost, sysUserRole,
} from '../schema/index';
import { hashPassword, oneTimePassword } from '../../platform/password';
import { systemDictionaries, systemParameters } from './dictionaries';
import { seedCommonRoleScope } from './commonRoleScope';
import { seedExchangeRates } from './exchangeRates';
import { seedDemoCustomers } from './customers';
import { seedDemoFreight } from './freight/index';
import { utcToday } from './freight/rates';
import { seedDemoMarkups } from './markups';
import { systemMenus, type MenuSeed } from './menus';
import { freightMenus } from './freightMenus';
import { inquiryDeskMenus } from './inquiryDeskMenus';

/**
 * The built-in tasks as jobs, seeded paused (as RuoYi seeds its samples): nothing changes data on a
 * schedule until staff switch it on. RuoYi's samples fire every 10/15/20 minutes here, not seconds,
 * so they keep to the schedule rule (sys.job.minIntervalSeconds) when resumed.
 */
export const builtInJobs = [
  { jobName: '过期运价下架', jobGroup: 'SYSTEM', invokeTarget: 'freight.expireRates()', cronExpression: '0 0 1 * * ?', misfirePolicy: '2', concurrent: '1', remark: '每天 01:00 下架有效期已结束的运价' },
  { jobName: '报价过期与提醒', jobGroup: 'SYSTEM', invokeTarget: 'freight.expireQuotes()', cronExpression: '0 10 * * * ?', misfirePolicy: '2', concurrent: '1', remark: '每小时第 10 分钟：有效期已过的报价标为已过期，三天内到期的报价提醒客户（每个报价一次）' },
  { jobName: '清理90天前日志', jobGroup: 'SYSTEM', invokeTarget: 'logs.purge(90)', cronExpression: '0 0 3 ? * 1', misfirePolicy: '2', concurrent: '1', remark: '每周日 03:00 清理操作、登录和调度日志' },
  { jobName: '刷新字典和参数缓存', jobGroup: 'SYSTEM', invokeTarget: 'cache.refresh()', cronExpression: '0 0/30 * * * ?', misfirePolicy: '3', concurrent: '1', remark: '' },
  { jobName: '系统默认（无参）', jobGroup: 'DEFAULT', invokeTarget: 'ryTask.ryNoParams', cronExpression: '0 0/10 * * * ?', misfirePolicy: '3', concurrent: '1', remark: '' },
  { jobName: '系统默认（有参）', jobGroup: 'DEFAULT', invokeTarget: "ryTask.ryParams('ry')", cronExpression: '0 0/15 * * * ?', misfirePolicy: '3', concurrent: '1', remark: '' },
  { jobName: '系统默认（多参）', jobGroup: 'DEFAULT', invokeTarget: "ryTask.ryMultipleParams('ry', true, 2000L, 316.50D, 100)", cronExpression: '0 0/20 * * * ?', misfirePolicy: '3', concurrent: '1', remark: '' },
];

/** The rate maintenance screens of the freight specialist; surcharges are kept in the sea rate's dialog. */
const rateScreens = ['seaRate', 'railLclRate', 'railFclRate', 'truckRate', 'port', 'tradeLane'];

/**
 * Permissions of the narrower demo role `common`, held by ry (运价专员, the freight-rate specialist): the rate screens
 * with their query, add, edit, export and import buttons (deleting is left to administrators), the inquiry desks and
 * the home dashboard; no system administration or monitoring.
 */
const commonRolePermissions = new Set([
  ...rateScreens.flatMap((screen) => ['list', 'query', 'add', 'edit', 'export', 'import'].map((action) => `freight:${screen}:${action}`)),
  ...['list', 'query', 'quote', 'handle', 'export'].map((action) => `freight:inquiry:${action}`),
  ...['list', 'query', 'add', 'edit', 'export', 'import'].map((action) => `freight:markup:${action}`),
  'freight:dashboard:view',
]);

async function insertMenus(db: Db, menus: MenuSeed[], parentId: number, created: { id: number; parentId: number; perms?: string }[]) {
  for (const [index, m] of menus.entries()) {
    const [row] = await db.insert(sysMenu).values({
      menuName: m.name[0], menuNameEn: m.name[1], menuNameRu: m.name[2],
      parentId, orderNum: index + 1, path: m.path ?? '', component: m.component ?? null,
      routeName: m.routeName ?? '', menuType: m.type, visible: m.hidden ? '1' : '0',
      perms: m.perms ?? '', icon: m.icon ?? '#', createBy: 'admin',
    }).returning({ id: sysMenu.menuId });
    created.push({ id: row!.id, parentId, perms: m.perms });
    if (m.children) await insertMenus(db, m.children, row!.id, created);
  }
}

/** Menus of a role: those carrying one of its permissions, with every ancestor so the tree stays whole. */
function menusWithAncestors(created: { id: number; parentId: number; perms?: string }[], permissions: Set<string>) {
  const byId = new Map(created.map((m) => [m.id, m]));
  const chosen = new Set<number>();
  for (const m of created) {
    if (!m.perms || !permissions.has(m.perms)) continue;
    for (let cur: typeof m | undefined = m; cur && !chosen.has(cur.id); cur = byId.get(cur.parentId)) chosen.add(cur.id);
  }
  return [...chosen];
}

async function seedSystem(db: Db) {
  const created: { id: number; parentId: number; perms?: string }[] = [];
  await insertMenus(db, systemMenus, 0, created);
  await insertMenus(db, freightMenus, 0, created);
  await insertMenus(db, inquiryDeskMenus, 0, created);

  for (const dict of systemDictionaries) {
    await db.insert(sysDictType).values({ dictName: dict.name, dictType: dict.type, createBy: 'admin' });
    await db.insert(sysDictData).values(dict.data.map((d, i) => ({
      dictSort: i + 1, dictLabel: d.label[0], dictLabelEn: d.label[1], dictLabelRu: d.label[2], dictValue: d.value,
      dictType: dict.type, listClass: d.listClass ?? 'default', isDefault: d.isDefault ? 'Y' : 'N', createBy: 'admin',
    })));
  }
  await db.insert(sysConfig).values(systemParameters.map((p) => ({ ...p, configType: 'Y', createBy: 'admin' })));
  await db.insert(sysJob).values(builtInJobs.map((job) => ({ ...job, status: '1', createBy: 'admin' })));

  const [root] = await db.insert(sysDept).values({ deptName: '寰宇运价', ancestors: '0', orderNum: 0, leader: '张伟', phone: '15888888888', email: 'office@globalfreight.example' }).returning();
  const [hq] = await db.insert(sysDept).values({ parentId: root!.deptId, ancestors: `0,${root!.deptId}`, deptName: '上海总部', orderNum: 1 }).returning();
  const [branch] = await db.insert(sysDept).values({ parentId: root!.deptId, ancestors: `0,${root!.deptId}`, deptName: '西安分公司', orderNum: 2 }).returning();
  for (const [i, name] of ['研发部门', '市场部门', '运价部门', '财务部门', '运维部门'].entries()) {
    await db.insert(sysDept).values({ parentId: hq!.deptId, ancestors: `0,${root!.deptId},${hq!.deptId}`, deptName: name, orderNum: i + 1 });
  }
  for (const [i, name] of ['铁路运营部', '客户服务部'].entries()) {
    await db.insert(sysDept).values({ parentId: branch!.deptId, ancestors: `0,${root!.deptId},${branch!.deptId}`, deptName: name, orderNum: i + 1 });
  }
  await db.insert(sysPost).values([
    { postCode: 'ceo', postName: '董事长', postSort: 1 },
    { postCode: 'se', postName: '项目经理', postSort: 2 },
    { postCode: 'hr', postName: '人力资源', postSort: 3 },
    { postCode: 'user', postName: '普通员工', postSort: 4 },
  ]);
  const [, common] = await db.insert(sysRole).values([
    { roleName: '超级管理员', roleKey: 'admin', roleSort: 1, dataScope: '1', remark: '超级管理员' },
    { roleName: '普通角色', roleKey: 'common', roleSort: 2, dataScope: '2', remark: '普通角色' },
  ]).returning();
  const commonMenus = menusWithAncestors(created, commonRolePermissions);
  await db.insert(sysRoleMenu).values(commonMenus.map((menuId) => ({ roleId: common!.roleId, menuId })));
  await seedCommonRoleScope(db, common!.roleId);
}

async function createUser(db: Db, fields: { userName: string; nickName: string; password: string; deptName: string; roleKey: string; postCode: string; email: string; phonenumber: string; passwordExpired?: boolean }) {
  const [dept] = await db.select().from(sysDept).where(eq(sysDept.deptName, fields.deptName));
  const [role] = await db.select().from(sysRole).where(eq(sysRole.roleKey, fields.roleKey));
  const [post] = await db.select().from(sysPost).where(eq(sysPost.postCode, fields.postCode));
  const [user] = await db.insert(sysUser).values({
    userName: fields.userName, nickName: fields.nickName, deptId: dept?.deptId, email: fields.email, phonenumber: fields.phonenumber,
    password: await hashPassword(fields.password), passwordExpired: fields.passwordExpired ?? false, createBy: 'admin',
  }).returning();
  if (role) await db.insert(sysUserRole).values({ userId: user!.userId, roleId: role.roleId });
  if (post) await db.insert(sysUserPost).values({ userId: user!.userId, postId: post.postId });
}

export interface SeedResult { initialAdminPassword?: string }

/**
 * Loads the base data on first start: menus, dictionaries, parameters, departments, roles.
 * Demo mode adds the documented accounts; otherwise only `admin` with a one-time password.
 */
export async function seedDatabase(db: Db, { demo, log }: { demo: boolean; log?: FastifyBaseLogger }): Promise<SeedResult> {
  const [{ menus }] = (await db.select({ menus: sql<number>`count(*)::int` }).from(sysMenu)) as [{ menus: number }];
  if (menus === 0) {
    await seedSystem(db);
    log?.info('base data loaded');
  }
  await seedExchangeRates(db);
  const [{ users }] = (await db.select({ users: sql<number>`count(*)::int` }).from(sysUser)) as [{ users: number }];
  if (users > 0) return {};
  if (demo) {
    await createUser(db, { userName: 'admin', nickName: '管理员', password: 'admin123', deptName: '研发部门', roleKey: 'admin', postCode: 'ceo', email: 'admin@globalfreight.example', phonenumber: '15888888888' });
    await createUser(db, { userName: 'ry', nickName: '运价专员', password: 'admin123', deptName: '运价部门', roleKey: 'common', postCode: 'user', email: 'ry@globalfreight.example', phonenumber: '15666666666' });
    await seedDemoCustomers(db);
    await seedDemoFreight(db);
    await seedDemoMarkups(db, utcToday());
    log?.info('demo accounts created');
    return {};
  }
  const initialAdminPassword = oneTimePassword();
  await createUser(db, { userName: 'admin', nickName: '管理员', password: initialAdminPassword, deptName: '研发部门', roleKey: 'admin', postCode: 'ceo', email: '', phonenumber: '', passwordExpired: true });
  return { initialAdminPassword };
}

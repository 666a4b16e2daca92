import Fastify from 'fastify';
import { and, count, eq, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysConfig, sysDept, sysDictType, sysMenu, sysPost, sysRole } from '../db/schema/index';
import { createTestApp, type TestApp } from '../../test/harness';
import { staffClient } from '../../test/api';
import { registerErrorHandler } from './errorHandler';
import { registerRequestLanguage } from './i18n';

let t: TestApp;
let admin: Awaited<ReturnType<typeof staffClient>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await staffClient(t);
});
afterAll(async () => { await t.close(); });

const parallel = 20;

interface Case {
  entity: string;
  url: string;
  /** The i-th of the parallel requests: all name the same record, other unique fields differ. */
  body: (i: number) => object;
  rows: () => Promise<number>;
  exists: string;
}

const rowsOf = async (table: PgTable, where: SQL | undefined) => (await t.ctx.db.select({ n: count() }).from(table).where(where))[0]!.n;

const cases = (hq: number, system: number): Case[] => [
  {
    entity: 'department', url: '/system/dept', body: () => ({ parentId: hq, deptName: '并发部门', orderNum: 1 }),
    rows: () => rowsOf(sysDept, and(eq(sysDept.parentId, hq), eq(sysDept.deptName, '并发部门'), eq(sysDept.delFlag, '0'))),
    exists: "新增部门'并发部门'失败，部门名称已存在",
  },
  {
    entity: 'post', url: '/system/post', body: (i) => ({ postCode: `race${i}`, postName: '并发岗位', postSort: 9, status: '0' }),
    rows: () => rowsOf(sysPost, eq(sysPost.postName, '并发岗位')),
    exists: "新增岗位'并发岗位'失败，岗位名称已存在",
  },
  {
    entity: 'role', url: '/system/role', body: (i) => ({ roleName: '并发角色', roleKey: `race${i}`, roleSort: 9, status: '0', menuIds: [] }),
    rows: () => rowsOf(sysRole, and(eq(sysRole.roleName, '并发角色'), eq(sysRole.delFlag, '0'))),
    exists: "新增角色'并发角色'失败，角色名称已存在",
  },
  {
    entity: 'menu', url: '/system/menu',
    body: () => ({ parentId: system, menuType: 'C', menuName: '并发菜单', orderNum: 9, path: 'race', isFrame: '1', isCache: '0', visible: '0', status: '0' }),
    rows: () => rowsOf(sysMenu, and(eq(sysMenu.parentId, system), eq(sysMenu.menuName, '并发菜单'))),
    exists: "新增菜单'并发菜单'失败，菜单名称已存在",
  },
  {
    entity: 'dictionary type', url: '/system/dict/type', body: () => ({ dictName: '并发字典', dictType: 'race_type', status: '0' }),
    rows: () => rowsOf(sysDictType, eq(sysDictType.dictType, 'race_type')),
    exists: "新增字典'并发字典'失败，字典类型已存在",
  },
  {
    entity: 'parameter', url: '/system/config', body: () => ({ configName: '并发参数', configKey: 'race.key', configValue: '1', configType: 'N' }),
    rows: () => rowsOf(sysConfig, eq(sysConfig.configKey, 'race.key')),
    exists: "新增参数'并发参数'失败，参数键名已存在",
  },
];

describe('names the product keeps unique, under parallel requests', () => {
  it('adds one record of twenty parallel adds of one name; the others answer the "already exists" message', async () => {
    const [hq] = await t.ctx.db.select({ id: sysDept.deptId }).from(sysDept).where(eq(sysDept.deptName, '上海总部'));
    const [system] = await t.ctx.db.select({ id: sysMenu.menuId }).from(sysMenu).where(and(eq(sysMenu.parentId, 0), eq(sysMenu.menuName, '系统管理')));
    for (const c of cases(hq!.id, system!.id)) {
      const replies = await Promise.all(Array.from({ length: parallel }, (_, i) => admin.post(c.url, c.body(i))));
      expect({ entity: c.entity, rows: await c.rows() }).toEqual({ entity: c.entity, rows: 1 });
      expect(replies.filter((r) => r.code === 200), c.entity).toHaveLength(1);
      expect(replies.filter((r) => r.code !== 200), c.entity).toEqual(Array.from({ length: parallel - 1 }, () => ({ code: 500, msg: c.exists })));
    }
  });

  it('frees the name and key of a deleted role, as the check reads only roles not deleted', async () => {
    const role = { roleName: '临时角色', roleKey: 'temporary', roleSort: 9, status: '0', menuIds: [] };
    expect(await admin.post('/system/role', role)).toMatchObject({ code: 200 });
    const [added] = await t.ctx.db.select({ id: sysRole.roleId }).from(sysRole).where(eq(sysRole.roleKey, 'temporary'));
    expect(await admin.del(`/system/role/${added!.id}`)).toMatchObject({ code: 200 });
    expect(await admin.post('/system/role', role)).toMatchObject({ code: 200 });
    expect(await admin.post('/system/role', { ...role, roleName: '另一个' })).toEqual({ code: 500, msg: "新增角色'另一个'失败，角色权限已存在" });
  });
});

describe('a unique index no check speaks for', () => {
  it('answers that the record exists in the caller’s language, not HTTP 500', async () => {
    const app = Fastify();
    registerRequestLanguage(app);
    registerErrorHandler(app);
    app.post('/save', async () => {
      throw new Error('insert failed', { cause: Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' }) });
    });
    const reply = await app.inject({ method: 'POST', url: '/save', headers: { 'accept-language': 'en-US' } });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ code: 500, msg: 'Cannot save: the record already exists' });
    await app.close();
  });
});

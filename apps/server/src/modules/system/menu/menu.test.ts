import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { staffClient } from '../../../../test/api';
import { edited, MenuBody } from '@freight/domain';
import type { Actor } from '../../../platform/commands/actor';
import { menuCommands } from './commands';

let t: TestApp;
let admin: Awaited<ReturnType<typeof staffClient>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await staffClient(t);
});
afterAll(async () => { await t.close(); });

type Menu = { menuId: number; parentId: number; menuName: string; title: string; path: string; menuType: string; version: number };
const menus = async (query = ''): Promise<Menu[]> => (await admin.get(`/system/menu/list${query}`)).data;
const byName = async (name: string) => (await menus()).find((m) => m.menuName === name)!;
const body = (extra: object) => ({ parentId: 0, menuType: 'C', orderNum: 9, path: 'x', isFrame: '1', isCache: '0', visible: '0', status: '0', ...extra });

describe('menus', () => {
  it('lists menus filtered by name with titles in the caller language', async () => {
    expect((await menus()).length).toBeGreaterThan(20);
    expect((await menus('?menuName=用户管理')).map((m) => m.menuName)).toEqual(['用户管理']);
    const english = await staffClient(t, 'admin', 'en');
    expect((await english.get('/system/menu/list?menuName=用户管理')).data[0].title).toBe('Users');
    const ry = await staffClient(t, 'ry');
    expect(await ry.get('/system/menu/list')).toMatchObject({ code: 403 });
    expect(await ry.post('/system/menu', body({ menuName: 'x' }))).toMatchObject({ code: 403 });
  });

  it('adds, reads, edits and deletes a menu in three languages; external links and embedded pages reach getRouters', async () => {
    const system = await byName('系统管理');
    expect(await admin.post('/system/menu', body({ parentId: system.menuId, menuName: '运价看板', menuNameEn: 'Rate board', menuNameRu: 'Табло', path: 'https://board.example.com', icon: 'dashboard' })))
      .toMatchObject({ code: 200 });
    expect(await admin.post('/system/menu', body({ menuName: '官网', path: 'https://www.example.com', isFrame: '0' }))).toMatchObject({ code: 200 });
    const board = await byName('运价看板');
    expect((await admin.get(`/system/menu/${board.menuId}`)).data).toMatchObject({ menuNameEn: 'Rate board', icon: 'dashboard' });
    const routers = JSON.stringify((await admin.get('/getRouters')).data);
    expect(routers).toContain('InnerLink');
    expect(routers).toContain('https://www.example.com');
    expect(await admin.put('/system/menu', body({ menuId: board.menuId, version: board.version, parentId: system.menuId, menuName: '运价看板2', path: 'https://board.example.com' }))).toMatchObject({ code: 200 });
    expect(await admin.del(`/system/menu/${board.menuId}`)).toMatchObject({ code: 200 });
    expect(await admin.get(`/system/menu/${board.menuId}`)).toMatchObject({ code: 404 });
  });

  it('checks fields and refuses what RuoYi refuses', async () => {
    expect(await admin.post('/system/menu', body({ menuName: '' }))).toEqual({ code: 400, msg: '菜单名称不能为空' });
    expect(await admin.post('/system/menu', body({ menuName: 'y', path: '' }))).toEqual({ code: 400, msg: '路由地址不能为空' });
    expect(await admin.post('/system/menu', body({ menuName: '系统管理' }))).toEqual({ code: 500, msg: "新增菜单'系统管理'失败，菜单名称已存在" });
    expect(await admin.post('/system/menu', body({ menuName: '外链', isFrame: '0', path: 'www.example.com' }))).toEqual({ code: 500, msg: "新增菜单'外链'失败，地址必须以http(s)://开头" });
    const system = await byName('系统管理');
    expect(await admin.put('/system/menu', body({ menuId: system.menuId, version: system.version, parentId: system.menuId, menuName: '系统管理', menuType: 'M', path: 'system' })))
      .toEqual({ code: 500, msg: "修改菜单'系统管理'失败，上级菜单不能选择自己" });
    expect(await admin.del(`/system/menu/${system.menuId}`)).toEqual({ code: 601, msg: '存在子菜单,不允许删除' });
    const portQuery = (await menus()).find((m) => m.menuName.includes('港口查询'))!;
    expect(await admin.del(`/system/menu/${portQuery.menuId}`)).toEqual({ code: 601, msg: '菜单已分配,不允许删除' });
  });
});

describe('the menu commands', () => {
  it('check the permission themselves, whatever door calls them, and change nothing when it is missing', async () => {
    const reader: Actor = { userId: 2, userName: 'ry', deptName: '', roles: ['common'], permissions: ['system:menu:list', 'system:menu:query'], request: { method: 'PUT', route: '', url: '', ip: '' } };
    const before = await menus();
    const system = await byName('系统管理');
    await expect(menuCommands.add(t.ctx, reader, MenuBody.parse(body({ menuName: '越权菜单' })))).rejects.toMatchObject({ replyCode: 403 });
    await expect(menuCommands.edit(t.ctx, reader, edited(MenuBody).parse(body({ menuId: system.menuId, version: system.version, menuName: '越权', menuType: 'M', path: 'system' }))))
      .rejects.toMatchObject({ replyCode: 403 });
    await expect(menuCommands.remove(t.ctx, reader, system.menuId)).rejects.toMatchObject({ replyCode: 403 });
    expect(await menus()).toEqual(before);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { TestApp } from '../../test/harness';
import { staffWith } from '../../test/api';
import { AjaxResult, ajaxData, ruoyiRefusal, RuoyiTime } from './replyShapes';
import { type RuoyiClient, ruoyiClient, startRuoyiApp } from './ruoyiClient';

let t: TestApp;
let admin: RuoyiClient;
beforeAll(async () => ({ t, admin } = await startRuoyiApp()));
afterAll(async () => { await t.close(); });

/** SysMenu as the menu screen and its dialog read it (flags and types are strings, the order a number). */
const Menu = z.object({
  menuId: z.number(), menuName: z.string(), parentId: z.number(), orderNum: z.number(), path: z.string(), component: z.string().nullable(),
  query: z.string().nullable(), routeName: z.string(), isFrame: z.enum(['0', '1']), isCache: z.enum(['0', '1']), menuType: z.enum(['M', 'C', 'F']),
  visible: z.enum(['0', '1']), status: z.enum(['0', '1']), perms: z.string().nullable(), icon: z.string(), createTime: RuoyiTime,
}).loose();
const Menus = ajaxData(z.array(Menu));
/** RuoYi's TreeSelect: `id`, `label`, children only where there are some. */
type Node = { id: number; label: string; disabled?: boolean; children?: Node[] };
const TreeNode: z.ZodType<Node> = z.lazy(() => z.object({ id: z.number(), label: z.string(), disabled: z.boolean().optional(), children: z.array(TreeNode).min(1).optional() }));

const list = async (params: Record<string, unknown> = {}) => Menus.parse(await admin.call({ method: 'GET', url: '/system/menu/list', params })).data;
const named = async (menuName: string) => (await list({ menuName })).find((m) => m.menuName === menuName)!;

/** Adds a menu through the dialog's form (a directory by default) and answers it as the list shows it. */
async function addMenu(menuName: string, extra: Record<string, unknown> = {}) {
  const form = { parentId: 0, menuName, icon: undefined, menuType: 'M', orderNum: 9, isFrame: '1', isCache: '0', visible: '0', status: '0', path: `p${Date.now()}${Math.random().toString(36).slice(2, 6)}`, ...extra };
  AjaxResult.parse(await admin.call({ method: 'POST', url: '/system/menu', data: form }));
  return named(menuName);
}

describe('system/menu.js', () => {
  it('listMenu', async () => {
    // menu/index.vue sends its filters unpaged (`status` from its select); the parent picker calls it with none.
    const all = await list();
    expect(all.map((m) => m.menuName)).toEqual(expect.arrayContaining(['系统管理', '用户管理', '用户查询']));
    expect(all.find((m) => m.menuName === '用户管理')).toMatchObject({ menuType: 'C', path: 'user', component: 'system/user/index', perms: 'system:user:list' });
    expect((await list({ menuName: '用户管理', status: undefined })).map((m) => m.menuName)).toEqual(['用户管理']);
    const paused = await addMenu('停用目录', { status: '1' });
    expect((await list({ status: '1' })).map((m) => m.menuId)).toContain(paused.menuId);
    expect((await list({ status: '0' })).map((m) => m.menuId)).not.toContain(paused.menuId);
  });

  it('getMenu', async () => {
    const users = await named('用户管理');
    expect(ajaxData(Menu).parse(await admin.call({ method: 'GET', url: `/system/menu/${users.menuId}` })).data).toMatchObject({ menuId: users.menuId, menuType: 'C' });
  });

  it('treeselect', async () => {
    const { data } = ajaxData(z.array(TreeNode)).parse(await admin.call({ method: 'GET', url: '/system/menu/treeselect' }));
    const system = data.find((n) => n.label === '系统管理')!;
    expect(system.children!.map((n) => n.label)).toContain('用户管理');
  });

  it('roleMenuTreeselect', async () => {
    // role/index.vue ticks each of `checkedKeys` in a linked tree: a held menu holding another held menu is left out.
    const users = await named('用户管理');
    const query = await named('用户查询');
    const roleForm = { roleName: '菜单树角色', roleKey: 'menutree', roleSort: 5, status: '0', menuIds: [users.parentId, users.menuId, query.menuId], menuCheckStrictly: true, deptCheckStrictly: true };
    AjaxResult.parse(await admin.call({ method: 'POST', url: '/system/role', data: roleForm }));
    const { rows } = await admin.call({ method: 'GET', url: '/system/role/list', params: { pageNum: 1, pageSize: 10, roleKey: 'menutree' } }) as { rows: { roleId: number }[] };
    const reply = AjaxResult.extend({ menus: z.array(TreeNode), checkedKeys: z.array(z.number()) })
      .parse(await admin.call({ method: 'GET', url: `/system/menu/roleMenuTreeselect/${rows[0]!.roleId}` }));
    expect(reply.menus.map((n) => n.label)).toContain('系统管理');
    expect(reply.checkedKeys).toEqual([query.menuId]);
  });

  it('addMenu', async () => {
    const system = await named('系统管理');
    const form = { parentId: system.menuId, menuName: '合同菜单', icon: 'user', menuType: 'C', orderNum: 20, isFrame: '1', isCache: '0', visible: '0', status: '0',
      path: 'contract', component: 'system/contract/index', perms: 'system:contract:list', query: '', routeName: '' };
    expect(AjaxResult.parse(await admin.call({ method: 'POST', url: '/system/menu', data: form })).msg).toBe('操作成功');
    expect(await named('合同菜单')).toMatchObject({ parentId: system.menuId, menuType: 'C', orderNum: 20, perms: 'system:contract:list' });
    expect(ruoyiRefusal(500).parse(await admin.call({ method: 'POST', url: '/system/menu', data: form })).msg).toBe("新增菜单'合同菜单'失败，菜单名称已存在");
    const external = { ...form, menuName: '外链菜单', isFrame: '0', path: 'not-a-link' };
    expect(ruoyiRefusal(500).parse(await admin.call({ method: 'POST', url: '/system/menu', data: external })).msg).toBe("新增菜单'外链菜单'失败，地址必须以http(s)://开头");
  });

  it('updateMenu', async () => {
    const added = await addMenu('改名目录');
    // handleUpdate: the form is the reply's menu, sent back whole.
    const { data } = await admin.call({ method: 'GET', url: `/system/menu/${added.menuId}` }) as { data: Record<string, unknown> };
    AjaxResult.parse(await admin.call({ method: 'PUT', url: '/system/menu', data: { ...data, menuName: '已改名目录', icon: 'tool' } }));
    expect(await named('已改名目录')).toMatchObject({ menuId: added.menuId, icon: 'tool' });
    const self = await admin.call({ method: 'PUT', url: '/system/menu', data: { ...data, menuName: '已改名目录', parentId: added.menuId } });
    expect(ruoyiRefusal(500).parse(self).msg).toBe("修改菜单'已改名目录'失败，上级菜单不能选择自己");
  });

  it('updateMenuSort', async () => {
    const first = await addMenu('排序目录一');
    const second = await addMenu('排序目录二');
    // handleSaveSort: the changed rows' ids and orders, each joined by commas.
    const sort = (client: typeof admin, orderNums: string) =>
      client.call({ method: 'PUT', url: '/system/menu/updateSort', data: { menuIds: [first.menuId, second.menuId].join(','), orderNums } });
    AjaxResult.parse(await sort(admin, [31, 32].join(',')));
    expect([(await named('排序目录一')).orderNum, (await named('排序目录二')).orderNum]).toEqual([31, 32]);

    // The sort is an edit: without the edit permission, or with an order the dialog refuses, the answer is the dialog's.
    await staffWith(t, 'menusorter', ['system:menu:list', 'system:menu:query']);
    const reader = await ruoyiClient(t, 'menusorter');
    const edit = (client: typeof admin, orderNum: unknown) => client.call({ method: 'PUT', url: '/system/menu', data: { ...first, orderNum } });
    expect(ruoyiRefusal(403).parse(await sort(reader, '1,2'))).toEqual(await edit(reader, 1));
    const negative = await sort(admin, '-1,2');
    expect(negative.code).toBe(400);
    expect(negative).toEqual(await edit(admin, -1));
    // A cleared order box joins as an empty text: refused as the dialog refuses an empty order.
    expect(await sort(admin, ',2')).toEqual(await edit(admin, null));
    expect(await sort(admin, '1')).toMatchObject({ code: 400 });
    expect([(await named('排序目录一')).orderNum, (await named('排序目录二')).orderNum]).toEqual([31, 32]);
  });

  it('delMenu', async () => {
    // A menu with sub-menus, or one a role holds, is refused with a warning (601), as RuoYi's `warn`.
    const system = await named('系统管理');
    expect(ruoyiRefusal(601).parse(await admin.call({ method: 'DELETE', url: `/system/menu/${system.menuId}` })).msg).toBe('存在子菜单,不允许删除');
    const held = await addMenu('已分配目录');
    AjaxResult.parse(await admin.call({ method: 'POST', url: '/system/role', data: { roleName: '持有目录', roleKey: 'holdsmenu', roleSort: 5, status: '0', menuIds: [held.menuId] } }));
    expect(ruoyiRefusal(601).parse(await admin.call({ method: 'DELETE', url: `/system/menu/${held.menuId}` })).msg).toBe('菜单已分配,不允许删除');
    const free = await addMenu('待删目录');
    AjaxResult.parse(await admin.call({ method: 'DELETE', url: `/system/menu/${free.menuId}` }));
    expect(await named('待删目录')).toBeUndefined();
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { staffClient } from '../../../test/api';

let t: TestApp;
let ry: Awaited<ReturnType<typeof staffClient>>;
beforeAll(async () => {
  t = await createTestApp();
  ry = await staffClient(t, 'ry');
});
afterAll(async () => { await t.close(); });

interface Router { path: string; component: string; children?: Router[] }
/** Every screen of the router tree as its full path, e.g. `/freight/sea-rate`. */
const screens = (routers: Router[], parent = ''): string[] => routers.flatMap((r) => {
  const path = r.path.startsWith('/') ? r.path : `${parent}/${r.path}`;
  return r.children ? screens(r.children, path) : [path];
});

describe('the demo freight-rate specialist (ry, role common)', () => {
  it('sees the rate, truck-rate, port, trade-lane and inquiry screens, and no system, monitoring or tool screens', async () => {
    const paths = screens((await ry.get('/getRouters')).data);
    expect(paths).toEqual(expect.arrayContaining([
      '/freight/sea-rate', '/freight/rail-lcl-rate', '/freight/rail-fcl-rate', '/freight/truck-rate', '/freight/port', '/freight/trade-lane',
      '/inquiry/rail', '/inquiry/fcl', '/inquiry/sea',
    ]));
    expect(paths.filter((path) => /^\/(system|monitor|tool)\//.test(path))).toEqual([]);
  });

  it('holds query, add, edit, export and import on those screens, quoting on the desks, and nothing of administration', async () => {
    const { permissions } = await ry.get('/getInfo');
    for (const screen of ['seaRate', 'railLclRate', 'railFclRate', 'truckRate', 'port', 'tradeLane']) {
      expect(permissions).toEqual(expect.arrayContaining(['list', 'query', 'add', 'edit', 'export', 'import'].map((action) => `freight:${screen}:${action}`)));
    }
    expect(permissions).toEqual(expect.arrayContaining(['freight:inquiry:list', 'freight:inquiry:quote', 'freight:inquiry:handle', 'freight:inquiry:export']));
    expect(permissions.filter((p: string) => /^(system|monitor|tool):/.test(p) || p.endsWith(':remove'))).toEqual([]);
  });

  it('lists freight rates and is refused the user list', async () => {
    expect(await ry.get('/freight/seaRate/list?pageSize=1')).toMatchObject({ code: 200, rows: [expect.any(Object)] });
    expect(await ry.get('/system/user/list')).toEqual({ code: 403, msg: '当前操作没有权限' });
  });
});

import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sysOperLog } from '../db/schema/index';
import { createTestApp, type TestApp } from '../../test/harness';
import { lastOperationId, staffClient } from '../../test/api';
import { BusinessType, redact } from './operationLog';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

const newestAfter = (after: number) =>
  vi.waitFor(async () => {
    const [row] = await t.ctx.db.select().from(sysOperLog).orderBy(desc(sysOperLog.operId)).limit(1);
    if (!row || row.operId <= after) throw new Error('not written yet');
    return row;
  }, { timeout: 15_000 });

describe('operation log', () => {
  it('redacts every field whose name contains "password", however deep', () => {
    expect(redact({ userName: 'a', password: 'x', nested: [{ oldPassword: 'y', keep: 1 }], confirmPassword: null }))
      .toEqual({ userName: 'a', password: '******', nested: [{ oldPassword: '******', keep: 1 }], confirmPassword: '******' });
  });

  it('downloads of an import template are logged under their screen as "other", not as an addition', async () => {
    const admin = await staffClient(t);
    const before = await lastOperationId(t);
    const reply = await t.app.inject({ method: 'POST', url: '/api/freight/port/importTemplate', headers: { authorization: `Bearer ${admin.token}` } });
    expect(reply.statusCode).toBe(200);
    expect(await newestAfter(before)).toMatchObject({ title: '港口站点', businessType: BusinessType.other, operUrl: '/api/freight/port/importTemplate', status: '0' });
  });

  it('writes a change under /api/system with who, where, parameters (passwords redacted), result and duration', async () => {
    const admin = await staffClient(t);
    const before = await lastOperationId(t);
    const reply = await admin.put('/system/user/profile/updatePwd', { oldPassword: 'admin123', newPassword: 'Freight#2026', confirmPassword: 'Freight#2026' });
    expect(reply.code).toBe(200);
    const row = await newestAfter(before);
    expect(row).toMatchObject({
      title: '个人信息', businessType: 2, requestMethod: 'PUT', operName: 'admin', deptName: '研发部门', operUrl: '/api/system/user/profile/updatePwd',
      method: '/api/system/user/profile/updatePwd', operIp: '127.0.0.1', status: '0', errorMsg: '',
    });
    expect(JSON.parse(row.operParam)).toEqual({ body: { oldPassword: '******', newPassword: '******', confirmPassword: '******' } });
    expect(row.operParam).not.toContain('Freight#2026');
    expect(row.operParam).not.toContain('admin123');
    expect(JSON.parse(row.jsonResult)).toMatchObject({ code: 200 });
    expect(row.costTime).toBeGreaterThanOrEqual(0);
  });

  it('records a refused change as failed with its message, and leaves reads and anonymous calls out', async () => {
    const ry = await staffClient(t, 'ry');
    const before = await lastOperationId(t);
    await ry.del('/system/post/1');
    expect(await newestAfter(before)).toMatchObject({ operName: 'ry', status: '1', errorMsg: '当前操作没有权限', businessType: 3 });
    const afterRefusal = await lastOperationId(t);
    await ry.get('/system/dict/type/list');
    await t.app.inject({ method: 'DELETE', url: '/api/system/post/1' });
    await t.app.inject({ method: 'POST', url: '/api/logout' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await lastOperationId(t)).toBe(afterRefusal);
  });

  it('names a module and a business type matching its path and method on every logged route', () => {
    const routes = t.app.loggedRoutes();
    // Every change route of the back office is logged; a GET only when it declares itself (it regenerates or re-reads).
    expect(routes.filter((r) => r.method === 'GET').map((r) => r.url).sort())
      .toEqual(['/api/monitor/logininfor/unlock/:userName', '/api/tool/gen/batchGenCode', '/api/tool/gen/download/:tableIds', '/api/tool/gen/genCode/:table', '/api/tool/gen/synchDb/:table']);
    expect(routes.length).toBeGreaterThan(100);
    const misnamed = routes
      .filter((r) => r.title.trim() === '' || r.businessType !== expectedType(r.method, r.url))
      .map((r) => `${r.method} ${r.url}: "${r.title}" ${r.businessType}, expected ${expectedType(r.method, r.url)}`);
    expect(misnamed).toEqual([]);
  });
});

/** RuoYi's business type of a call, read from its path, else from its method. */
function expectedType(method: string, url: string): BusinessType {
  const byPath: [RegExp, BusinessType][] = [
    [/\/export$|\/pdf\/:\w+$/, BusinessType.export],
    [/\/(importData|importTable|carrierSheet\/import)$/, BusinessType.import],
    [/\/importTemplate$|\/createTable$|\/monitor\/job\/run$|\/unlock\/|\/carrierSheet\/(inspect|preview)$/, BusinessType.other],
    [/\/(clean|refreshCache|clearCache\w*)(\/|$)/, BusinessType.clean],
    [/\/(authRole|authUser\/\w+|dataScope)$/, BusinessType.grant],
    [/^\/api\/monitor\/online\//, BusinessType.forceLogout],
    [/\/tool\/gen\/((download|genCode)\/|batchGenCode$)/, BusinessType.generate],
    [/\/(changeStatus|resetPwd|updatePwd|avatar|synchDb\/:\w+|quote|handled)$/, BusinessType.edit],
  ];
  const match = byPath.find(([pattern]) => pattern.test(url));
  if (match) return match[1];
  return ({ POST: BusinessType.add, PUT: BusinessType.edit, DELETE: BusinessType.remove } as Record<string, BusinessType>)[method] ?? BusinessType.other;
}

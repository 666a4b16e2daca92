import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../test/harness';
import { staffClient } from '../../test/api';
import { sysUser } from '../db/schema/index';
import { skeleton } from './lookalikeNames';

let t: TestApp;
let admin: Awaited<ReturnType<typeof staffClient>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await staffClient(t, 'admin', 'en');
});
afterAll(async () => { await t.close(); });

const staff = (userName: string) => ({ userName, nickName: 'Look-alike', password: 'admin123', sex: '0', status: '0', postIds: [], roleIds: [] });
const accounts = async (userName: string) => (await t.ctx.db.select().from(sysUser).where(eq(sysUser.userName, userName))).length;

describe('account names that look like another (issue 7, UTS #39 skeleton)', () => {
  it('have one skeleton: Cyrillic letters for Latin, "rn" for "m", invisible characters dropped', () => {
    expect(skeleton('\u0430dmin')).toBe(skeleton('admin'));
    expect(skeleton('rnanager')).toBe(skeleton('manager'));
    expect(skeleton('ad\u200bmin')).toBe(skeleton('admin'));
    expect(skeleton('adm1n')).toBe(skeleton('admln'));
    expect(skeleton('admin')).not.toBe(skeleton('admins'));
  });

  it('are refused for a new staff user, naming the account it would pass for; nothing is stored', async () => {
    expect(await admin.post('/system/user', staff('\u0430dmin'))).toEqual({
      code: 500, msg: "Cannot add user '\u0430dmin': the account name looks the same as the existing account 'admin'",
    });
    expect(await accounts('\u0430dmin')).toBe(0);
    expect(await admin.post('/system/user', staff('admin\u200b'))).toEqual({ code: 400, msg: 'Invalid parameter: userName may not hold invisible or text-direction characters' });
    expect(await admin.post('/system/user', staff('\u202enimda'))).toEqual({ code: 400, msg: 'Invalid parameter: userName may not hold invisible or text-direction characters' });
    expect(await admin.post('/system/user', staff('adminka'))).toMatchObject({ code: 200 });
  });

  it('are refused for a new portal account, across staff and customers', async () => {
    const [customer] = (await admin.get('/freight/customer/list?customerLocalCode=DEMO01')).rows;
    const body = { customerId: customer!.customerId, userName: 'r\u043Ematest', nickName: 'Buyer', password: 'Buyer#123' };
    expect(await admin.post('/freight/customer/user', { ...body, userName: 'adrnin' })).toEqual({
      code: 500, msg: "Cannot add user 'adrnin': the account name looks the same as the existing account 'admin'",
    });
    expect(await admin.post('/freight/customer/user', { ...body, userName: 'romatest' })).toMatchObject({ code: 200 });
    expect(await admin.post('/freight/customer/user', body)).toEqual({
      code: 500, msg: "Cannot add user 'r\u043Ematest': the account name looks the same as the existing account 'romatest'",
    });
  });
});

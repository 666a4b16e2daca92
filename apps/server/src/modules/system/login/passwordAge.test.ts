import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sysUser } from '../../../db/schema/index';
import { bearer, createTestApp, signIn, type TestApp } from '../../../../test/harness';
import { staffClient } from '../../../../test/api';
import { passwordTooOld } from './service';

let t: TestApp;
let admin: Awaited<ReturnType<typeof staffClient>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await staffClient(t);
});
afterAll(async () => { await t.close(); });

const dayMs = 24 * 60 * 60 * 1000;

/** Sets sys.account.passwordValidateDays through the parameter screen's call, so its cache follows. */
async function allowDays(days: number) {
  const [row] = (await admin.get('/system/config/list?configKey=sys.account.passwordValidateDays')).rows;
  expect(await admin.put('/system/config', { ...row, configValue: String(days) })).toMatchObject({ code: 200 });
}

const passwordSetDaysAgo = (userName: string, days: number) =>
  t.ctx.db.update(sysUser).set({ pwdUpdateDate: new Date(Date.now() - days * dayMs) }).where(eq(sysUser.userName, userName));

async function signedIn(userName: string, password = 'admin123') {
  const { token } = await signIn(t, userName, password);
  const call = async (method: 'GET' | 'PUT', url: string, payload?: object) =>
    (await t.app.inject({ method, url: `/api${url}`, headers: bearer(token!), ...(payload ? { payload } : {}) })).json();
  return { token: token!, call };
}

describe('password age (sys.account.passwordValidateDays)', () => {
  it('is seeded off, as in RuoYi', async () => {
    const [row] = (await admin.get('/system/config/list?configKey=sys.account.passwordValidateDays')).rows;
    expect(row).toMatchObject({ configValue: '0', configType: 'Y' });
  });

  it('counts whole days past the limit, and 0 turns it off', () => {
    const now = new Date('2026-11-25T09:00:00Z');
    expect(passwordTooOld(new Date(now.getTime() - 91 * dayMs), 90, now)).toBe(true);
    expect(passwordTooOld(new Date(now.getTime() - 90 * dayMs - 1000), 90, now)).toBe(false);
    expect(passwordTooOld(new Date(now.getTime() - 89 * dayMs), 90, now)).toBe(false);
    expect(passwordTooOld(new Date(now.getTime() - 4000 * dayMs), 0, now)).toBe(false);
  });

  it('lets a password changed 89 days ago work with a 90-day limit, and any age when the limit is 0', async () => {
    await allowDays(90);
    await passwordSetDaysAgo('ry', 89);
    const recent = await signedIn('ry');
    expect(await recent.call('GET', '/getInfo')).toMatchObject({ code: 200, isPasswordExpired: false, isPasswordAged: false });
    expect((await recent.call('GET', '/system/user/profile')).code).toBe(200);

    await allowDays(0);
    await passwordSetDaysAgo('ry', 400);
    const off = await signedIn('ry');
    expect(await off.call('GET', '/getInfo')).toMatchObject({ code: 200, isPasswordExpired: false });
    expect((await off.call('GET', '/system/user/profile')).code).toBe(200);
  });

  it('makes a password changed 91 days ago with a 90-day limit be replaced at sign-in before anything else', async () => {
    await allowDays(90);
    await passwordSetDaysAgo('ry', 91);
    const aged = await signedIn('ry');
    // RuoYi-Vue3 prompts "expired" (not "still the initial password") and leads to the profile page to change it.
    expect(await aged.call('GET', '/getInfo')).toMatchObject({ code: 200, isDefaultModifyPwd: false, isPasswordExpired: true, isPasswordAged: true });
    expect((await aged.call('GET', '/getRouters')).code).toBe(200);
    expect((await aged.call('GET', '/system/user/profile')).code).toBe(200);
    expect(await aged.call('GET', '/freight/port/list')).toEqual({ code: 601, msg: '密码已过期，须先修改后才能使用系统' });

    const changed = await aged.call('PUT', '/system/user/profile/updatePwd', { oldPassword: 'admin123', newPassword: 'Harbor#2026', confirmPassword: 'Harbor#2026' });
    expect(changed).toMatchObject({ code: 200 });
    expect((await aged.call('GET', '/system/user/profile')).code).toBe(200);
    const [row] = await t.ctx.db.select({ pwdUpdateDate: sysUser.pwdUpdateDate }).from(sysUser).where(eq(sysUser.userName, 'ry'));
    expect(Date.now() - row!.pwdUpdateDate.getTime()).toBeLessThan(60_000);
    expect(await (await signedIn('ry', 'Harbor#2026')).call('GET', '/getInfo')).toMatchObject({ isPasswordExpired: false, isPasswordAged: false });
  });

  it('starts the count again when an administrator sets the password', async () => {
    await allowDays(90);
    const [ry] = await t.ctx.db.select({ userId: sysUser.userId }).from(sysUser).where(eq(sysUser.userName, 'ry'));
    await passwordSetDaysAgo('ry', 200);
    expect(await admin.put('/system/user/resetPwd', { userId: ry!.userId, password: 'Reset#2026a' })).toMatchObject({ code: 200 });
    const [row] = await t.ctx.db.select({ pwdUpdateDate: sysUser.pwdUpdateDate }).from(sysUser).where(eq(sysUser.userName, 'ry'));
    expect(Date.now() - row!.pwdUpdateDate.getTime()).toBeLessThan(60_000);
  });
});

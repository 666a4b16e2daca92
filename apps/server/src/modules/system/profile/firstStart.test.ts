import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../../app';
import { loadConfig } from '../../../config';
import { type Database } from '../../../db/client';
import { createPglite, openPglite } from '../../../db/embedded';
import { seedDatabase } from '../../../db/seed/index';
import { MemoryKvStore } from '../../../platform/kv/memory';
import { sysUser } from '../../../db/schema/index';

let database: Database;
let app: Awaited<ReturnType<typeof buildApp>>['app'];
let oneTime: string;

beforeAll(async () => {
  database = await openPglite(await createPglite());
  await database.migrate();
  oneTime = (await seedDatabase(database.db, { demo: false })).initialAdminPassword!;
  const config = { ...loadConfig({ DATABASE_URL: 'postgres://unused', TOKEN_SECRET: 'q'.repeat(20) + 'w'.repeat(20) + 'e', CAPTCHA_ENABLED: 'false' }), webDist: '/nonexistent' };
  ({ app } = await buildApp({ config, database, kv: new MemoryKvStore(), logger: false }));
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('first start outside demo mode', () => {
  it('creates only admin, with a one-time password that must be changed before anything else', async () => {
    const users = await database.db.select({ userName: sysUser.userName }).from(sysUser);
    expect(users).toEqual([{ userName: 'admin' }]);
    expect(oneTime).toMatch(/^(?=.*[A-Za-z])(?=.*\d)(?=.*[^A-Za-z\d]).{6,20}$/);
    expect((await app.inject({ method: 'POST', url: '/api/login', payload: { username: 'admin', password: 'admin123' } })).json().code).toBe(500);

    const { token } = (await app.inject({ method: 'POST', url: '/api/login', payload: { username: 'admin', password: oneTime } })).json();
    const auth = { authorization: `Bearer ${token}` };
    expect((await app.inject({ method: 'GET', url: '/api/getInfo', headers: auth })).json()).toMatchObject({ code: 200, isPasswordExpired: true });
    expect((await app.inject({ method: 'GET', url: '/api/monitor/online/list', headers: auth })).json())
      .toEqual({ code: 601, msg: '初始密码须先修改后才能使用系统' });

    const change = (payload: object) => app.inject({ method: 'PUT', url: '/api/system/user/profile/updatePwd', headers: auth, payload }).then((r) => r.json());
    expect(await change({ oldPassword: 'nope', newPassword: 'Harbor#2026', confirmPassword: 'Harbor#2026' })).toEqual({ code: 500, msg: '修改密码失败，旧密码错误' });
    expect((await change({ oldPassword: oneTime, newPassword: 'weak', confirmPassword: 'weak' })).code).toBe(400);
    expect((await change({ oldPassword: oneTime, newPassword: 'Harbor#2026', confirmPassword: 'Harbor#2026' })).code).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/monitor/online/list', headers: auth })).json().code).toBe(200);
    const [{ expired }] = (await database.db.execute(sql`select bool_or(password_expired) as expired from sys_user`)).rows as [{ expired: boolean }];
    expect(expired).toBe(false);
  });
});

describe('configuration', () => {
  it('refuses to start in production without a strong token secret', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/TOKEN_SECRET/);
    expect(() => loadConfig({ NODE_ENV: 'production', TOKEN_SECRET: 'secretsecretsecretsecretsecretsecret' })).toThrow(/TOKEN_SECRET/);
    const config = loadConfig({ NODE_ENV: 'production', TOKEN_SECRET: 'Zr8vN2qLw5Xk1Tb7Hc3Ym9Pd4Gf6Js0A', PUBLIC_URL: 'https://rates.example.com' });
    expect(config.demo).toBe(false);
  });
});

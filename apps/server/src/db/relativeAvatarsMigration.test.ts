import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { migrationsFolder } from './client';
import { sysUser } from './schema/index';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

it('migration 0026 keeps avatars as RuoYi\'s relative path, leaving other addresses as they are', async () => {
  await t.ctx.db.update(sysUser).set({ avatar: '/api/profile/avatar/2026/12/02/a.png' }).where(eq(sysUser.userName, 'admin'));
  await t.ctx.db.update(sysUser).set({ avatar: 'https://cdn.example.com/api/profile/b.png' }).where(eq(sysUser.userName, 'ry'));
  await t.ctx.db.execute(sql.raw(readFileSync(`${migrationsFolder}/0026_relative_avatars.sql`, 'utf8')));
  const avatarOf = async (userName: string) => (await t.ctx.db.select({ avatar: sysUser.avatar }).from(sysUser).where(eq(sysUser.userName, userName)))[0]!.avatar;
  expect(await avatarOf('admin')).toBe('/profile/avatar/2026/12/02/a.png');
  expect(await avatarOf('ry')).toBe('https://cdn.example.com/api/profile/b.png');
});

import { readFileSync } from 'node:fs';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { migrationsFolder } from './client';
import { sysDept, sysPost, sysRole } from './schema/index';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(async () => { await t.close(); });

/** The indexes as they were before the migration: no unique names, role keys unique among all rows. */
async function unmigrate() {
  for (const index of ['sys_dept_parent_id_dept_name_index', 'sys_menu_parent_id_menu_name_index', 'sys_post_post_name_index', 'sys_role_role_name_index', 'sys_role_role_key_index']) {
    await t.ctx.db.execute(sql.raw(`DROP INDEX "${index}"`));
  }
  await t.ctx.db.execute(sql.raw('CREATE UNIQUE INDEX "sys_role_role_key_index" ON "sys_role" USING btree ("role_key")'));
}

async function migrateUniqueNames() {
  const text = readFileSync(`${migrationsFolder}/0025_unique_names.sql`, 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) await t.ctx.db.execute(sql.raw(statement));
}

describe('migration 0025: unique names', () => {
  it('keeps the oldest of names a race let in twice, marks the later ones with their id, and builds the indexes', async () => {
    await unmigrate();
    const [hq] = await t.ctx.db.select().from(sysDept).where(eq(sysDept.deptName, '上海总部'));
    // A name as long as the column: the mark takes the place of its end.
    const long = '部门'.repeat(15);
    const twins = await t.ctx.db.insert(sysDept).values([1, 2, 3].map(() => ({ parentId: hq!.deptId, ancestors: `${hq!.ancestors},${hq!.deptId}`, deptName: long })))
      .returning({ id: sysDept.deptId });
    await t.ctx.db.insert(sysPost).values([{ postCode: 'twin1', postName: '双岗' }, { postCode: 'twin2', postName: '双岗' }]);
    await t.ctx.db.insert(sysRole).values([{ roleName: '双角色', roleKey: 'twin1' }, { roleName: '双角色', roleKey: 'twin2', delFlag: '2' }]);

    await migrateUniqueNames();

    const ids = twins.map((d) => d.id);
    const names = (await t.ctx.db.select({ name: sysDept.deptName }).from(sysDept).where(inArray(sysDept.deptId, ids)).orderBy(asc(sysDept.deptId))).map((d) => d.name);
    const marked = (id: number) => long.slice(0, 30 - ` #${id}`.length) + ` #${id}`;
    expect(names).toEqual([long, marked(ids[1]!), marked(ids[2]!)]);
    expect((await t.ctx.db.select({ name: sysPost.postName }).from(sysPost).where(inArray(sysPost.postCode, ['twin1', 'twin2'])).orderBy(asc(sysPost.postId))).map((p) => p.name))
      .toEqual(['双岗', expect.stringMatching(/^双岗 #\d+$/)]);
    // A deleted role keeps its name: only roles not deleted must differ.
    expect((await t.ctx.db.select({ name: sysRole.roleName }).from(sysRole).where(inArray(sysRole.roleKey, ['twin1', 'twin2']))).map((r) => r.name)).toEqual(['双角色', '双角色']);
    await expect(t.ctx.db.insert(sysPost).values({ postCode: 'twin3', postName: '双岗' })).rejects.toMatchObject({ cause: { code: '23505' } });
  });
});

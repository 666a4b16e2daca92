import { and, asc, eq, inArray, ne, not, sql } from 'drizzle-orm';
import type { DeptBody, DeptQuery } from '@freight/domain';
import type { Db } from '../../../db/client';
import { sysDept, sysUser } from '../../../db/schema/index';
import type { AppContext } from '../../../platform/context';
import { AppError } from '../../../platform/errors';
import { contains, equals } from '../../../platform/list/filters';
import { childAncestors, descendantsOf, pathIds } from './tree';

export type Dept = typeof sysDept.$inferSelect;

const present = eq(sysDept.delFlag, '0');
const treeOrder = [asc(sysDept.parentId), asc(sysDept.orderNum), asc(sysDept.deptId)];

/** Departments as a flat list (the screen builds the tree), filtered by name and status. */
export function listDepts(ctx: AppContext, query: DeptQuery): Promise<Dept[]> {
  return ctx.db.select().from(sysDept)
    .where(and(present, contains(sysDept.deptName, query.deptName), equals(sysDept.status, query.status)))
    .orderBy(...treeOrder);
}

/** Departments that may become the parent of `deptId`: all but itself and its descendants. */
export function listDeptsExcluding(ctx: AppContext, deptId: number): Promise<Dept[]> {
  return ctx.db.select().from(sysDept)
    .where(and(present, ne(sysDept.deptId, deptId), not(descendantsOf(deptId))))
    .orderBy(...treeOrder);
}

export async function getDept(db: Db, deptId: number): Promise<Dept> {
  const [dept] = await db.select().from(sysDept).where(and(present, eq(sysDept.deptId, deptId)));
  if (!dept) throw new AppError('http.404', {}, 404);
  return dept;
}

async function parentOf(db: Db, parentId: number): Promise<Dept | null> {
  return parentId === 0 ? null : getDept(db, parentId);
}

/** Names are unique among the children of one parent. */
async function nameTaken(db: Db, body: DeptBody): Promise<boolean> {
  const [clash] = await db.select({ deptId: sysDept.deptId }).from(sysDept)
    .where(and(present, eq(sysDept.parentId, body.parentId), eq(sysDept.deptName, body.deptName), body.deptId ? ne(sysDept.deptId, body.deptId) : undefined))
    .limit(1);
  return clash !== undefined;
}

const fields = (body: DeptBody) => ({
  parentId: body.parentId, deptName: body.deptName, orderNum: body.orderNum, leader: body.leader || null,
  phone: body.phone || null, email: body.email || null, status: body.status,
});

export async function addDept(ctx: AppContext, body: DeptBody, by: string): Promise<void> {
  if (await nameTaken(ctx.db, body)) throw new AppError('dept.add.nameExists', { name: body.deptName });
  const parent = await parentOf(ctx.db, body.parentId);
  if (parent && parent.status !== '0') throw new AppError('dept.parent.disabled');
  await ctx.db.insert(sysDept).values({ ...fields(body), ancestors: childAncestors(parent), createBy: by });
}

async function checkUpdate(db: Db, body: DeptBody & { deptId: number }, parent: Dept | null) {
  const name = body.deptName;
  if (await nameTaken(db, body)) throw new AppError('dept.edit.nameExists', { name });
  if (body.parentId === body.deptId) throw new AppError('dept.edit.parentSelf', { name });
  if (parent && pathIds(parent.ancestors).includes(body.deptId)) throw new AppError('dept.edit.parentBelow', { name });
  if (body.status === '1') {
    const [active] = await db.select({ deptId: sysDept.deptId }).from(sysDept)
      .where(and(present, eq(sysDept.status, '0'), descendantsOf(body.deptId))).limit(1);
    if (active) throw new AppError('dept.edit.activeChildren');
  }
}

/**
 * Saves a department. Moving it to another parent rewrites the paths of its whole subtree; enabling it
 * enables the departments above it, so an enabled department never hangs under a disabled one.
 */
export async function updateDept(ctx: AppContext, body: DeptBody, by: string): Promise<void> {
  if (!body.deptId) throw new AppError('http.404', {}, 404);
  const deptId = body.deptId;
  const current = await getDept(ctx.db, deptId);
  const parent = await parentOf(ctx.db, body.parentId);
  await checkUpdate(ctx.db, { ...body, deptId }, parent);
  const ancestors = childAncestors(parent);
  await ctx.db.transaction(async (tx) => {
    if (ancestors !== current.ancestors) {
      const oldPrefix = `${current.ancestors},${deptId}`;
      await tx.update(sysDept)
        .set({ ancestors: sql`${`${ancestors},${deptId}`} || substr(${sysDept.ancestors}, ${oldPrefix.length + 1})` })
        .where(descendantsOf(deptId));
    }
    await tx.update(sysDept).set({ ...fields(body), ancestors, updateBy: by, updateTime: new Date() }).where(eq(sysDept.deptId, deptId));
    const above = pathIds(ancestors);
    if (body.status === '0' && above.length) await tx.update(sysDept).set({ status: '0' }).where(inArray(sysDept.deptId, above));
  });
}

/** Deletes a department that has no sub-departments and no users (kept as deleted for history). */
export async function removeDept(ctx: AppContext, deptId: number, by: string): Promise<void> {
  await getDept(ctx.db, deptId);
  const [child] = await ctx.db.select({ deptId: sysDept.deptId }).from(sysDept).where(and(present, eq(sysDept.parentId, deptId))).limit(1);
  if (child) throw new AppError('dept.delete.children');
  const [user] = await ctx.db.select({ userId: sysUser.userId }).from(sysUser).where(and(eq(sysUser.deptId, deptId), eq(sysUser.delFlag, '0'))).limit(1);
  if (user) throw new AppError('dept.delete.users');
  await ctx.db.update(sysDept).set({ delFlag: '2', updateBy: by, updateTime: new Date() }).where(eq(sysDept.deptId, deptId));
}

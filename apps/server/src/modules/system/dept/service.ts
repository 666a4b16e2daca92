import { and, asc, eq, inArray, ne, not, sql } from 'drizzle-orm';
import { DeptBody, edited, type DeptQuery, type DeptSortBody, type Edited } from '@freight/domain';
import type { Db } from '../../../db/client';
import { sysDept, sysUser } from '../../../db/schema/index';
import type { Actor } from '../../../platform/commands/actor';
import type { AppContext } from '../../../platform/context';
import { saveEdit } from '../../../platform/edits';
import { AppError } from '../../../platform/errors';
import { contains, equals } from '../../../platform/list/filters';
import { saveUnique } from '../../../platform/uniqueNames';
import { treeOptions, type TreeOption } from '../menu/tree';
import { deptScope } from '../user/dataScope';
import { childAncestors, descendantsOf, pathIds } from './tree';

export type Dept = typeof sysDept.$inferSelect;

/** Who asks: the acting staff person (a session holds the same fields, for the reads). */
type Caller = Pick<Actor, 'userId' | 'userName' | 'roles'>;

const present = eq(sysDept.delFlag, '0');
const treeOrder = [asc(sysDept.parentId), asc(sysDept.orderNum), asc(sysDept.deptId)];

/** Departments within the caller's data scope as a flat list (the screen builds the tree), filtered by name and status. */
export async function listDepts(ctx: AppContext, query: DeptQuery, caller: Caller): Promise<Dept[]> {
  return ctx.db.select().from(sysDept)
    .where(and(present, contains(sysDept.deptName, query.deptName), equals(sysDept.status, query.status), await deptScope(ctx.db, caller)))
    .orderBy(...treeOrder);
}

/** Departments that may become the parent of `deptId`: those in the caller's scope but itself and its descendants. */
export async function listDeptsExcluding(ctx: AppContext, deptId: number, caller: Caller): Promise<Dept[]> {
  return ctx.db.select().from(sysDept)
    .where(and(present, ne(sysDept.deptId, deptId), not(descendantsOf(deptId)), await deptScope(ctx.db, caller)))
    .orderBy(...treeOrder);
}

/** The departments the caller may see as a tree of `{ id, label, disabled, children }` (user screen, role data scope dialog). */
export async function deptTreeOptions(db: Db, caller: Caller): Promise<TreeOption[]> {
  const depts = await db.select().from(sysDept).where(and(present, await deptScope(db, caller))).orderBy(...treeOrder);
  return treeOptions(depts, (d) => d.deptId, (d) => d.parentId, (d) => d.deptName, (d) => d.status !== '0');
}

/** Refuses a department outside the caller's data scope (RuoYi's checkDeptDataScope). */
export async function checkDeptInScope(db: Db, caller: Caller, deptId: number): Promise<void> {
  const scope = await deptScope(db, caller);
  if (!scope) return;
  const [visible] = await db.select({ deptId: sysDept.deptId }).from(sysDept).where(and(eq(sysDept.deptId, deptId), scope));
  if (!visible) throw new AppError('dept.dataScope');
}

/** A department the caller may see. */
export async function readDept(ctx: AppContext, deptId: number, caller: Caller): Promise<Dept> {
  await checkDeptInScope(ctx.db, caller, deptId);
  return getDept(ctx.db, deptId);
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
async function checkName(db: Db, body: DeptBody, action: 'add' | 'edit') {
  const [clash] = await db.select({ deptId: sysDept.deptId }).from(sysDept)
    .where(and(present, eq(sysDept.parentId, body.parentId), eq(sysDept.deptName, body.deptName), body.deptId ? ne(sysDept.deptId, body.deptId) : undefined))
    .limit(1);
  if (clash) throw new AppError(`dept.${action}.nameExists`, { name: body.deptName });
}

const fields = (body: DeptBody) => ({
  parentId: body.parentId, deptName: body.deptName, orderNum: body.orderNum, leader: body.leader || null,
  phone: body.phone || null, email: body.email || null, status: body.status,
});

export async function addDept(ctx: AppContext, body: DeptBody, caller: Caller): Promise<void> {
  await saveUnique(() => checkName(ctx.db, body, 'add'), async () => {
    const parent = await parentOf(ctx.db, body.parentId);
    if (parent) await checkDeptInScope(ctx.db, caller, parent.deptId);
    if (parent && parent.status !== '0') throw new AppError('dept.parent.disabled');
    await ctx.db.insert(sysDept).values({ ...fields(body), ancestors: childAncestors(parent), createBy: caller.userName });
  });
}

async function checkUpdate(db: Db, body: DeptBody & { deptId: number }, parent: Dept | null) {
  const name = body.deptName;
  await checkName(db, body, 'edit');
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
export async function updateDept(ctx: AppContext, body: Edited<DeptBody>, caller: Caller): Promise<void> {
  if (!body.deptId) throw new AppError('http.404', {}, 404);
  const deptId = body.deptId;
  const current = await readDept(ctx, deptId, caller);
  // The schema lets an edit keep parent 0 for the top department; any other department keeps a parent.
  if (body.parentId === 0 && current.parentId !== 0) throw new AppError('dept.parent.required');
  const parent = await parentOf(ctx.db, body.parentId);
  if (parent && parent.deptId !== current.parentId) await checkDeptInScope(ctx.db, caller, parent.deptId);
  const ancestors = childAncestors(parent);
  await saveUnique(() => checkUpdate(ctx.db, { ...body, deptId }, parent), () => ctx.db.transaction(async (tx) => {
    if (ancestors !== current.ancestors) {
      const oldPrefix = `${current.ancestors},${deptId}`;
      await tx.update(sysDept)
        .set({ ancestors: sql`${`${ancestors},${deptId}`} || substr(${sysDept.ancestors}, ${oldPrefix.length + 1})` })
        .where(descendantsOf(deptId));
    }
    await saveEdit(tx, sysDept, eq(sysDept.deptId, deptId), body.version, { ...fields(body), ancestors, updateBy: caller.userName, updateTime: new Date() });
    const above = pathIds(ancestors);
    if (body.status === '0' && above.length) await tx.update(sysDept).set({ status: '0' }).where(inArray(sysDept.deptId, above));
  }));
}

/**
 * RuoYi-Vue3's "save order" as edits: each department as it is now with its new order, through the edit dialog's
 * schema, at the version just read. All are read first, so one outside the caller's data scope refuses them all.
 */
export async function deptOrderEdits(ctx: AppContext, { deptIds, orderNums }: DeptSortBody, caller: Caller): Promise<Edited<DeptBody>[]> {
  return Promise.all(deptIds.map(async (deptId, i) => edited(DeptBody).parse({ ...(await readDept(ctx, deptId, caller)), orderNum: orderNums[i] })));
}

/**
 * Deletes a department that has no sub-departments and no users (kept as deleted for history); either refusal is a
 * warning (601), as RuoYi answers it.
 */
export async function removeDept(ctx: AppContext, deptId: number, caller: Caller): Promise<void> {
  await readDept(ctx, deptId, caller);
  const [child] = await ctx.db.select({ deptId: sysDept.deptId }).from(sysDept).where(and(present, eq(sysDept.parentId, deptId))).limit(1);
  if (child) throw new AppError('dept.delete.children', {}, 601);
  const [user] = await ctx.db.select({ userId: sysUser.userId }).from(sysUser).where(and(eq(sysUser.deptId, deptId), eq(sysUser.delFlag, '0'))).limit(1);
  if (user) throw new AppError('dept.delete.users', {}, 601);
  await ctx.db.update(sysDept).set({ delFlag: '2', updateBy: caller.userName, updateTime: new Date() }).where(eq(sysDept.deptId, deptId));
}

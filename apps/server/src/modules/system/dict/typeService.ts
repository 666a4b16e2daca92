import { and, asc, eq, gt, inArray, ne, type SQL } from 'drizzle-orm';
import type { DictTypeBody, DictTypeFilter, DictTypeQuery, Edited } from '@freight/domain';
import { sysDictData, sysDictType } from '../../../db/schema/index';
import type { AppContext } from '../../../platform/context';
import { clearDictCache } from '../../../platform/dictionary';
import { saveEdit } from '../../../platform/edits';
import { AppError } from '../../../platform/errors';
import { saveUnique } from '../../../platform/uniqueNames';
import { keysetBatches } from '../../../platform/excel/batches';
import { contains, equals, withinTimes } from '../../../platform/list/filters';
import { findPage, type Page } from '../../../platform/list/page';

export type DictType = typeof sysDictType.$inferSelect;

const matching = (filter: DictTypeFilter, timeZone: string): SQL | undefined => and(
  contains(sysDictType.dictName, filter.dictName), contains(sysDictType.dictType, filter.dictType),
  equals(sysDictType.status, filter.status), withinTimes(sysDictType.createTime, filter, timeZone),
);

export function listDictTypes(ctx: AppContext, query: DictTypeQuery): Promise<Page<DictType>> {
  const where = matching(query, ctx.config.timeZone);
  return findPage(
    query,
    ({ limit, offset }) => ctx.db.select().from(sysDictType).where(where).orderBy(asc(sysDictType.dictId)).limit(limit).offset(offset),
    () => ctx.db.$count(sysDictType, where),
  );
}

export function dictTypeBatches(ctx: AppContext, filter: DictTypeFilter) {
  const where = matching(filter, ctx.config.timeZone);
  return keysetBatches(
    (after, limit) => ctx.db.select().from(sysDictType).where(and(where, gt(sysDictType.dictId, after))).orderBy(asc(sysDictType.dictId)).limit(limit),
    (type) => type.dictId,
  );
}

/** Every type, for the type switch of the data page and other pickers. */
export function dictTypeOptions(ctx: AppContext): Promise<Pick<DictType, 'dictId' | 'dictName' | 'dictType' | 'status'>[]> {
  return ctx.db.select({ dictId: sysDictType.dictId, dictName: sysDictType.dictName, dictType: sysDictType.dictType, status: sysDictType.status })
    .from(sysDictType).orderBy(asc(sysDictType.dictId));
}

export async function getDictType(ctx: AppContext, dictId: number): Promise<DictType> {
  const [type] = await ctx.db.select().from(sysDictType).where(eq(sysDictType.dictId, dictId));
  if (!type) throw new AppError('http.404', {}, 404);
  return type;
}

async function checkType(ctx: AppContext, body: DictTypeBody, action: 'add' | 'edit') {
  const [clash] = await ctx.db.select({ dictId: sysDictType.dictId }).from(sysDictType)
    .where(and(eq(sysDictType.dictType, body.dictType), body.dictId ? ne(sysDictType.dictId, body.dictId) : undefined)).limit(1);
  if (clash) throw new AppError(`dict.${action}.typeExists`, { name: body.dictName });
}

const fields = (body: DictTypeBody) => ({ dictName: body.dictName, dictType: body.dictType, status: body.status, remark: body.remark ?? null });

export async function addDictType(ctx: AppContext, body: DictTypeBody, by: string): Promise<void> {
  await saveUnique(() => checkType(ctx, body, 'add'), () => ctx.db.insert(sysDictType).values({ ...fields(body), createBy: by }));
}

/** Renaming a type carries its entries along. */
export async function updateDictType(ctx: AppContext, body: Edited<DictTypeBody>, by: string): Promise<void> {
  if (!body.dictId) throw new AppError('http.404', {}, 404);
  const current = await getDictType(ctx, body.dictId);
  await saveUnique(() => checkType(ctx, body, 'edit'), () => ctx.db.transaction(async (tx) => {
    if (current.dictType !== body.dictType) {
      await tx.update(sysDictData).set({ dictType: body.dictType }).where(eq(sysDictData.dictType, current.dictType));
    }
    await saveEdit(tx, sysDictType, eq(sysDictType.dictId, current.dictId), body.version, { ...fields(body), updateBy: by, updateTime: new Date() });
  }));
  await clearDictCache(ctx, [current.dictType, body.dictType]);
}

/** Deletes types that have no entries; a type still holding entries refuses the deletion and is named. */
export async function removeDictTypes(ctx: AppContext, dictIds: number[]): Promise<void> {
  const types = await ctx.db.select().from(sysDictType).where(inArray(sysDictType.dictId, dictIds)).orderBy(asc(sysDictType.dictId));
  if (types.length === 0) return;
  const [used] = await ctx.db.select({ dictType: sysDictData.dictType }).from(sysDictData)
    .where(inArray(sysDictData.dictType, types.map((t) => t.dictType))).limit(1);
  if (used) throw new AppError('record.assigned', { name: types.find((t) => t.dictType === used.dictType)!.dictName });
  await ctx.db.delete(sysDictType).where(inArray(sysDictType.dictId, dictIds));
  await clearDictCache(ctx, types.map((t) => t.dictType));
}

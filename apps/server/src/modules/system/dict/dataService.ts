import { and, asc, eq, gt, inArray, type SQL } from 'drizzle-orm';
import type { DictDataBody, DictDataFilter, DictDataQuery, Edited } from '@freight/domain';
import { sysDictData, sysDictType } from '../../../db/schema/index';
import type { AppContext } from '../../../platform/context';
import { clearDictCache } from '../../../platform/dictionary';
import { saveEdit } from '../../../platform/edits';
import { AppError } from '../../../platform/errors';
import { keysetBatches } from '../../../platform/excel/batches';
import { contains, equals } from '../../../platform/list/filters';
import { findPage, type Page } from '../../../platform/list/page';

export type DictData = typeof sysDictData.$inferSelect;

const matching = (filter: DictDataFilter): SQL | undefined => and(
  equals(sysDictData.dictType, filter.dictType), contains(sysDictData.dictLabel, filter.dictLabel), equals(sysDictData.status, filter.status),
);

export function listDictData(ctx: AppContext, query: DictDataQuery): Promise<Page<DictData>> {
  const where = matching(query);
  return findPage(
    query,
    ({ limit, offset }) => ctx.db.select().from(sysDictData).where(where)
      .orderBy(asc(sysDictData.dictType), asc(sysDictData.dictSort), asc(sysDictData.dictCode)).limit(limit).offset(offset),
    () => ctx.db.$count(sysDictData, where),
  );
}

export function dictDataBatches(ctx: AppContext, filter: DictDataFilter) {
  const where = matching(filter);
  return keysetBatches(
    (after, limit) => ctx.db.select().from(sysDictData).where(and(where, gt(sysDictData.dictCode, after))).orderBy(asc(sysDictData.dictCode)).limit(limit),
    (data) => data.dictCode,
  );
}

export async function getDictData(ctx: AppContext, dictCode: number): Promise<DictData> {
  const [data] = await ctx.db.select().from(sysDictData).where(eq(sysDictData.dictCode, dictCode));
  if (!data) throw new AppError('http.404', {}, 404);
  return data;
}

async function checkType(ctx: AppContext, dictType: string) {
  const [type] = await ctx.db.select({ dictId: sysDictType.dictId }).from(sysDictType).where(eq(sysDictType.dictType, dictType));
  if (!type) throw new AppError('dict.type.missing', { type: dictType });
}

const fields = (body: DictDataBody) => ({
  dictType: body.dictType, dictLabel: body.dictLabel, dictLabelEn: body.dictLabelEn || null, dictLabelRu: body.dictLabelRu || null,
  dictValue: body.dictValue, dictSort: body.dictSort, cssClass: body.cssClass || null, listClass: body.listClass || null,
  status: body.status, remark: body.remark ?? null,
});

/** Adds an entry; the cached dictionary of its type is dropped so every screen reads the new one. */
export async function addDictData(ctx: AppContext, body: DictDataBody, by: string): Promise<void> {
  await checkType(ctx, body.dictType);
  await ctx.db.insert(sysDictData).values({ ...fields(body), createBy: by });
  await clearDictCache(ctx, [body.dictType]);
}

export async function updateDictData(ctx: AppContext, body: Edited<DictDataBody>, by: string): Promise<void> {
  if (!body.dictCode) throw new AppError('http.404', {}, 404);
  const current = await getDictData(ctx, body.dictCode);
  await checkType(ctx, body.dictType);
  await saveEdit(ctx.db, sysDictData, eq(sysDictData.dictCode, current.dictCode), body.version, { ...fields(body), updateBy: by, updateTime: new Date() });
  await clearDictCache(ctx, [current.dictType, body.dictType]);
}

export async function removeDictData(ctx: AppContext, dictCodes: number[]): Promise<void> {
  const removed = await ctx.db.delete(sysDictData).where(inArray(sysDictData.dictCode, dictCodes)).returning({ dictType: sysDictData.dictType });
  await clearDictCache(ctx, [...new Set(removed.map((r) => r.dictType))]);
}

import { asc, and, eq } from 'drizzle-orm';
import { languages, type Language } from '@freight/domain';
import { sysDictData } from '../db/schema/index';
import type { AppContext } from './context';

/** A dictionary entry as the screens read it, its label in the caller's language. */
export interface DictEntry {
  dictCode: number;
  dictSort: number;
  dictLabel: string;
  dictValue: string;
  dictType: string;
  cssClass: string | null;
  listClass: string | null;
  isDefault: string;
  status: string;
}

const prefix = 'sys_dict:';
const cacheKey = (type: string, language: Language) => `${prefix}${type}:${language}`;
const cacheSeconds = 24 * 3600;

const localLabel = (row: typeof sysDictData.$inferSelect, language: Language) =>
  (language === 'en_US' ? row.dictLabelEn : language === 'ru_Ru' ? row.dictLabelRu : null) || row.dictLabel;

/** The normal entries of a dictionary type in the caller's language, read through the shared cache. */
export async function dictEntries(ctx: AppContext, type: string, language: Language): Promise<DictEntry[]> {
  const cached = await ctx.kv.get(cacheKey(type, language));
  if (cached !== null) return JSON.parse(cached) as DictEntry[];
  const rows = await ctx.db.select().from(sysDictData)
    .where(and(eq(sysDictData.dictType, type), eq(sysDictData.status, '0')))
    .orderBy(asc(sysDictData.dictSort), asc(sysDictData.dictCode));
  const entries: DictEntry[] = rows.map((row) => ({
    dictCode: row.dictCode, dictSort: row.dictSort, dictLabel: localLabel(row, language), dictValue: row.dictValue, dictType: row.dictType,
    cssClass: row.cssClass, listClass: row.listClass, isDefault: row.isDefault, status: row.status,
  }));
  await ctx.kv.set(cacheKey(type, language), JSON.stringify(entries), cacheSeconds);
  return entries;
}

/** Label of each value of a dictionary type, for exports and messages. */
export async function dictLabels(ctx: AppContext, type: string, language: Language): Promise<Map<string, string>> {
  return new Map((await dictEntries(ctx, type, language)).map((entry) => [entry.dictValue, entry.dictLabel]));
}

/** Forgets the cached entries of some types (every language), or of all types. */
export async function clearDictCache(ctx: AppContext, types?: readonly string[]): Promise<void> {
  const keys = types ? types.flatMap((type) => languages.map((language) => cacheKey(type, language))) : await ctx.kv.keys(prefix);
  if (keys.length) await ctx.kv.del(...keys);
}

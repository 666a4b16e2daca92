import { z } from 'zod';
import { blankAsAbsent, numberFromText } from '../validators';
import { text } from '../text';
import { localTimeText } from '../zonedTime';

/** Back-office.md §9: lists start on page 1 with 10 rows; one page holds at most 100 rows. */
export const maxPageSize = 100;

/** `pageNum` / `pageSize` of every paged list (query strings arrive as text). */
export const PageQuery = z.object({
  pageNum: numberFromText(z.number().int().min(1).default(1)),
  pageSize: numberFromText(z.number().int().min(1).max(maxPageSize).default(10)),
});
export type PageQuery = z.infer<typeof PageQuery>;

/** One end of a range: a day, or a time to the second. */
const bound = z.string().regex(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}:\d{2})?$/).refine((s) => localTimeText(s) !== undefined).optional();

/**
 * A creation-time range, as RuoYi screens send it (`params[beginTime]`) or plainly (`beginTime`): days, or times to
 * the second, on the clock of the deployment's time zone.
 */
export const DateRangeQuery = z.object({
  'params[beginTime]': bound,
  'params[endTime]': bound,
  beginTime: bound,
  endTime: bound,
});
export type DateRangeQuery = z.infer<typeof DateRangeQuery>;

/**
 * The sort of a list as RuoYi sends it: `orderByColumn`, one of the list's sortable `columns`, and `isAsc` in Ant
 * Design's order names or RuoYi's. Either may be empty (the list's own order).
 */
export const listOrder = <C extends readonly [string, ...string[]]>(columns: C) => z.object({
  orderByColumn: blankAsAbsent(z.enum(columns).optional()),
  isAsc: blankAsAbsent(z.enum(['ascend', 'descend', 'asc', 'desc']).optional()),
});

export const isAscending = (isAsc: string | undefined) => isAsc === 'ascend' || isAsc === 'asc';

/** '0' normal, '1' disabled (dictionary sys_normal_disable). */
export const Status = z.enum(['0', '1'], { error: 'field.status' });

/** A text filter: empty means "any". */
export const filterText = (max: number) => text(max).optional();

/** Ids in a path, comma-separated (`DELETE /system/post/1,2`). */
export const IdList = z.string().regex(/^\d{1,18}(,\d{1,18}){0,499}$/).transform((s) => s.split(',').map(Number));

/** One numeric id in a path. */
export const IdParam = numberFromText(z.number().int().positive());

/** A required text field: trimmed, not empty, at most `max` characters. */
export const requiredText = (max: number, required: string, tooLong: string) => text(max, { required, tooLong });

/** An optional text field ('' and null mean none). */
export const optionalText = (max: number, tooLong: string) => text(max, { tooLong }).nullish();

/** The staff remark every maintained record carries. */
export const remark = optionalText(500, 'field.remark.length');

/** The version of a record as it was read: every maintained row carries one, raised on each change. */
export const RecordVersion = z.number({ error: 'record.version.required' }).int().min(0, { error: 'record.version.required' });

/**
 * The body of an edit: the record's fields and the version they were read at. The server saves it only over
 * that version, so an edit made from a copy that someone else has changed since is refused instead of winning.
 */
export const edited = <S extends z.ZodRawShape>(body: z.ZodObject<S>) => body.extend({ version: RecordVersion });
export type Edited<B> = B & { version: number };

import { z } from 'zod';
import { moduleTypes } from '../portal/rates';
import { Status } from '../system/list';

/** Field rules the freight reference screens and their Excel imports share (one message per kind of mistake). */

/** 'ox' sea, 'rt' rail (portal.md §7: moduletype). */
export const FreightMode = z.enum(moduleTypes, { error: 'freight.moduleType.invalid' });

/** A 'Y' / 'N' flag (hot, border, forbidden). */
export const YesNo = z.enum(['Y', 'N'], { error: 'freight.flag.invalid' });

/** A code such as a port, lane or carrier code: trimmed, upper case, not empty. */
export const freightCode = (max: number) =>
  z.string({ error: 'freight.required' }).trim().toUpperCase().min(1, { error: 'freight.required' }).max(max, { error: 'freight.tooLong' });

/** A required name. */
export const freightName = (max: number) =>
  z.string({ error: 'freight.required' }).trim().min(1, { error: 'freight.required' }).max(max, { error: 'freight.tooLong' });

/** An optional text: null or missing becomes ''. */
export const freightText = (max: number) => z.string().trim().max(max, { error: 'freight.tooLong' }).nullish().transform((s) => s ?? '');

/** A price: a number, never negative (text from a workbook cell is read as a number). */
export const price = z.coerce.number({ error: 'freight.number.invalid' }).refine(Number.isFinite, { error: 'freight.number.invalid' })
  .min(0, { error: 'freight.price.negative' });

/** A whole number at least 0 (display order). */
export const sortOrder = z.coerce.number({ error: 'freight.number.invalid' }).int({ error: 'freight.number.invalid' }).min(0, { error: 'field.sort.min' });

/** An ISO currency code such as USD. */
export const currencyCode = z.string({ error: 'freight.required' }).trim().toUpperCase().regex(/^[A-Z]{3}$/, { error: 'freight.currency.invalid' });

const isRealDay = (s: string) => {
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
};

/** A calendar day, YYYY-MM-DD. */
export const isoDay = z.string({ error: 'freight.required' }).trim().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'freight.date.invalid' })
  .refine(isRealDay, { error: 'freight.date.invalid' });

/**
 * Rejects a validity range that ends before it begins, naming the end field (used by every record with
 * an effective and an expiry date, e.g. the rates imported on the same pipeline).
 */
export function validityRange<T extends z.ZodObject>(schema: T, from: keyof z.infer<T> & string, to: keyof z.infer<T> & string) {
  return schema.superRefine((value, ctx) => {
    const record = value as Record<string, unknown>;
    const begin = record[from];
    const end = record[to];
    if (typeof begin === 'string' && typeof end === 'string' && end < begin) ctx.addIssue({ code: 'custom', path: [to], message: 'freight.dateRange.inverted' });
  });
}

/** The status filter of a reference list: empty means any. */
export const statusFilter = Status.optional();

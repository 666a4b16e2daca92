import { z } from 'zod';
import { numberFromText } from '../validators';
import { hasScale, lastValidityDay, maxMoney, todayUtc, withinCalendar } from '../bounds';
import { toE164 } from '../contactNumbers';
import { moduleTypes } from '../portal/rateValues';
import { Status } from '../system/list';
import { identifier, text } from '../text';

/** Field rules the freight reference screens and their Excel imports share (one message per kind of mistake). */

/** 'ox' sea, 'rt' rail (portal.md §7: moduletype). */
export const FreightMode = z.enum(moduleTypes, { error: 'freight.moduleType.invalid' });

/** A 'Y' / 'N' flag (hot, border, forbidden). */
export const YesNo = z.enum(['Y', 'N'], { error: 'freight.flag.invalid' });

/** A code such as a port, lane or carrier code: trimmed, upper case, not empty. */
export const freightCode = (max: number) => identifier(max, { required: 'freight.required' }).toUpperCase();

/** A required name. */
export const freightName = (max: number) => text(max, { required: 'freight.required' });

/** An optional text: null or missing becomes ''. */
export const freightText = (max: number) => text(max).nullish().transform((s) => s ?? '');

/**
 * An optional contact number, stored in E.164 whatever way it was typed (see `toE164`); empty stays ''. A workbook
 * cell holding a number without its "+" (a Chinese mobile typed as a number) is read as its digits.
 */
export const contactNumber = z.union([z.string(), z.number()], { error: 'freight.contactNumber.invalid' }).nullish()
  .transform((value) => String(value ?? '').trim())
  .pipe(z.string().max(40, { error: 'freight.tooLong' }))
  .transform((text, ctx) => {
    if (text === '') return '';
    const number = toE164(text);
    if (number === undefined) ctx.addIssue({ code: 'custom', message: 'freight.contactNumber.invalid' });
    return number ?? text;
  });

/** A decimal number as a numeric column keeps it: finite, from `min` to `max`, at most `scale` decimals. */
const decimal = (min: number, max: number, scale: number, { below, above, decimals }: Record<'below' | 'above' | 'decimals', string>) =>
  numberFromText(z.number({ error: 'freight.number.invalid' }).min(min, { error: below }).max(max, { error: above })
    .refine(hasScale(scale), { error: decimals }));

/** A price: never negative, cents at most, and no more than a money column holds (text from a workbook cell is read as a number). */
export const price = decimal(0, maxMoney, 2, { below: 'freight.price.negative', above: 'freight.price.tooLarge', decimals: 'freight.price.decimals' });

/** Units of one currency for another, as numeric(18, 6) keeps it. */
export const exchangeRateValue = decimal(0.000001, 1_000_000, 6, { below: 'freight.rate.positive', above: 'freight.rate.tooLarge', decimals: 'freight.rate.decimals' });

/** A whole number at least 0 (display order). */
export const sortOrder = numberFromText(z.number({ error: 'freight.number.invalid' }).int({ error: 'freight.number.invalid' }).min(0, { error: 'field.sort.min' })
  .max(999_999, { error: 'freight.sort.tooLarge' }));

/** Whole days from 0 to a year (transit time, voyage). */
export const wholeDays = numberFromText(z.number({ error: 'freight.number.invalid' }).int({ error: 'freight.number.invalid' }).min(0, { error: 'freight.number.invalid' })
  .max(365, { error: 'freight.days.tooMany' }));

/** An ISO currency code such as USD. */
export const currencyCode = z.string({ error: 'freight.required' }).trim().toUpperCase().regex(/^[A-Z]{3}$/, { error: 'freight.currency.invalid' });

const isRealDay = (s: string) => {
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
};

/** A calendar day, YYYY-MM-DD, within the years the freight data lives in. */
export const isoDay = z.string({ error: 'freight.required' }).trim().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'freight.date.invalid' })
  .refine(isRealDay, { error: 'freight.date.invalid' }).refine(withinCalendar, { error: 'freight.date.range' });

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

/**
 * A rate's days keep their order (issue 8): the validity ends within the horizon (`lastValidityDay`), and while the
 * rate is on offer (its validity not yet over) a departure day named here lies inside the validity. A rate that has
 * ended is history: an earlier price superseded before its sailing keeps the departure it was made for.
 */
export function rateValidity<T extends z.ZodObject>(schema: T, departure?: keyof z.infer<T> & string) {
  return schema.superRefine((value, ctx) => {
    const record = value as Record<string, unknown>;
    const { effectdate: begin, expireddate: end } = record;
    if (typeof end !== 'string') return;
    if (end > lastValidityDay()) ctx.addIssue({ code: 'custom', path: ['expireddate'], message: 'freight.validity.horizon' });
    const day = departure && record[departure];
    if (typeof day === 'string' && typeof begin === 'string' && end >= todayUtc() && (day < begin || day > end)) {
      ctx.addIssue({ code: 'custom', path: [departure!], message: 'freight.departure.outsideValidity' });
    }
  });
}

/** The status filter of a reference list: empty means any. */
export const statusFilter = Status.optional();

import { z } from 'zod';
import { blankAsAbsent, numberFromText } from '../validators';
import { hasScale } from '../bounds';
import { PageQuery, Status, filterText, remark } from '../system/list';
import { YesNo, currencyCode, freightText, isoDay, statusFilter, validityRange } from './fields';
import { boxTypes, markupMethods, shipmentKinds, type MarkupRule } from './markupPricing';

export * from './markupPricing';

export const ShipmentKind = z.enum(shipmentKinds, { error: 'markup.kind.invalid' });
export const MarkupMethod = z.enum(markupMethods, { error: 'markup.method.invalid' });
export type ShipmentKind = z.infer<typeof ShipmentKind>;
export type MarkupMethod = z.infer<typeof MarkupMethod>;

/** A code a rule is narrowed by; '' (or nothing) means any. */
const scopeCode = (max: number) => freightText(max).transform((s) => s.toUpperCase());

const customerRef = numberFromText(z.number({ error: 'freight.number.invalid' }).int({ error: 'freight.number.invalid' }).positive({ error: 'freight.number.invalid' })
  .max(Number.MAX_SAFE_INTEGER, { error: 'freight.number.invalid' }));

/** A customer group: a short code shared by the customers of a group ("KEY"), '' for none. */
export const CustomerGroup = scopeCode(30).refine((s) => /^[A-Z0-9_-]*$/.test(s), { error: 'markup.group.invalid' });

/** A markup per unit: amounts of money in cents, percentages in hundredths; both bounded. */
const figure = (max: number) => numberFromText(z.number({ error: 'freight.number.invalid' })
  .min(-max, { error: 'markup.value.range' }).max(max, { error: 'markup.value.range' }).refine(hasScale(2), { error: 'freight.price.decimals' }));
const limit = blankAsAbsent(figure(1_000_000).nullish()).transform((v) => v ?? null);

export const MarkupFilter = z.object({
  kind: ShipmentKind.optional(),
  customerId: blankAsAbsent(customerRef.optional()),
  customergroup: filterText(30),
  portofloadingcode: filterText(10),
  destinationcode: filterText(10),
  carriercode: filterText(20),
  status: statusFilter,
});
export type MarkupFilter = z.infer<typeof MarkupFilter>;
export const MarkupQuery = PageQuery.extend(MarkupFilter.shape);
export type MarkupQuery = z.infer<typeof MarkupQuery>;

const markupFields = z.object({
  markupId: z.number().int().positive().optional(),
  /** For one customer, or for a group (`customergroup`), or for everyone (neither). */
  customerId: blankAsAbsent(customerRef.nullish()).transform((v) => v ?? null),
  customergroup: CustomerGroup,
  kind: ShipmentKind,
  tradelanecode: scopeCode(20),
  portofloadingcode: scopeCode(10),
  destinationcode: scopeCode(10),
  carriercode: scopeCode(20),
  boxtype: scopeCode(10),
  validfrom: isoDay,
  validto: isoDay,
  method: MarkupMethod,
  /** % of buy for 'percent' (-100 to 1,000), an amount per unit for 'amount'. */
  value: figure(1_000_000),
  currencycode: currencyCode.default('USD'),
  minimum: limit,
  maximum: limit,
  additional: YesNo.default('N'),
  status: Status.default('0'),
  /** Why a rule below the floor margin is saved (required then, and written to the operation log). */
  overridereason: freightText(500),
  remark,
});

/** A markup rule, as the dialog and one row of the import file carry it. */
export const MarkupBody = validityRange(markupFields, 'validfrom', 'validto').superRefine((r, ctx) => {
  if (r.customerId !== null && r.customergroup !== '') ctx.addIssue({ code: 'custom', path: ['customergroup'], message: 'markup.audience.both' });
  if (r.boxtype !== '' && !(boxTypes[r.kind] as readonly string[]).includes(r.boxtype)) {
    ctx.addIssue({ code: 'custom', path: ['boxtype'], message: 'markup.box.invalid'});
  }
  if (r.carriercode !== '' && r.kind !== 'sea') ctx.addIssue({ code: 'custom', path: ['carriercode'], message: 'markup.carrier.seaOnly' });
  if (r.method === 'percent' && (r.value < -100 || r.value > 1000)) ctx.addIssue({ code: 'custom', path: ['value'], message: 'markup.percent.range' });
  if (r.minimum !== null && r.maximum !== null && r.minimum > r.maximum) ctx.addIssue({ code: 'custom', path: ['maximum'], message: 'markup.limits.inverted' });
});
export type MarkupBody = z.infer<typeof MarkupBody>;

/** The screen's preview: a customer, a lane and a day (today when not given). */
export const MarkupPreviewQuery = z.object({
  customerId: customerRef,
  kind: ShipmentKind,
  portofloadingcode: scopeCode(10).pipe(z.string().min(1, { error: 'freight.required' })),
  destinationcode: scopeCode(10).pipe(z.string().min(1, { error: 'freight.required' })),
  day: isoDay.optional(),
});
export type MarkupPreviewQuery = z.infer<typeof MarkupPreviewQuery>;

/** One priced unit of the preview: buy, sell, margin and the rules that made the sell price (null: it cannot be quoted). */
export interface PreviewLine {
  rateid: number;
  carriercode: string;
  tradelanecode: string;
  departure: string;
  unit: string;
  currencycode: string;
  buy: number;
  sell: number | null;
  margin: number | null;
  markupIds: number[];
}

export interface MarkupPreview {
  /** The rules that may apply on the lane, in the order they are tried. */
  rules: readonly MarkupRule[];
  lines: PreviewLine[];
}

import { round2 } from '../money';
import { conversion, type CurrencyRate } from '../portal/currencyConversion';
import { seaContainerTypes } from '../portal/rateValues';

/**
 * Customer pricing: what a customer pays (sell) is what the carrier charges (buy) plus the markup of the rule
 * that applies. Pure functions: the server resolves a customer's rules per lane once and prices each row here.
 */

/** The kinds of shipment a rule prices. */
export const shipmentKinds = ['sea', 'rail-lcl', 'rail-fcl'] as const;
export type ShipmentKind = (typeof shipmentKinds)[number];

/** The units a rule may be narrowed to: sea boxes, rail FCL 40HQ carrier- or shipper-owned, rail LCL per CBM. */
export const boxTypes = { sea: seaContainerTypes, 'rail-fcl': ['COC', 'SOC'], 'rail-lcl': ['CBM'] } as const satisfies Record<ShipmentKind, readonly string[]>;

/** 'percent': markup % on buy; 'amount': an amount per unit (container or CBM) in the rule's currency. */
export const markupMethods = ['percent', 'amount'] as const;
export type MarkupMethod = (typeof markupMethods)[number];

/** What pricing needs of a stored rule ('' in a scope field means any). */
export interface MarkupRule {
  markupId: number;
  version: number;
  customerId: number | null;
  customergroup: string;
  kind: ShipmentKind;
  tradelanecode: string;
  portofloadingcode: string;
  destinationcode: string;
  carriercode: string;
  boxtype: string;
  validfrom: string;
  validto: string;
  method: MarkupMethod;
  value: number;
  currencycode: string;
  minimum: number | null;
  maximum: number | null;
  /** Stacks on the rule that wins instead of competing with it. */
  additional: boolean;
  status: string;
}

/** Who is asking and for which lane, the day of the quote. */
export interface PricingCustomer {
  customerId: number;
  customergroup: string;
}

export interface PricingLane {
  kind: ShipmentKind;
  portofloadingcode: string;
  destinationcode: string;
  day: string;
}

/** The facts of one price on a lane. */
export interface PricedUnit {
  tradelanecode: string;
  carriercode: string;
  boxtype: string;
}

/** customer 2, group 1, everyone 0: the audience outranks anything else. */
export const audienceRank = (rule: Pick<MarkupRule, 'customerId' | 'customergroup'>) => (rule.customerId !== null ? 2 : rule.customergroup ? 1 : 0);

/** How many of the lane fields a rule names (carrier, lane, ports, box): more named is more specific. */
export const scopeRank = (rule: Pick<MarkupRule, 'tradelanecode' | 'portofloadingcode' | 'destinationcode' | 'carriercode' | 'boxtype'>) =>
  [rule.carriercode, rule.tradelanecode, rule.portofloadingcode, rule.destinationcode, rule.boxtype].filter((f) => f !== '').length;

/**
 * The order rules are tried in: the audience first (customer over group over everyone), then the number of lane
 * fields named, then the later validity start, then the later rule (so the order is total and a tie never flips).
 */
export function byPrecedence(a: MarkupRule, b: MarkupRule): number {
  return audienceRank(b) - audienceRank(a) || scopeRank(b) - scopeRank(a)
    || (a.validfrom < b.validfrom ? 1 : a.validfrom > b.validfrom ? -1 : 0) || b.markupId - a.markupId;
}

const anyOr = (ruleField: string, value: string) => ruleField === '' || ruleField === value;

/**
 * The rules that may apply to a customer on a lane on a day, best first: enabled, valid that day (both ends
 * included), for this customer, their group or everyone, for the lane's kind and ports. Done once per customer
 * and lane; `applyMarkups` then picks per price.
 */
export function lanesRules(rules: readonly MarkupRule[], customer: PricingCustomer, lane: PricingLane): MarkupRule[] {
  return rules.filter((r) => r.status === '0' && r.kind === lane.kind && r.validfrom <= lane.day && r.validto >= lane.day
    && (r.customerId === null || r.customerId === customer.customerId)
    && (r.customerId !== null || r.customergroup === '' || r.customergroup === customer.customergroup)
    && anyOr(r.portofloadingcode, lane.portofloadingcode) && anyOr(r.destinationcode, lane.destinationcode))
    .sort(byPrecedence);
}

const matchesUnit = (r: MarkupRule, unit: PricedUnit) =>
  anyOr(r.tradelanecode, unit.tradelanecode) && anyOr(r.carriercode, unit.carriercode) && anyOr(r.boxtype, unit.boxtype);

/** The rule that wins for one price and the additional rules stacked on it (`candidates` best first). */
export function applicableRules(candidates: readonly MarkupRule[], unit: PricedUnit): MarkupRule[] {
  const matching = candidates.filter((r) => matchesUnit(r, unit));
  const winner = matching.find((r) => !r.additional);
  return [...(winner ? [winner] : []), ...matching.filter((r) => r.additional)];
}

/**
 * The markup one rule adds to one unit priced `buy` in `currency`: the percentage of buy, or the amount converted
 * from the rule's currency at the exchange rate in force; then kept within the rule's minimum and maximum (in the
 * rule's currency, converted the same way). Undefined when the rule's currency cannot be converted.
 */
export function markupOf(rule: MarkupRule, buy: number, currency: string, rates: readonly CurrencyRate[]): number | undefined {
  const factor = rule.currencycode === currency ? 1 : conversion(rule.currencycode, currency, rates)?.factor;
  const needsFactor = rule.method === 'amount' || rule.minimum !== null || rule.maximum !== null;
  if (factor === undefined && needsFactor) return undefined;
  const f = factor ?? 1;
  let markup = rule.method === 'percent' ? buy * rule.value / 100 : rule.value * f;
  if (rule.minimum !== null) markup = Math.max(markup, rule.minimum * f);
  if (rule.maximum !== null) markup = Math.min(markup, rule.maximum * f);
  return markup;
}

/** A sell price and the rules that made it (id and version, as an inquiry keeps them). */
export interface SellPrice {
  sell: number;
  rules: { markupId: number; version: number }[];
}

/**
 * The sell price of one unit: buy plus the markups of the applicable rules, in cents, never below zero. Buy itself
 * when no rule applies. Undefined when a rule's currency cannot be converted: the price cannot be quoted, and buy
 * is never shown in its place.
 */
export function sellPrice(candidates: readonly MarkupRule[], unit: PricedUnit, buy: number, currency: string, rates: readonly CurrencyRate[]): SellPrice | undefined {
  const rules = applicableRules(candidates, unit);
  const sell = sellAmount(rules, buy, currency, rates);
  return sell === undefined ? undefined : { sell, rules: rules.map((r) => ({ markupId: r.markupId, version: r.version })) };
}

/**
 * The sell price of one unit by the rules that apply to it (`applicableRules`, worked out once per unit and lane):
 * buy plus their markups, in cents, never below zero; undefined when a rule's currency cannot be converted.
 */
export function sellAmount(rules: readonly MarkupRule[], buy: number, currency: string, rates: readonly CurrencyRate[]): number | undefined {
  let sell = buy;
  for (const rule of rules) {
    const markup = markupOf(rule, buy, currency, rates);
    if (markup === undefined) return undefined;
    sell += markup;
  }
  return Math.max(0, round2(sell));
}

/**
 * Whether a rule gives less than the floor margin (% of buy): a percentage rule below the floor; an amount rule,
 * whose share of buy depends on the rate, when it takes something off (or adds nothing while a floor is set).
 */
export function belowFloor(rule: Pick<MarkupRule, 'method' | 'value'>, floorPercent: number): boolean {
  if (rule.method === 'percent') return rule.value < floorPercent;
  return rule.value < 0 || (rule.value === 0 && floorPercent > 0);
}

/** One priced unit of an inquiry: the box (or CBM), how many, buy and sell per unit, the rules that applied. */
export interface InquiryPricingLine {
  unit: string;
  quantity: number;
  buy: number;
  sell: number;
  rules: { markupId: number; version: number }[];
}

/** What an inquiry keeps of the price it was given (freight only, in the rate's currency). */
export interface InquiryPricing {
  currencycode: string;
  lines: InquiryPricingLine[];
  buy: number;
  sell: number;
}

/** The lines and their totals. */
export function inquiryPricing(currencycode: string, lines: InquiryPricingLine[]): InquiryPricing {
  const total = (pick: (l: InquiryPricingLine) => number) => round2(lines.reduce((sum, l) => sum + pick(l) * l.quantity, 0));
  return { currencycode, lines, buy: total((l) => l.buy), sell: total((l) => l.sell) };
}

import { describe, expect, it } from 'vitest';
import { belowFloor, lanesRules, MarkupBody, sellPrice, type MarkupRule, type PricedUnit } from './markups';

const rule = (over: Partial<MarkupRule>): MarkupRule => ({
  markupId: 1, version: 0, customerId: null, customergroup: '', kind: 'sea', tradelanecode: '', portofloadingcode: '', destinationcode: '',
  carriercode: '', boxtype: '', validfrom: '2026-01-01', validto: '2026-12-31', method: 'percent', value: 10, currencycode: 'USD',
  minimum: null, maximum: null, additional: false, status: '0', ...over,
});

const demo = { customerId: 7, customergroup: 'KEY' };
const lane = { kind: 'sea' as const, portofloadingcode: 'CNSHA', destinationcode: 'DEHAM', day: '2026-06-01' };
const unit: PricedUnit = { tradelanecode: 'EUR', carriercode: 'MSK', boxtype: '40HC' };
const rates = [{ srccurrency: 'CNY', destcurrency: 'USD', exchangerate: 0.14, fromdate: '2026-05-01' }];

/** The sell price of 1,000 USD for `demo` on the lane with these rules. */
const sell = (rules: MarkupRule[], u: PricedUnit = unit, buy = 1000, currency = 'USD') => sellPrice(lanesRules(rules, demo, lane), u, buy, currency, rates);

describe('precedence', () => {
  const everyone = rule({ markupId: 1, value: 1 });
  const group = rule({ markupId: 2, customergroup: 'KEY', value: 2 });
  const customer = rule({ markupId: 3, customerId: 7, value: 3 });
  const table: [string, MarkupRule[], number][] = [
    ['everyone alone', [everyone], 1010],
    ['group over everyone', [everyone, group], 1020],
    ['customer over group', [everyone, group, customer], 1030],
    ['customer kind-wide over group with a carrier', [customer, rule({ markupId: 4, customergroup: 'KEY', carriercode: 'MSK', value: 9 })], 1030],
    ['carrier over kind-wide, same audience', [everyone, rule({ markupId: 5, carriercode: 'MSK', value: 5 })], 1050],
    ['port and carrier over carrier alone', [rule({ markupId: 6, carriercode: 'MSK', value: 5 }), rule({ markupId: 7, carriercode: 'MSK', portofloadingcode: 'CNSHA', value: 6 })], 1060],
    ['tie: the later validity start', [rule({ markupId: 8, value: 4, validfrom: '2026-03-01' }), rule({ markupId: 9, value: 7, validfrom: '2026-02-01' })], 1040],
    ['another customer\'s rule never applies', [rule({ customerId: 8, value: 50 })], 1000],
    ['another group\'s rule never applies', [rule({ customergroup: 'OTHER', value: 50 })], 1000],
    ['another carrier\'s rule never applies', [rule({ carriercode: 'COSCO', value: 50 })], 1000],
    ['another box\'s rule never applies', [rule({ boxtype: '20GP', value: 50 })], 1000],
    ['another kind\'s rule never applies', [rule({ kind: 'rail-fcl', value: 50 })], 1000],
    ['a disabled rule never applies', [rule({ status: '1', value: 50 })], 1000],
    ['rules never stack', [everyone, rule({ markupId: 10, value: 2 })], 1020],
    ['an additional rule stacks on the winner', [customer, rule({ markupId: 11, additional: true, method: 'amount', value: 25 })], 1055],
    ['an additional rule alone', [rule({ additional: true, value: 2 })], 1020],
    ['no rule: buy', [], 1000],
  ];
  it.each(table)('%s', (_name, rules, expected) => {
    expect(sell(rules)?.sell).toBe(expected);
  });

  it('names the rules that made the price, with their versions', () => {
    expect(sell([rule({ markupId: 3, version: 4, customerId: 7 }), rule({ markupId: 11, version: 1, additional: true })])?.rules)
      .toEqual([{ markupId: 3, version: 4 }, { markupId: 11, version: 1 }]);
  });
});

describe('percentage and amount, minimum and maximum', () => {
  const table: [string, Partial<MarkupRule>, number, number][] = [
    ['8 % on buy', { value: 8 }, 1234.56, 1333.32],
    ['amount per unit', { method: 'amount', value: 50 }, 1000, 1050],
    ['percentage raised to the minimum', { value: 1, minimum: 30 }, 1000, 1030],
    ['percentage cut to the maximum', { value: 50, maximum: 100 }, 1000, 1100],
    ['inside the limits', { value: 5, minimum: 10, maximum: 100 }, 1000, 1050],
    ['amount cut to the maximum', { method: 'amount', value: 80, maximum: 60 }, 1000, 1060],
    ['a negative markup never gives a negative price', { value: -100, method: 'amount' }, 40, 0],
    ['cents rounded half up', { value: 0.5 }, 10.01, 10.06],
  ];
  it.each(table)('%s', (_name, over, buy, expected) => {
    expect(sell([rule(over)], unit, buy)?.sell).toBe(expected);
  });
});

describe('currency conversion at the latest exchange rate', () => {
  it('converts an amount in CNY into the USD of the rate', () => {
    expect(sell([rule({ method: 'amount', value: 100, currencycode: 'CNY' })])?.sell).toBe(1014);
  });
  it('converts the other way by the same record, inverted', () => {
    expect(sell([rule({ method: 'amount', value: 14, currencycode: 'USD' })], unit, 1000, 'CNY')?.sell).toBe(1100);
  });
  it('converts a CNY minimum of a percentage rule', () => {
    expect(sell([rule({ value: 1, minimum: 500, currencycode: 'CNY' })])?.sell).toBe(1070);
  });
  it('refuses to price when no record converts the rule\'s currency (never answers buy)', () => {
    expect(sell([rule({ method: 'amount', value: 100, currencycode: 'EUR' })])).toBeUndefined();
  });
  it('a percentage without limits needs no exchange rate', () => {
    expect(sell([rule({ value: 10, currencycode: 'EUR' })])?.sell).toBe(1100);
  });
});

describe('validity edges', () => {
  const table: [string, Partial<MarkupRule>, number][] = [
    ['valid from the quote day', { validfrom: '2026-06-01', validto: '2026-06-30' }, 1100],
    ['valid to the quote day', { validfrom: '2026-05-01', validto: '2026-06-01' }, 1100],
    ['starts the day after', { validfrom: '2026-06-02' }, 1000],
    ['ended the day before', { validfrom: '2026-01-01', validto: '2026-05-31' }, 1000],
  ];
  it.each(table)('%s', (_name, over, expected) => {
    expect(sell([rule(over)])?.sell).toBe(expected);
  });
});

describe('the floor margin', () => {
  it.each([
    [{ method: 'percent' as const, value: 2.99 }, 3, true],
    [{ method: 'percent' as const, value: 3 }, 3, false],
    [{ method: 'amount' as const, value: 0 }, 3, true],
    [{ method: 'amount' as const, value: 0 }, 0, false],
    [{ method: 'amount' as const, value: -1 }, 0, true],
    [{ method: 'amount' as const, value: 1 }, 3, false],
  ])('%o with a floor of %d % is below it: %s', (r, floor, below) => {
    expect(belowFloor(r, floor)).toBe(below);
  });
});

describe('the rule schema', () => {
  const body = { kind: 'sea', validfrom: '2026-01-01', validto: '2026-12-31', method: 'percent', value: 8 };
  const issues = (over: Record<string, unknown>) => MarkupBody.safeParse({ ...body, ...over }).error?.issues.map((i) => `${i.path.join('.')}:${i.message}`) ?? [];
  it.each([
    [{ customerId: 7, customergroup: 'KEY' }, 'customergroup:markup.audience.both'],
    [{ boxtype: 'COC' }, 'boxtype:markup.box.invalid'],
    [{ kind: 'rail-fcl', carriercode: 'MSK' }, 'carriercode:markup.carrier.seaOnly'],
    [{ value: 1001 }, 'value:markup.percent.range'],
    [{ method: 'amount', value: 1_000_001 }, 'value:markup.value.range'],
    [{ minimum: 10, maximum: 5 }, 'maximum:markup.limits.inverted'],
    [{ validto: '2025-12-31' }, 'validto:freight.dateRange.inverted'],
    [{ kind: 'air' }, 'kind:markup.kind.invalid'],
    [{ value: 1.234 }, 'value:freight.price.decimals'],
    [{ customergroup: 'key accounts' }, 'customergroup:markup.group.invalid'],
  ])('%o is refused with %s', (over, expected) => {
    expect(issues(over)).toContain(expected);
  });
  it('keeps an everyone-rule with upper-cased codes', () => {
    expect(MarkupBody.parse({ ...body, carriercode: 'msk', customergroup: 'key' })).toMatchObject({ carriercode: 'MSK', customergroup: 'KEY', customerId: null, additional: 'N' });
  });
});

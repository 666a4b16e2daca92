import { LRUCache } from 'lru-cache';
import { applicableRules, lanesRules, sellAmount, sellPrice, type MarkupRule, type PricedUnit, type PricingLane, type SellPrice, todayUtc } from '@freight/domain';
import type { Db } from '../../../db/client';
import { markupBook, type MarkupBook } from './markupBook';
import { markupsVersion } from './portalVersions';
import { perOwner } from '../../../platform/perOwner';
import { cacheBounds } from '../../../platform/cacheBounds';

/** A lane as a reply names it; the day is the pricing's. */
export type LaneOf = Omit<PricingLane, 'day'>;

/**
 * The prices one caller gets. `key` names whose rules at which markups version they are (part of every reply
 * cache key: customers with the same rules share replies); `sell` prices one unit of a lane, resolving the lane's
 * rules once (kept per book) and applying them in memory; null when the price cannot be quoted.
 */
export interface Pricing {
  key: string;
  sell(lane: LaneOf, unit: PricedUnit, buy: number, currency: string): SellPrice | null;
  /** The sell price alone, as a reply shows it: the rules of each unit of the lane found once, not at every price. */
  sellAmount(lane: LaneOf, unit: PricedUnit, buy: number, currency: string): number | null;
  /** The rules that may apply on the lane, best first (the back office's preview shows them). */
  rules(lane: LaneOf): readonly MarkupRule[];
}

/** Anonymous callers: their prices are masked whatever they are. */
export const unpriced: Pricing = { key: 'anonymous', sell: (_lane, _unit, buy) => ({ sell: buy, rules: [] }), sellAmount: (_lane, _unit, buy) => buy, rules: () => [] };

const lanesOf = new WeakMap<MarkupBook, LRUCache<string, MarkupRule[]>>();

function laneCandidates(book: MarkupBook, key: string, resolve: () => MarkupRule[]): MarkupRule[] {
  const lanes = perOwner(lanesOf, book, () => new LRUCache<string, MarkupRule[]>({ max: Math.max(1, cacheBounds().laneRules) }));
  let found = lanes.get(key);
  if (!found) {
    found = resolve();
    lanes.set(key, found);
  }
  return found;
}

/** The prices of a customer on `day` (today by default): their own rules, their group's, everyone's. */
export async function customerPricing(db: Db, customerId: number, day = todayUtc()): Promise<Pricing> {
  const book = await markupBook(db, await markupsVersion(db), day);
  const group = book.groupOf.get(customerId) ?? '';
  const own = book.customersWithRules.has(customerId);
  const grouped = book.groupsWithRules.has(group);
  // Only what tells this customer's rules apart from everyone's goes into the identity, so replies are shared.
  const who = { customerId: own ? customerId : 0, customergroup: grouped ? group : '' };
  const identity = `${book.version}:${day}:${own ? customerId : ''}:${grouped ? group : ''}`;
  // A reply prices every unit of its rows, nearly always of one lane: that lane's rules are kept at hand, and the
  // rules that apply to each unit of it (carrier, trade lane, box) once found.
  let last: { lane: LaneOf; rules: MarkupRule[]; units: Map<string, readonly MarkupRule[]> } | undefined;
  const laneRules = (lane: LaneOf) => {
    if (last && last.lane.kind === lane.kind && last.lane.portofloadingcode === lane.portofloadingcode && last.lane.destinationcode === lane.destinationcode) {
      return last;
    }
    const found = laneCandidates(book, `${identity}\n${lane.kind}\n${lane.portofloadingcode}\n${lane.destinationcode}`,
      () => lanesRules(book.rules, who, { ...lane, day }));
    last = { lane, rules: found, units: new Map() };
    return last;
  };
  const unitRules = (lane: LaneOf, unit: PricedUnit) => {
    const { rules, units } = laneRules(lane);
    if (rules.length === 0) return rules;
    const key = `${unit.tradelanecode}\n${unit.carriercode}\n${unit.boxtype}`;
    let found = units.get(key);
    if (!found) {
      found = applicableRules(rules, unit);
      units.set(key, found);
    }
    return found;
  };
  return {
    key: identity,
    sell: (lane, unit, buy, currency) => sellPrice(laneRules(lane).rules, unit, buy, currency, book.rates) ?? null,
    sellAmount: (lane, unit, buy, currency) => sellAmount(unitRules(lane, unit), buy, currency, book.rates) ?? null,
    rules: (lane) => laneRules(lane).rules,
  };
}

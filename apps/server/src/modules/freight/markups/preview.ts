import { and, asc, eq, gte } from 'drizzle-orm';
import { round2, todayUtc, type MarkupPreview, type MarkupPreviewQuery, type PreviewLine, type PricedUnit } from '@freight/domain';
import { railFclRate, railLclRate, seaRate } from '../../../db/schema/index';
import type { AppContext } from '../../../platform/context';
import { customerPricing, railFclRates, railLclRates, seaRates, type Pricing } from '../../portal/rates-common/index';

/** Rates of the lane the preview prices: the first sailings still to come, as the portal lists them. */
const previewRates = 20;

type Priced = { rateid: number; departure: string; currencycode: string; buy: number | null } & PricedUnit;

async function lanePrices(ctx: AppContext, q: MarkupPreviewQuery): Promise<Priced[]> {
  const day = todayUtc();
  if (q.kind === 'sea') {
    const rows = await seaRates(ctx.db, day, and(eq(seaRate.portofloadingcode, q.portofloadingcode), eq(seaRate.finaldestination, q.destinationcode), gte(seaRate.etddate, day)))
      .orderBy(asc(seaRate.etddate), asc(seaRate.fclrateid)).limit(previewRates);
    return rows.flatMap((r) => ([['20GP', r.price20], ['40GP', r.price40], ['40HC', r.pricehc], ['45HQ', r.price45], ['40NOR', r.price40nor]] as const)
      .map(([boxtype, buy]) => ({ rateid: r.fclrateid, departure: r.etddate, currencycode: r.currencycode, buy, tradelanecode: r.carriertradelane, carriercode: r.carriercode, boxtype })));
  }
  if (q.kind === 'rail-lcl') {
    const rows = await railLclRates(ctx.db, day, and(eq(railLclRate.portofloadingcode, q.portofloadingcode), eq(railLclRate.finaldestinationcode, q.destinationcode), gte(railLclRate.senddatetime, day)))
      .orderBy(asc(railLclRate.senddatetime), asc(railLclRate.rwlclrateid)).limit(previewRates);
    return rows.map((r) => ({
      rateid: r.rwlclrateid, departure: r.senddatetime, currencycode: r.price[0]?.currencycode ?? r.currencycode, buy: r.price[0] ? Number(r.price[0].salesprice) : null,
      tradelanecode: r.tradelanecode ?? '', carriercode: '', boxtype: 'CBM',
    }));
  }
  const rows = await railFclRates(ctx.db, day, and(eq(railFclRate.portofloadingcode, q.portofloadingcode), eq(railFclRate.finaldestinationcode, q.destinationcode), gte(railFclRate.senddatetime, day)))
    .orderBy(asc(railFclRate.senddatetime), asc(railFclRate.rwrateid)).limit(previewRates);
  return rows.flatMap((r) => ([['COC', r.price20], ['SOC', r.pricehc]] as const).map(([boxtype, buy]) => ({
    rateid: r.rwrateid, departure: r.senddatetime, currencycode: r.currencycode, buy, tradelanecode: r.tradelanecode ?? '', carriercode: '', boxtype,
  })));
}

const line = (pricing: Pricing, q: MarkupPreviewQuery, p: Priced & { buy: number }): PreviewLine => {
  const sold = pricing.sell(q, p, p.buy, p.currencycode);
  return {
    rateid: p.rateid, carriercode: p.carriercode, tradelanecode: p.tradelanecode, departure: p.departure, unit: p.boxtype, currencycode: p.currencycode,
    buy: p.buy, sell: sold?.sell ?? null, margin: sold ? round2(sold.sell - p.buy) : null, markupIds: sold?.rules.map((r) => r.markupId) ?? [],
  };
};

/** For a customer and a lane on a day: the rules in the order they are tried, and the first rates' buy, sell and rules. */
export async function previewMarkups(ctx: AppContext, q: MarkupPreviewQuery): Promise<MarkupPreview> {
  const pricing = await customerPricing(ctx.db, q.customerId, q.day);
  const prices = await lanePrices(ctx, q);
  return {
    rules: pricing.rules(q),
    lines: prices.flatMap((p) => (p.buy === null ? [] : [line(pricing, q, { ...p, buy: p.buy })])),
  };
}

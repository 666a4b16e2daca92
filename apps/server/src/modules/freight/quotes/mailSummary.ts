import { and, asc, eq, inArray } from 'drizzle-orm';
import { seaQuantityColumns, seaQuoteTotals, type Language, type QuoteInquiryType } from '@freight/domain';
import type { Tx } from '../../../db/client';
import { port, seaInquiry, seaQuotationLine } from '../../../db/schema/index';
import { localName } from '../../portal/rates-common/index';
import { inquiryTables } from './life';

/** A quote as its mail sums it up: route (names in the reader's language, with codes), each price, the totals, validity. */
export interface QuoteSummary {
  route: string;
  /** One per container type of a sea quote (`item` names it), one for the whole shipment of a rail quote (no item). */
  prices: { item?: string; currencycode: string; amount: number }[];
  totals: { currencycode: string; amount: number }[];
  validUntil: string | null;
}

/** "Шанхай (CNSHA) → Роттердам (NLRTM)": ports (`ox`) or stations (`rt`) by name in `language`, with their codes. */
async function routeText(tx: Tx, moduletype: 'ox' | 'rt', from: string, to: string, language: Language): Promise<string> {
  const rows = await tx.select({ portcode: port.portcode, zh: port.localname, en: port.portname, ru: port.russianname }).from(port)
    .where(and(eq(port.moduletype, moduletype), inArray(port.portcode, [from, to])));
  const named = (code: string) => `${localName(language, rows.find((r) => r.portcode === code) ?? null, code)} (${code})`;
  return `${named(from)} → ${named(to)}`;
}

/**
 * The quote of an inquiry as its customer reads it, in `language`, read inside `tx`: the transaction that saves or ends
 * the quote (so a quote being saved is read as saved, and an embedded database's one connection is not asked twice).
 */
export async function quoteSummary(tx: Tx, ref: { type: QuoteInquiryType; inquiryId: number }, language: Language): Promise<QuoteSummary> {
  if (ref.type === 'sea') {
    const [inquiry] = await tx.select().from(seaInquiry).where(eq(seaInquiry.inquiryId, ref.inquiryId));
    const lines = await tx.select({ containertype: seaQuotationLine.containertype, currencycode: seaQuotationLine.currencycode, price: seaQuotationLine.price })
      .from(seaQuotationLine).where(eq(seaQuotationLine.inquiryId, ref.inquiryId)).orderBy(asc(seaQuotationLine.sort), asc(seaQuotationLine.lineId));
    return {
      route: await routeText(tx, 'ox', inquiry!.portofloadingcode, inquiry!.placeofdeliverycode, language),
      prices: lines.map((line) => ({ item: `${line.containertype} × ${inquiry![seaQuantityColumns[line.containertype]]}`, currencycode: line.currencycode, amount: line.price })),
      totals: seaQuoteTotals(inquiry!, lines),
      validUntil: inquiry!.quotevaliduntil,
    };
  }
  const table = inquiryTables[ref.type];
  const [inquiry] = await tx.select({
    from: table.portofloadingcode, to: table.finaldestinationcode, price: table.quotedprice, currencycode: table.quotedcurrency, validUntil: table.quotevaliduntil,
  }).from(table).where(eq(table.inquiryId, ref.inquiryId));
  return {
    route: await routeText(tx, 'rt', inquiry!.from, inquiry!.to, language),
    prices: inquiry!.price === null ? [] : [{ currencycode: inquiry!.currencycode, amount: inquiry!.price }],
    totals: [],
    validUntil: inquiry!.validUntil,
  };
}

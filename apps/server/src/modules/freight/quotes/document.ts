import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { languageFromId, quoteInquiryTypes, withoutOceanFreight, type Language, type QuoteInquiryType, type Surcharge } from '@freight/domain';
import { customer, seaInquiry } from '../../../db/schema/index';
import type { AppContext } from '../../../platform/context';
import { AppError, notFound } from '../../../platform/errors';
import { railQuotation } from '../../portal/rail-inquiries/quotation';
import { readerContext, type ReplyContext } from '../../portal/rates-common/index';
import { seaQuotation } from '../../portal/sea-inquiries/service';
import { rateSurcharges } from '../../portal/sea-rates/service';
import { inquiryTables, type InquiryRef } from './life';
import { quotePdf, type QuoteParties } from './pdf';
import { railSheet, seaSheet } from './sheet';

/** The other charges of the sea rate an inquiry was made for, priced for its customer; none once the rate is no longer shown. */
async function rateCharges(ctx: AppContext, inquiryId: number, reader: ReplyContext): Promise<Surcharge[]> {
  const [inquiry] = await ctx.db.select({ rateid: seaInquiry.rateid }).from(seaInquiry).where(eq(seaInquiry.inquiryId, inquiryId));
  if (!inquiry) return [];
  try {
    return withoutOceanFreight(await rateSurcharges(ctx.db, { fclrateid: inquiry.rateid }, reader)).filter((charge) => typeof charge.amount === 'number');
  } catch (error) {
    if (error instanceof AppError && error.replyCode === 404) return [];
    throw error;
  }
}

/** The quote's sheet as its customer reads it, in `language`. */
async function sheetOf(ctx: AppContext, ref: InquiryRef & { customerId: number }, language: Language) {
  const reader = await readerContext(ctx, language, { isAnonymous: false, customerId: ref.customerId });
  const owner = { customerId: ref.customerId, userId: 0 };
  if (ref.type === 'sea') {
    const quotation = await seaQuotation(ctx.db, owner, ref.inquiryId, reader);
    return { quoted: quotation.quotationuserid !== null, sheet: seaSheet(quotation, language, await rateCharges(ctx, ref.inquiryId, reader)) };
  }
  const quotation = await railQuotation(ctx.db, owner, ref.type, ref.inquiryId, reader);
  return { quoted: quotation.quotationuserid !== null, sheet: railSheet(quotation, language) };
}

/**
 * The customer as a document in `language` names it: its own (local) name is in its own language, so that one for a
 * reader of that language (ООО «Волга Логистик» for a Russian reader), else its English name; the other beneath it.
 */
export function customerNames(company: { name: string; englishName: string; languageId: number }, language: Language): QuoteParties['customer'] {
  const english = company.englishName.trim();
  const local = company.name.trim();
  const first = languageFromId(company.languageId) === language || !english ? local : english;
  const second = first === local ? english : local;
  return { name: first, otherName: second === first ? '' : second };
}

/**
 * A quote as a PDF: for staff (any inquiry, in the customer's language unless another is asked) or for the customer
 * whose inquiry it is (`customerId`). Answers the file name and the document stream.
 */
export async function quoteDocument(ctx: AppContext, ref: InquiryRef, who: { customerId?: number; language?: Language }) {
  const table = inquiryTables[ref.type];
  const [row] = await ctx.db.select({ customerId: table.customerId, name: customer.customerLocalName, englishName: customer.customerEnglishName, languageId: customer.languageId })
    .from(table).innerJoin(customer, eq(customer.customerId, table.customerId))
    .where(and(eq(table.inquiryId, ref.inquiryId), who.customerId === undefined ? undefined : eq(table.customerId, who.customerId)));
  if (!row) throw notFound();
  const language = who.language ?? languageFromId(row.languageId);
  const { quoted, sheet } = await sheetOf(ctx, { ...ref, customerId: row.customerId }, language);
  if (!quoted) throw new AppError('quote.notOpen', {}, 400);
  const parties = { company: ctx.config.company, customer: customerNames(row, language) };
  return { filename: `quote_${sheet.inquiryno}.pdf`, doc: await quotePdf(sheet, parties, language) };
}

/** How long a portal download link lives: it is fetched at once by the page that asked for it. */
const linkSeconds = 60;
const linkKey = (token: string) => `quote-pdf:${token}`;

interface DocumentLink {
  type: QuoteInquiryType;
  inquiryId: number;
  customerId: number;
  language: Language;
}

/** A one-time link to a customer's quote PDF: the portal's calls are signed POSTs, a download is a plain GET. */
export async function quoteDocumentLink(ctx: AppContext, link: DocumentLink): Promise<string> {
  const table = inquiryTables[link.type];
  const [own] = await ctx.db.select({ id: table.inquiryId }).from(table).where(and(eq(table.inquiryId, link.inquiryId), eq(table.customerId, link.customerId)));
  if (!own) throw notFound();
  const token = randomBytes(24).toString('base64url');
  await ctx.kv.set(linkKey(token), JSON.stringify(link), linkSeconds);
  return `/api/portal/quotePdf/${token}`;
}

/** What a link was made for, once: a second use finds nothing (nor does a link from before it named its kind). */
export async function takeQuoteDocumentLink(ctx: AppContext, token: string): Promise<DocumentLink | null> {
  const stored = await ctx.kv.take(linkKey(token));
  if (!stored) return null;
  const link = JSON.parse(stored) as DocumentLink;
  return quoteInquiryTypes.includes(link.type) ? link : null;
}

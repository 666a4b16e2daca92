import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { languageFromId, type Language } from '@freight/domain';
import { customer, seaInquiry } from '../../../db/schema/index';
import type { AppContext } from '../../../platform/context';
import { AppError, notFound } from '../../../platform/errors';
import { readerContext } from '../../portal/rates-common/index';
import { seaQuotation } from '../../portal/sea-inquiries/service';
import { quotePdf } from './pdf';

/**
 * A sea quote as a PDF: for staff (any inquiry, in the customer's language unless another is asked) or for the
 * customer whose inquiry it is (`customerId`). Answers the file name and the document stream.
 */
export async function quoteDocument(ctx: AppContext, inquiryId: number, who: { customerId?: number; language?: Language }) {
  const [row] = await ctx.db.select({ customerId: seaInquiry.customerId, name: customer.customerLocalName, englishName: customer.customerEnglishName, languageId: customer.languageId })
    .from(seaInquiry).innerJoin(customer, eq(customer.customerId, seaInquiry.customerId))
    .where(and(eq(seaInquiry.inquiryId, inquiryId), who.customerId === undefined ? undefined : eq(seaInquiry.customerId, who.customerId)));
  if (!row) throw notFound();
  const language = who.language ?? languageFromId(row.languageId);
  const quotation = await seaQuotation(ctx.db, { customerId: row.customerId, userId: 0 }, inquiryId,
    await readerContext(ctx, language, { isAnonymous: false, customerId: row.customerId }));
  if (quotation.quotationuserid === null) throw new AppError('quote.notOpen', {}, 400);
  const customerName = language === 'zh_CN' || !row.englishName ? row.name : row.englishName;
  return { filename: `quote_${quotation.inquiryno}.pdf`, doc: quotePdf(quotation, customerName, language) };
}

/** How long a portal download link lives: it is fetched at once by the page that asked for it. */
const linkSeconds = 60;
const linkKey = (token: string) => `quote-pdf:${token}`;

/** A one-time link to a customer's quote PDF: the portal's calls are signed POSTs, a download is a plain GET. */
export async function quoteDocumentLink(ctx: AppContext, inquiryId: number, customerId: number, language: Language): Promise<string> {
  const [own] = await ctx.db.select({ id: seaInquiry.inquiryId }).from(seaInquiry).where(and(eq(seaInquiry.inquiryId, inquiryId), eq(seaInquiry.customerId, customerId)));
  if (!own) throw notFound();
  const token = randomBytes(24).toString('base64url');
  await ctx.kv.set(linkKey(token), JSON.stringify({ inquiryId, customerId, language }), linkSeconds);
  return `/api/portal/quotePdf/${token}`;
}

/** What a link was made for, once: a second use finds nothing. */
export async function takeQuoteDocumentLink(ctx: AppContext, token: string): Promise<{ inquiryId: number; customerId: number; language: Language } | null> {
  const stored = await ctx.kv.take(linkKey(token));
  return stored ? (JSON.parse(stored) as { inquiryId: number; customerId: number; language: Language }) : null;
}

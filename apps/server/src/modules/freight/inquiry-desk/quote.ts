import { eq } from 'drizzle-orm';
import {
  lastValidityDay, quoteLinesMismatch, quoteValidUntil, requestedContainerTypes, seaContainerTypes, type Edited, type RailQuoteBody, type SeaQuoteBody, todayUtc,
} from '@freight/domain';
import type { Tx } from '../../../db/client';
import { seaInquiry, seaQuotationLine } from '../../../db/schema/index';
import type { Actor } from '../../../platform/commands/actor';
import type { AppContext } from '../../../platform/context';
import { saveEdit } from '../../../platform/edits';
import { AppError, notFound } from '../../../platform/errors';
import { inquiryTables, planQuoteStep, recordQuoteStep, type InquiryRef } from '../quotes/life';
import { mailCustomer } from '../quotes/mails';
import { deskModes } from '../quotes/service';
import { quoteValidDays } from '../quotes/settings';
import { requireExchangeRates } from '../exchange-rates/known';

/** The quoter: the quote names them, its history and mail say who sent it. */
type Staff = Pick<Actor, 'userId' | 'userName'>;

/** A quote as each kind of inquiry stores it: its own columns, and what the history keeps of the offer. */
interface QuoteSave {
  ref: InquiryRef;
  version: number;
  quotedate: string;
  columns: Record<string, unknown>;
  offer: Record<string, unknown>;
}

/**
 * Saves a quote (or a new quote over an earlier one) on an inquiry inside `tx`: the status and validity with the
 * kind's own columns in one update over the version staff read, the history row, and the customer's mail, together
 * or not at all. A quote the customer accepted is not quoted again (the status machine refuses it).
 */
async function saveQuote(tx: Tx, ctx: AppContext, staff: Staff, validDays: number, quote: QuoteSave): Promise<void> {
  const validUntil = quoteValidUntil(quote.quotedate, validDays);
  const step = { by: staff.userName, today: todayUtc(), validUntil, offer: quote.offer };
  const last = lastValidityDay(step.today);
  if (validUntil > last) throw new AppError('quote.validUntil.horizon', { validUntil, last }, 400);
  const plan = await planQuoteStep(tx, quote.ref, 'quote', step);
  const table = inquiryTables[quote.ref.type];
  // One update: the quote and its status change the row's version once.
  await saveEdit(tx, table, eq(table.inquiryId, quote.ref.inquiryId), quote.version, {
    ...plan.set, ...quote.columns, quotationuserid: staff.userId, updateBy: staff.userName, updateTime: new Date(),
  });
  await recordQuoteStep(tx, quote.ref, 'quote', plan, step);
  await mailCustomer(tx, ctx, plan.inquiry.quotestatus === 'pending' ? 'sent' : 'requoted', quote.ref);
}

/** The quoter's name in English and Russian ('' where staff give none: the customer then reads the name as given). */
const quoterNames = (body: { englishquotername?: string | null; russianquotername?: string | null }) =>
  ({ englishquotername: body.englishquotername ?? '', russianquotername: body.russianquotername ?? '' });

/** Staff quote a sea inquiry: the quoter's details and one price per container type the customer asked for. */
export async function quoteSeaInquiry(ctx: AppContext, body: Edited<SeaQuoteBody>, staff: Staff): Promise<void> {
  const validDays = await quoteValidDays(ctx);
  await requireExchangeRates(ctx, body.lines.map((line) => line.currencycode));
  await ctx.db.transaction(async (tx) => {
    const [inquiry] = await tx.select().from(seaInquiry).where(eq(seaInquiry.inquiryId, body.inquiryId)).for('update');
    if (!inquiry) throw notFound();
    const mismatch = quoteLinesMismatch(requestedContainerTypes(inquiry), body.lines);
    if (mismatch) throw new AppError(mismatch, {}, 400);
    const contact = {
      quotername: body.quotername, quoterphone: body.quoterphone ?? '', quoterfax: body.quoterfax ?? '', quotermail: body.quotermail ?? '',
      quoterqq: body.quoterqq ?? '', quotedate: body.quotedate, quoteremark: body.quoteremark ?? '', ...quoterNames(body),
      englishreturnctnaddress: body.englishreturnctnaddress ?? '', russianreturnctnaddress: body.russianreturnctnaddress ?? '',
    };
    // The lines first: the customer's mail, written as the quote is saved, reads them.
    await tx.delete(seaQuotationLine).where(eq(seaQuotationLine.inquiryId, body.inquiryId));
    await tx.insert(seaQuotationLine).values(body.lines.map((line) => ({
      inquiryId: body.inquiryId, containertype: line.containertype, currencycode: line.currencycode, price: line.price,
      sort: seaContainerTypes.indexOf(line.containertype),
    })));
    await saveQuote(tx, ctx, staff, validDays, {
      ref: { type: 'sea', inquiryId: body.inquiryId }, version: body.version, quotedate: body.quotedate, columns: contact,
      offer: { lines: body.lines, quotername: body.quotername, quotedate: body.quotedate, quoteremark: contact.quoteremark },
    });
  });
}

/** The customer's own words a rail quote translates: an LCL inquiry's commodity, a full-container inquiry's door address. */
const customerWords = (mode: 'rail' | 'fcl', body: RailQuoteBody) => (mode === 'rail'
  ? { englishcommodity: body.englishcommodity ?? '', russiancommodity: body.russiancommodity ?? '' }
  : { englishdooraddress: body.englishdooraddress ?? '', russiandooraddress: body.russiandooraddress ?? '' });

/** Staff quote a rail LCL or full-container inquiry: the quoter's details and one price for the whole inquiry. */
export async function quoteRailInquiry(ctx: AppContext, mode: 'rail' | 'fcl', body: Edited<RailQuoteBody>, staff: Staff): Promise<void> {
  const validDays = await quoteValidDays(ctx);
  await requireExchangeRates(ctx, [body.quotedcurrency]);
  const offer = {
    quotername: body.quotername, quotermail: body.quotermail ?? '', quotedate: body.quotedate, quoteremark: body.quoteremark ?? '',
    quotedcurrency: body.quotedcurrency, quotedprice: body.quotedprice,
  };
  await ctx.db.transaction((tx) => saveQuote(tx, ctx, staff, validDays, {
    ref: { type: deskModes[mode], inquiryId: body.inquiryId }, version: body.version, quotedate: body.quotedate,
    columns: { ...offer, ...quoterNames(body), ...customerWords(mode, body) }, offer,
  }));
}

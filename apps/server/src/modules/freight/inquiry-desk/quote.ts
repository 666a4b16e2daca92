import { eq } from 'drizzle-orm';
import { quoteLinesMismatch, quoteValidUntil, requestedContainerTypes, seaContainerTypes, type Edited, type SeaQuoteBody } from '@freight/domain';
import { seaInquiry, seaQuotationLine } from '../../../db/schema/index';
import type { AppContext } from '../../../platform/context';
import { saveEdit } from '../../../platform/edits';
import { AppError } from '../../../platform/errors';
import { today } from '../../portal/rates-common/dates';
import { planQuoteStep, recordQuoteStep } from '../quotes/life';
import { mailCustomer } from '../quotes/mails';
import { quoteValidDays } from '../quotes/settings';

/**
 * Staff quote a sea inquiry (or quote it again): the quoter's details and one price per container type
 * the customer asked for. The inquiry row, its lines, the quote's status and validity, its history and the
 * customer's mail change together or not at all; a quote the customer accepted is not quoted again.
 */
export async function quoteSeaInquiry(ctx: AppContext, body: Edited<SeaQuoteBody>, staff: { userId: number; userName: string }): Promise<void> {
  const validDays = await quoteValidDays(ctx);
  await ctx.db.transaction(async (tx) => {
    const [inquiry] = await tx.select().from(seaInquiry).where(eq(seaInquiry.inquiryId, body.inquiryId)).for('update');
    if (!inquiry) throw new AppError('http.404', {}, 404);
    const mismatch = quoteLinesMismatch(requestedContainerTypes(inquiry), body.lines);
    if (mismatch) throw new AppError(mismatch, {}, 400);
    const validUntil = quoteValidUntil(body.quotedate, validDays);
    const offer = { lines: body.lines, quotername: body.quotername, quotedate: body.quotedate, quoteremark: body.quoteremark ?? '' };
    const ref = { type: 'sea' as const, inquiryId: body.inquiryId };
    const step = { by: staff.userName, today: today(), validUntil, offer };
    const plan = await planQuoteStep(tx, ref, 'quote', step);
    // One update: the quote and its status change the row's version once.
    await saveEdit(tx, seaInquiry, eq(seaInquiry.inquiryId, body.inquiryId), body.version, {
      ...plan.set,
      quotationuserid: staff.userId,
      quotername: body.quotername,
      quoterphone: body.quoterphone ?? '',
      quoterfax: body.quoterfax ?? '',
      quotermail: body.quotermail ?? '',
      quoterqq: body.quoterqq ?? '',
      quotedate: body.quotedate,
      quoteremark: body.quoteremark ?? '',
      updateBy: staff.userName,
      updateTime: new Date(),
    });
    await tx.delete(seaQuotationLine).where(eq(seaQuotationLine.inquiryId, body.inquiryId));
    await tx.insert(seaQuotationLine).values(body.lines.map((line) => ({
      inquiryId: body.inquiryId, containertype: line.containertype, currencycode: line.currencycode, price: line.price,
      sort: seaContainerTypes.indexOf(line.containertype),
    })));
    await recordQuoteStep(tx, ref, 'quote', plan, step);
    await mailCustomer(tx, ctx.config.publicUrl, inquiry.userId, plan.inquiry.quotestatus === 'pending' ? 'sent' : 'requoted', {
      type: 'sea', inquiryId: body.inquiryId, inquiryno: inquiry.inquiryno, route: `${inquiry.portofloadingcode} → ${inquiry.placeofdeliverycode}`, validUntil,
    });
  });
}

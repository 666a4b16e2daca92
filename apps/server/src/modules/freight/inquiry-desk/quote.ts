import { eq } from 'drizzle-orm';
import { quoteLinesMismatch, requestedContainerTypes, seaContainerTypes, type Edited, type SeaQuoteBody } from '@freight/domain';
import { seaInquiry, seaQuotationLine } from '../../../db/schema/index';
import type { AppContext } from '../../../platform/context';
import { saveEdit } from '../../../platform/edits';
import { AppError } from '../../../platform/errors';

/**
 * Staff quote a sea inquiry (or quote it again): the quoter's details and one price per container type
 * the customer asked for. The inquiry row and its lines change together or not at all.
 */
export async function quoteSeaInquiry(ctx: AppContext, body: Edited<SeaQuoteBody>, staff: { userId: number; userName: string }): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [inquiry] = await tx.select().from(seaInquiry).where(eq(seaInquiry.inquiryId, body.inquiryId)).for('update');
    if (!inquiry) throw new AppError('http.404', {}, 404);
    const mismatch = quoteLinesMismatch(requestedContainerTypes(inquiry), body.lines);
    if (mismatch) throw new AppError(mismatch, {}, 400);
    await saveEdit(tx, seaInquiry, eq(seaInquiry.inquiryId, body.inquiryId), body.version, {
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
  });
}

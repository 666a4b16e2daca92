import { asc, eq } from 'drizzle-orm';
import { requestedContainerTypes } from '@freight/domain';
import { customer, fclInquiry, fclInquiryLine, railLclCargo, railLclInquiry, seaInquiry, seaQuotationLine } from '../../../db/schema/index';
import type { AppContext } from '../../../platform/context';
import { AppError } from '../../../platform/errors';
import { customerNames, customerOf } from './filters';

const found = <T>(row: T | undefined): T => {
  if (!row) throw new AppError('http.404', {}, 404);
  return row;
};

/** A rail LCL inquiry with its customer and cargo rows. */
export async function railDetail(ctx: AppContext, inquiryId: number) {
  const [row] = await ctx.db.select({ inquiry: railLclInquiry, ...customerNames }).from(railLclInquiry)
    .innerJoin(customer, customerOf(railLclInquiry.customerId)).where(eq(railLclInquiry.inquiryId, inquiryId));
  const { inquiry, ...names } = found(row);
  const cargo = await ctx.db.select().from(railLclCargo).where(eq(railLclCargo.inquiryId, inquiryId)).orderBy(asc(railLclCargo.sort));
  return { ...inquiry, ...names, cargo };
}

/** A full-container inquiry with its customer and charge lines. */
export async function fclDetail(ctx: AppContext, inquiryId: number) {
  const [row] = await ctx.db.select({ inquiry: fclInquiry, ...customerNames }).from(fclInquiry)
    .innerJoin(customer, customerOf(fclInquiry.customerId)).where(eq(fclInquiry.inquiryId, inquiryId));
  const { inquiry, ...names } = found(row);
  const lines = await ctx.db.select().from(fclInquiryLine).where(eq(fclInquiryLine.inquiryId, inquiryId)).orderBy(asc(fclInquiryLine.sort));
  return { ...inquiry, ...names, lines };
}

/** A sea inquiry with its customer, the container types asked for, and the quoted prices (if quoted). */
export async function seaDetail(ctx: AppContext, inquiryId: number) {
  const [row] = await ctx.db.select({ inquiry: seaInquiry, ...customerNames }).from(seaInquiry)
    .innerJoin(customer, customerOf(seaInquiry.customerId)).where(eq(seaInquiry.inquiryId, inquiryId));
  const { inquiry, ...names } = found(row);
  const lines = await ctx.db.select().from(seaQuotationLine).where(eq(seaQuotationLine.inquiryId, inquiryId)).orderBy(asc(seaQuotationLine.sort));
  return { ...inquiry, ...names, quoted: inquiry.quotationuserid !== null, requested: requestedContainerTypes(inquiry), lines };
}

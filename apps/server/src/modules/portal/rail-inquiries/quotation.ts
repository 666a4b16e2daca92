import { and, eq } from 'drizzle-orm';
import { RailQuotationQuery, type InquiryOwner, type RailQuotation, type RailQuoteType } from '@freight/domain';
import type { Db } from '../../../db/client';
import { fclInquiry, railLclInquiry } from '../../../db/schema/index';
import { notFound } from '../../../platform/errors';
import { parseCommandData, type GatewayCommand } from '../../../platform/gateway/index';
import { inquiryOwner } from '../inquiries-common/submission';
import { localName, localText, replyContext, type ReplyContext } from '../rates-common/index';

/** What a rail quote reads of either rail inquiry table; the cargo and the calculated price differ per kind. */
async function railInquiry(db: Db, owner: InquiryOwner, type: RailQuoteType, inquiryId: number) {
  if (type === 'rail-lcl') {
    const [row] = await db.select().from(railLclInquiry).where(and(eq(railLclInquiry.inquiryId, inquiryId), eq(railLclInquiry.customerId, owner.customerId)));
    return row && {
      row, calculatedprice: row.refprice,
      cargo: {
        kind: 'lcl' as const, commodity: row.commodity, englishcommodity: row.englishcommodity, russiancommodity: row.russiancommodity,
        weight: row.weight, measurement: row.measurement, chargeablevolume: row.chargeablevolume,
      },
    };
  }
  const [row] = await db.select().from(fclInquiry).where(and(eq(fclInquiry.inquiryId, inquiryId), eq(fclInquiry.customerId, owner.customerId)));
  return row && {
    row, calculatedprice: row.total,
    cargo: { kind: 'fcl' as const, coc: row.gp20qty, soc: row.hq40qty, transportmode: row.transportmode, tradeterm: row.tradeterm },
  };
}

/** One of the customer's own rail inquiries with its quote; anyone else's is not found. */
export async function railQuotation(db: Db, owner: InquiryOwner, type: RailQuoteType, inquiryId: number, ctx: ReplyContext): Promise<RailQuotation> {
  const found = await railInquiry(db, owner, type, inquiryId);
  if (!found) throw notFound();
  const { row } = found;
  const station = (code: string) => localName(ctx.language, ctx.ports.of('rt', code), code);
  return {
    inquiryType: type, inquiryId: row.inquiryId, inquiryno: row.inquiryno, version: row.version, quotationdate: row.quotationdate, senddatetime: row.senddatetime,
    portofloadingcode: row.portofloadingcode, finaldestinationcode: row.finaldestinationcode,
    XC__portofloadingcode: station(row.portofloadingcode), XC__finaldestinationcode: station(row.finaldestinationcode),
    cargo: found.cargo.kind === 'lcl'
      ? { ...found.cargo, XC__commodity: localText(ctx.language, found.cargo.commodity, found.cargo.englishcommodity, found.cargo.russiancommodity) }
      : found.cargo,
    calculatedprice: found.calculatedprice, calculatedcurrency: row.currencycode,
    quotestatus: row.quotestatus, quotevaliduntil: row.quotevaliduntil, quotationuserid: row.quotationuserid, quotername: row.quotername,
    englishquotername: row.englishquotername, russianquotername: row.russianquotername,
    XC__quotername: localText(ctx.language, row.quotername, row.englishquotername, row.russianquotername),
    quotermail: row.quotermail, quotedate: row.quotedate, quoteremark: row.quoteremark, quotedprice: row.quotedprice, quotedcurrency: row.quotedcurrency,
    decisionreason: row.decisionreason,
  };
}

/** callYhApi `railquotation`: one of the caller's rail inquiries (LCL or full container) with its quote. */
export const railquotation: GatewayCommand = {
  customerOnly: true,
  handler: async (ctx, req, call) => {
    const { inquiryType, inquiryId } = parseCommandData(RailQuotationQuery, call.content.data);
    return railQuotation(ctx.db, inquiryOwner(call.session), inquiryType, inquiryId, await replyContext(ctx, req, call));
  },
};

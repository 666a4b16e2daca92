import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { FclInquiryListQuery, FclInquiryRow } from '@freight/domain';
import type { Db } from '../../../db/client';
import { fclInquiry, sysUser } from '../../../db/schema/index';
import { contains, equals } from '../../../platform/list/filters';
import { localText, type ReplyContext } from '../rates-common/index';
import { customerInquiries, inquiryPage, newestFirst } from './paging';
import { railHead, railHeadFields } from './railHead';

/** inquiryFclList: one page of the customer's full-container inquiries, newest first, in one query. */
export function fclInquiries(db: Db, customerId: number, query: z.output<typeof FclInquiryListQuery>, ctx: ReplyContext) {
  const t = fclInquiry;
  const where = customerInquiries(t, customerId, query,
    equals(t.carriercode, query.carriercode), contains(t.vesselname, query.vesselname), contains(t.voyno, query.voyno),
    equals(t.portofloadingcode, query.portofloadingcode), equals(t.finaldestinationcode, query.finaldestinationcode));
  return inquiryPage(query,
    (limit, offset) => db.select({
      ...railHeadFields(t),
      dooraddress: t.dooraddress,
      englishdooraddress: t.englishdooraddress,
      russiandooraddress: t.russiandooraddress,
      tradeterm: t.tradeterm,
      gp20qty: t.gp20qty,
      hq40qty: t.hq40qty,
      carriercode: t.carriercode,
      vesselname: t.vesselname,
      voyno: t.voyno,
      currencycode: t.currencycode,
      total: t.total,
    }).from(t).leftJoin(sysUser, eq(sysUser.userId, t.userId)).where(where).orderBy(...newestFirst(t)).limit(limit).offset(offset),
    (raw): FclInquiryRow => ({
      ...railHead(raw, ctx),
      dooraddress: raw.dooraddress,
      XC__dooraddress: localText(ctx.language, raw.dooraddress, raw.englishdooraddress, raw.russiandooraddress),
      tradeterm: raw.tradeterm,
      gp20qty: raw.gp20qty,
      hq40qty: raw.hq40qty,
      carriercode: raw.carriercode,
      vesselname: raw.vesselname,
      voyno: raw.voyno,
      currencycode: raw.currencycode,
      total: Number(raw.total),
    }));
}

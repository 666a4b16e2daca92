import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { inquiryAuthorized, type MessageKey, type RailInquiryListQuery, type RailInquiryRow } from '@freight/domain';
import type { Db } from '../../../db/client';
import { railLclInquiry, sysUser } from '../../../db/schema/index';
import { equals } from '../../../platform/list/filters';
import { localText, type ReplyContext } from '../rates-common/index';
import { customerInquiries, inquiryPage, newestFirst } from './paging';
import { railHead, railHeadFields } from './railHead';

/** The status label of a rail LCL inquiry, in the caller's language. */
export type StatusLabel = (key: MessageKey) => string;

/** inquiryList: one page of the customer's rail LCL inquiries, newest first, in one query. */
export function railInquiries(db: Db, customerId: number, query: z.output<typeof RailInquiryListQuery>, ctx: ReplyContext, label: StatusLabel) {
  const t = railLclInquiry;
  const where = customerInquiries(t, customerId, query,
    equals(t.portofloadingcode, query.portofloadingcode), equals(t.finaldestinationcode, query.finaldestinationcode));
  return inquiryPage(query,
    (limit, offset) => db.select({
      ...railHeadFields(t),
      commodity: t.commodity,
      englishcommodity: t.englishcommodity,
      russiancommodity: t.russiancommodity,
      unitofpackage: t.unitofpackage,
      weight: t.weight,
      measurement: t.measurement,
      refprice: t.refprice,
      currencycode: t.currencycode,
      exchangerates: t.exchangerates,
      sendstatus: t.sendstatus,
    }).from(t).leftJoin(sysUser, eq(sysUser.userId, t.userId)).where(where).orderBy(...newestFirst(t)).limit(limit).offset(offset),
    (raw): RailInquiryRow => ({
      ...railHead(raw, ctx),
      commodity: raw.commodity,
      XC__commodity: localText(ctx.language, raw.commodity, raw.englishcommodity, raw.russiancommodity),
      unitofpackage: raw.unitofpackage,
      weight: Number(raw.weight),
      measurement: Number(raw.measurement),
      refprice: Number(raw.refprice),
      currencycode: raw.currencycode,
      exchangerates: raw.exchangerates,
      sendstatus: raw.sendstatus,
      XC__sendstatus: label(inquiryAuthorized(raw.sendstatus) ? 'inquiry.sendstatus.authorized' : 'inquiry.sendstatus.calculated'),
    }));
}

import type { z } from 'zod';
import type { SeaInquiryListQuery, SeaInquiryRow } from '@freight/domain';
import type { Db } from '../../../db/client';
import { seaInquiry } from '../../../db/schema/index';
import { contains, equals } from '../../../platform/list/filters';
import { localName, localText, type ReplyContext } from '../rates-common/index';
import { customerInquiries, inquiryPage, newestFirst } from './paging';

/** callYhApi inquirylist (/xjlb): one page of the customer's sea inquiries, newest first, in one query. */
export function seaInquiries(db: Db, customerId: number, query: z.output<typeof SeaInquiryListQuery>, { language, ports }: ReplyContext) {
  const t = seaInquiry;
  const where = customerInquiries(t, customerId, query,
    contains(t.inquirer, query.inquirer), equals(t.portofloadingcode, query.portofloadingcode), equals(t.placeofdeliverycode, query.placeofdeliverycode),
    equals(t.carriercode, query.carriercode), contains(t.vesselname, query.vesselname), contains(t.voyno, query.voyno));
  const port = (code: string) => localName(language, ports.of('ox', code), code);
  return inquiryPage(query,
    (limit, offset) => db.select().from(t).where(where).orderBy(...newestFirst(t)).limit(limit).offset(offset),
    (raw): SeaInquiryRow => ({
      inquiryId: raw.inquiryId,
      inquiryno: raw.inquiryno,
      inquirer: raw.inquirer,
      createddatetime: raw.quotationdate,
      portofloadingcode: raw.portofloadingcode,
      placeofdeliverycode: raw.placeofdeliverycode,
      XC__portofloadingcode: port(raw.portofloadingcode),
      XC__placeofdeliverycode: port(raw.placeofdeliverycode),
      carrierid: raw.carrierid,
      carriercode: raw.carriercode,
      vesselname: raw.vesselname,
      voyno: raw.voyno,
      returnctnaddress: raw.returnctnaddress,
      englishreturnctnaddress: raw.englishreturnctnaddress,
      russianreturnctnaddress: raw.russianreturnctnaddress,
      XC__returnctnaddress: localText(language, raw.returnctnaddress, raw.englishreturnctnaddress, raw.russianreturnctnaddress),
      gp20qty: raw.gp20qty,
      gp40qty: raw.gp40qty,
      hq40qty: raw.hq40qty,
      hq45qty: raw.hq45qty,
      nor40qty: raw.nor40qty,
      quotationuserid: raw.quotationuserid,
      quotername: raw.quotername,
      englishquotername: raw.englishquotername,
      russianquotername: raw.russianquotername,
      XC__quotername: localText(language, raw.quotername, raw.englishquotername, raw.russianquotername),
      quoterphone: raw.quoterphone,
      quoterfax: raw.quoterfax,
      quotermail: raw.quotermail,
      quoterqq: raw.quoterqq,
      quotationdate: raw.quotedate,
      parentid: raw.parentid,
      quoted: raw.quotationuserid !== null,
      quotestatus: raw.quotestatus,
      quotevaliduntil: raw.quotevaliduntil,
    }));
}

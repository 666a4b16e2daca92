import { localLoadingArea, type QuoteStatus } from '@freight/domain';
import type { ReplyContext } from '../rates-common/index';
import { localName } from '../rates-common/index';
import { fclInquiry, railLclInquiry, sysUser } from '../../../db/schema/index';

type RailInquiryTable = typeof railLclInquiry | typeof fclInquiry;

/** The columns of the head both rail inquiry lists start with; `createdby` comes from the joined sys_user. */
export const railHeadFields = (t: RailInquiryTable) => ({
  inquiryId: t.inquiryId,
  inquiryno: t.inquiryno,
  quotationdate: t.quotationdate,
  createdby: sysUser.userName,
  placeofdeliverycode: t.placeofdeliverycode,
  portofloadingcode: t.portofloadingcode,
  portofdischargecode: t.portofdischargecode,
  finaldestinationcode: t.finaldestinationcode,
  senddatetime: t.senddatetime,
  blclosetime: t.blclosetime,
  closingtime: t.closingtime,
  voyage: t.voyage,
  loadingarea: t.loadingarea,
  quotestatus: t.quotestatus,
  quotevaliduntil: t.quotevaliduntil,
});

interface RailHeadRaw {
  inquiryId: number;
  inquiryno: string;
  quotationdate: string;
  createdby: string | null;
  placeofdeliverycode: string;
  portofloadingcode: string;
  portofdischargecode: string;
  finaldestinationcode: string;
  senddatetime: string;
  blclosetime: Date;
  closingtime: Date;
  voyage: number;
  loadingarea: string;
  quotestatus: QuoteStatus;
  quotevaliduntil: string | null;
}

/** The head of a rail inquiry row: stations and the pickup region named in the caller's language, cut-offs as ISO timestamps. */
export function railHead(raw: RailHeadRaw, { language, ports }: ReplyContext) {
  const station = (code: string) => localName(language, ports.of('rt', code), code);
  return {
    inquiryId: raw.inquiryId,
    inquiryno: raw.inquiryno,
    quotationdate: raw.quotationdate,
    createdby: raw.createdby ?? '',
    // The collection place: the pickup point when one was given, else the pickup region in the caller's language.
    portofdistributioncode: raw.placeofdeliverycode || localLoadingArea(raw.loadingarea, language),
    portofloadingcode: raw.portofloadingcode,
    portofdischargecode: raw.portofdischargecode,
    finaldestinationcode: raw.finaldestinationcode,
    XC__portofloadingcode: station(raw.portofloadingcode),
    XC__portofdischargecode: station(raw.portofdischargecode),
    XC__finaldestinationcode: station(raw.finaldestinationcode),
    senddatetime: raw.senddatetime,
    blclosetime: raw.blclosetime.toISOString(),
    closingtime: raw.closingtime.toISOString(),
    voyage: raw.voyage,
    loadingarea: raw.loadingarea,
    quotestatus: raw.quotestatus,
    quotevaliduntil: raw.quotevaliduntil,
  };
}

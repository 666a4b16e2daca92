import { and, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { inquiryNumber, submissionKey, type InquiryOwner, type SeaInquiryCreated, type SeaInquiryPayload, type SeaQuotation, todayUtc } from '@freight/domain';
import type { Db } from '../../../db/client';
import { carrier, seaInquiry, seaQuotationLine, seaRate } from '../../../db/schema/index';
import { AppError } from '../../../platform/errors';
import { InquiryQuote } from '../inquiries-common/quote';
import { nextInquiryId, submitOnce } from '../inquiries-common/submission';
import { carrierName, localName, localText, seaRates, type ReplyContext } from '../rates-common/index';

type SeaInquiryData = z.output<typeof SeaInquiryPayload>;

/** The rate as the portal shows it (enabled, in force, lane open, carrier enabled), with its carrier's id. */
async function shownRate(db: Db, rateid: number) {
  const [rate] = await seaRates(db, todayUtc(), eq(seaRate.fclrateid, rateid), { carrierid: sql<number>`${carrier.carrierId}` }).limit(1);
  if (!rate) throw new AppError('seaInquiry.rate.closed', {}, 400);
  return rate;
}

/** The boxes asked for that the rate quotes, at the customer's sell price (what the inquiry keeps of its price). */
async function seaPricing(db: Db, owner: InquiryOwner, rate: Awaited<ReturnType<typeof shownRate>>, data: SeaInquiryData) {
  const quote = await InquiryQuote.of(db, owner.customerId, { kind: 'sea', portofloadingcode: rate.portofloadingcode, destinationcode: rate.finaldestination }, rate.currencycode);
  const boxes = [['20GP', rate.price20, data.gp20qty], ['40GP', rate.price40, data.gp40qty], ['40HC', rate.pricehc, data.hq40qty],
    ['45HQ', rate.price45, data.hq45qty], ['40NOR', rate.price40nor, data.nor40qty]] as const;
  return quote.pricingOf(boxes.flatMap(([boxtype, buy, quantity]) => (buy === null || quantity === 0 ? [] : [
    quote.line({ tradelanecode: rate.carriertradelane, carriercode: rate.carriercode, boxtype, buy: Number(buy), quantity }),
  ])));
}

/**
 * callYhImport: the new inquiry record of portal.md §3 for one sea rate, its ports and carrier taken
 * from the rate, written once however often the same payload arrives within the duplicate window.
 */
export async function createSeaInquiry(db: Db, owner: InquiryOwner, usercode: string, data: SeaInquiryData): Promise<SeaInquiryCreated> {
  const rate = await shownRate(db, data.rateid);
  const day = todayUtc();
  const pricing = await seaPricing(db, owner, rate, data);
  const key = submissionKey(owner, 'sea', data);
  const { inquiryId } = await submitOnce(db, seaInquiry, key, async (tx) => {
    const id = await nextInquiryId(tx, seaInquiry);
    await tx.insert(seaInquiry).values({
      inquiryId: id,
      inquiryno: inquiryNumber('Q', new Date(), id),
      customerId: owner.customerId,
      userId: owner.userId,
      submissionKey: key,
      quotationdate: day,
      rateid: rate.fclrateid,
      inquirer: data.inquirer,
      inquirydate: day,
      etddate: rate.etddate || day,
      portofloadingcode: rate.portofloadingcode,
      placeofdeliverycode: rate.finaldestination,
      carrierid: Number(rate.carrierid),
      carriercode: rate.carriercode,
      returnctnaddress: data.returnctnaddress,
      gp20qty: data.gp20qty,
      gp40qty: data.gp40qty,
      hq40qty: data.hq40qty,
      hq45qty: data.hq45qty,
      nor40qty: data.nor40qty,
      pricing,
      createBy: usercode,
    });
    return id;
  });
  const [written] = await db.select({ inquiryno: seaInquiry.inquiryno }).from(seaInquiry).where(eq(seaInquiry.inquiryId, inquiryId));
  return { status: 'ok', inquiryId, inquiryno: written!.inquiryno };
}

/** callYhApi `seaquotation`: the caller's own sea inquiry and what staff quoted; anyone else's is a 404. */
export async function seaQuotation(db: Db, owner: InquiryOwner, inquiryId: number, ctx: ReplyContext): Promise<SeaQuotation> {
  const [row] = await db.select({ inquiry: seaInquiry, carrier: { en: carrier.carriername, zh: carrier.localname } }).from(seaInquiry)
    .leftJoin(carrier, eq(carrier.carriercode, seaInquiry.carriercode))
    .where(and(eq(seaInquiry.inquiryId, inquiryId), eq(seaInquiry.customerId, owner.customerId)));
  if (!row) throw new AppError('http.404', {}, 404);
  const lines = await db.select({
    containertype: seaQuotationLine.containertype,
    currencycode: seaQuotationLine.currencycode,
    price: seaQuotationLine.price,
    remark: seaQuotationLine.remark,
  }).from(seaQuotationLine).where(eq(seaQuotationLine.inquiryId, inquiryId)).orderBy(asc(seaQuotationLine.sort), asc(seaQuotationLine.lineId));
  const i = row.inquiry;
  return {
    inquiryId: i.inquiryId,
    inquiryno: i.inquiryno,
    version: i.version,
    inquirydate: i.inquirydate,
    quotestatus: i.quotestatus,
    quotevaliduntil: i.quotevaliduntil,
    etddate: i.etddate,
    status: i.status,
    inquirer: i.inquirer,
    portofloadingcode: i.portofloadingcode,
    placeofdeliverycode: i.placeofdeliverycode,
    XC__portofloadingcode: localName(ctx.language, ctx.ports.of('ox', i.portofloadingcode), i.portofloadingcode),
    XC__placeofdeliverycode: localName(ctx.language, ctx.ports.of('ox', i.placeofdeliverycode), i.placeofdeliverycode),
    carriercode: i.carriercode,
    carriername: row.carrier ? carrierName(ctx.language, row.carrier) : i.carriercode,
    vesselname: i.vesselname,
    voyno: i.voyno,
    returnctnaddress: i.returnctnaddress,
    englishreturnctnaddress: i.englishreturnctnaddress,
    russianreturnctnaddress: i.russianreturnctnaddress,
    XC__returnctnaddress: localText(ctx.language, i.returnctnaddress, i.englishreturnctnaddress, i.russianreturnctnaddress),
    gp20qty: i.gp20qty,
    gp40qty: i.gp40qty,
    hq40qty: i.hq40qty,
    hq45qty: i.hq45qty,
    nor40qty: i.nor40qty,
    quotationuserid: i.quotationuserid,
    quotername: i.quotername,
    englishquotername: i.englishquotername,
    russianquotername: i.russianquotername,
    XC__quotername: localText(ctx.language, i.quotername, i.englishquotername, i.russianquotername),
    quoterphone: i.quoterphone,
    quoterfax: i.quoterfax,
    quotermail: i.quotermail,
    quoterqq: i.quoterqq,
    quotedate: i.quotedate,
    quoteremark: i.quoteremark,
    lines: lines.map((line) => ({ ...line, price: Number(line.price) })),
  };
}

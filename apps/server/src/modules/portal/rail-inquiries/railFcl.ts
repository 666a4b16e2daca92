import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { fclQuote, fromCny, includesTrucking, inquiryNumber, maxMoney, submissionKey, type FclQuote, type InquiryOwner, type RailFclInquiryPayload, todayUtc } from '@freight/domain';
import type { Db } from '../../../db/client';
import { fclInquiry, fclInquiryLine, railFclRate } from '../../../db/schema/index';
import { AppError } from '../../../platform/errors';
import { latestRate } from '../exchange/service';
import { InquiryQuote } from '../inquiries-common/quote';
import { nextInquiryId, submitOnce } from '../inquiries-common/submission';
import { railFclRates } from '../rates-common/index';
import { truckRates } from './pickup';
import { railLeg } from './railLeg';

type FclData = z.output<typeof RailFclInquiryPayload>;

export interface RailFclInquiryResult extends FclQuote {
  inquiryId: number;
  inquiryno: string;
}

/** Trucking per 40HQ from the region to the station in the rate's currency; undefined without a truck rate. */
async function truckPerContainer(db: Db, loadingarea: string, portcode: string, currencycode: string): Promise<number | undefined> {
  const [truck] = await truckRates(db, loadingarea, portcode);
  if (!truck) return undefined;
  if (truck.currencycode === currencycode) return truck.pricehc;
  const rate = truck.currencycode === 'CNY' ? await latestRate(db, 'CNY', currencycode) : null;
  const converted = fromCny(truck.pricehc, currencycode, rate ? Number(rate.exchangerate) : undefined);
  if (converted === undefined) throw new AppError('railFcl.exchangeRate.missing', {}, 400);
  return converted;
}

/**
 * inquiryFcl: a rail full-container quote request, priced by the server from the rate (COC at price20,
 * SOC at pricehc) and, when the mode collects the boxes at the door, the region's truck rate; never from
 * the client's lines. Written once with its charge lines however often the same payload arrives within
 * the duplicate window.
 */
export async function submitRailFclInquiry(db: Db, owner: InquiryOwner, usercode: string, data: FclData): Promise<RailFclInquiryResult> {
  const [rate] = await railFclRates(db, todayUtc(), eq(railFclRate.rwrateid, data.rateid)).limit(1);
  if (!rate) throw new AppError('seaInquiry.rate.closed', {}, 400);
  const sell = await InquiryQuote.of(db, owner.customerId, { kind: 'rail-fcl', portofloadingcode: rate.portofloadingcode, destinationcode: rate.finaldestinationcode }, rate.currencycode);
  const unit = { tradelanecode: rate.tradelanecode ?? '', carriercode: '' };
  const freight = [
    sell.line({ ...unit, boxtype: 'COC', buy: Number(rate.price20), quantity: data.gp20qty }),
    sell.line({ ...unit, boxtype: 'SOC', buy: Number(rate.pricehc), quantity: data.hq40qty }),
  ];
  const quote = fclQuote({
    coc: data.gp20qty,
    soc: data.hq40qty,
    price20: freight[0]!.sell,
    pricehc: freight[1]!.sell,
    currencycode: rate.currencycode,
    transportmode: data.transportmode,
    // Station to station needs no truck rate, nor an exchange rate to convert one.
    truckPerContainer: includesTrucking(data.transportmode) ? await truckPerContainer(db, data.loadingarea, rate.portofloadingcode, rate.currencycode) : undefined,
  });
  if (quote.total > maxMoney) throw new AppError('inquiry.total.tooLarge', {}, 400);
  const { price: _clientLines, ...asked } = data;
  const key = submissionKey(owner, 'rail-fcl', asked);
  const { inquiryId } = await submitOnce(db, fclInquiry, key, async (tx) => {
    const id = await nextInquiryId(tx, fclInquiry);
    await tx.insert(fclInquiry).values({
      inquiryId: id,
      inquiryno: inquiryNumber('QFC', new Date(), id),
      customerId: owner.customerId,
      userId: owner.userId,
      submissionKey: key,
      quotationdate: todayUtc(),
      ...railLeg(rate, data.loadingarea),
      placeofdeliverycode: data.placeofdeliverycode,
      dooraddress: data.dooraddress,
      transportmode: data.transportmode,
      tradeterm: data.tradeterm,
      gp20qty: data.gp20qty,
      hq40qty: data.hq40qty,
      currencycode: quote.currencycode,
      total: quote.total,
      pricing: sell.pricingOf(freight.filter((line) => line.quantity > 0)),
      createBy: usercode,
    });
    await tx.insert(fclInquiryLine).values(quote.lines.map((line, sort) => ({ inquiryId: id, ...line, sort })));
    return id;
  });
  const [written] = await db.select({ inquiryno: fclInquiry.inquiryno }).from(fclInquiry).where(eq(fclInquiry.inquiryId, inquiryId));
  return { inquiryId, inquiryno: written!.inquiryno, ...quote };
}

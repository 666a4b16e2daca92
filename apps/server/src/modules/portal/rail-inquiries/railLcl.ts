import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  ExchangeRateMissing, feeCurrency, inquiryNumber, maxMoney, referencePrice, submissionKey, type CurrencyRate, type InquiryOwner, type RailLclInquiryPayload,
  type RailLclInquiryResult, type ReferencePriceInput, todayUtc,
} from '@freight/domain';
import type { Db } from '../../../db/client';
import { railLclCargo, railLclInquiry, railLclRate } from '../../../db/schema/index';
import { AppError } from '../../../platform/errors';
import { latestRate } from '../exchange/service';
import { InquiryQuote } from '../inquiries-common/quote';
import { nextInquiryId, submitOnce } from '../inquiries-common/submission';
import type { Tx } from '../../../db/client';
import { railLclRates } from '../rates-common/index';
import { isHoliday, truckRates } from './pickup';
import { railLeg } from './railLeg';

type LclData = z.output<typeof RailLclInquiryPayload>;

/**
 * The rate as the portal shows it (enabled, in force, lane open) with its first price entry, at the customer's sell
 * price per CBM; else a clear 400.
 */
async function shownLclRate(db: Db, owner: InquiryOwner, rateid: number) {
  const [rate] = await railLclRates(db, todayUtc(), eq(railLclRate.rwlclrateid, rateid)).limit(1);
  const first = rate?.price[0];
  if (!rate || !first) throw new AppError('seaInquiry.rate.closed', {}, 400);
  const quote = await InquiryQuote.of(db, owner.customerId, { kind: 'rail-lcl', portofloadingcode: rate.portofloadingcode, destinationcode: rate.finaldestinationcode }, first.currencycode);
  const freight = quote.line({ tradelanecode: rate.tradelanecode ?? '', carriercode: '', boxtype: 'CBM', buy: Number(first.salesprice), quantity: 0 });
  return { rate, salesPrice: freight.sell, salesCurrency: first.currencycode, pricing: (volume: number) => quote.pricingOf([{ ...freight, quantity: volume }]) };
}

/** The records in force that turn each of `currencies` into `to`: the pair as stored, else the opposite pair. */
async function ratesInto(db: Db, to: string, currencies: string[]): Promise<CurrencyRate[]> {
  const rates: CurrencyRate[] = [];
  for (const from of new Set(currencies.filter((c) => c !== to))) {
    const found = (await latestRate(db, from, to)) ?? (await latestRate(db, to, from));
    if (found) rates.push({ srccurrency: found.srccurrency, destcurrency: found.destcurrency, exchangerate: Number(found.exchangerate), fromdate: found.fromdate });
  }
  return rates;
}

/** The reference price, or a clear refusal when a part's currency has no exchange rate in force. */
function priceOrRefuse(input: ReferencePriceInput) {
  try {
    return referencePrice(input);
  } catch (error) {
    if (error instanceof ExchangeRateMissing) throw new AppError('railInquiry.exchangeRate.missing', { from: error.from, to: error.to }, 400);
    throw error;
  }
}

/** What the server prices: the cargo and the region; the client's totals, price and currency are left out. */
const priced = (data: LclData) => ({
  rateid: data.rateid, sendstatus: data.sendstatus, loadingarea: data.loadingarea, placeofdeliverycode: data.placeofdeliverycode,
  cargo: data.cargo, inquiryId: data.inquiryId,
});

/**
 * railwayInquiry: calculates (sendstatus N) or authorizes (Y) a rail LCL inquiry at the server's own
 * reference price (portal.md §9): the rate's first sales price and border crossing, the truck rate of
 * the region to the departure station, and whether the pickup day (the earliest cargo date, else today)
 * is a holiday; in the sales price's currency, the other parts converted at the exchange rates in force.
 * With `inquiryId` the caller's earlier calculation is authorized instead of a new row.
 */
export async function submitRailLclInquiry(db: Db, owner: InquiryOwner, usercode: string, data: LclData): Promise<RailLclInquiryResult> {
  const { rate, salesPrice, salesCurrency, pricing } = await shownLclRate(db, owner, data.rateid);
  const pickupDay = data.cargo.map((row) => row.date).filter((d): d is string => !!d).sort()[0] ?? todayUtc();
  const [truck] = await truckRates(db, data.loadingarea, rate.portofloadingcode);
  const pickupCurrency = truck?.currencycode ?? feeCurrency;
  const exchangeRates = await ratesInto(db, salesCurrency, [feeCurrency, pickupCurrency]);
  const price = priceOrRefuse({
    cargo: data.cargo,
    salesPrice,
    salesCurrency,
    dischargePort: rate.portofdischargecode,
    pickupPricePerCbm: truck?.pricecbm ?? 0,
    pickupCurrency,
    holiday: await isHoliday(db, pickupDay),
    exchangeRates,
  });
  if (price.referencePrice > maxMoney) throw new AppError('inquiry.total.tooLarge', {}, 400);
  const values = {
    ...railLeg(rate, data.loadingarea),
    placeofdeliverycode: data.placeofdeliverycode,
    commodity: data.cargo.map((row) => row.name).join(',').slice(0, 1000),
    unitofpackage: data.cargo.map((row) => row.packingType).join(','),
    weight: price.totalWeight,
    measurement: price.totalVolume,
    chargeablevolume: price.chargeableVolume,
    salesprice: salesPrice,
    pickupprice: price.pickupPrice,
    operatorfee: price.operatorFee,
    refprice: price.referencePrice,
    currencycode: price.currencycode,
    exchangerate: price.exchangerate,
    exchangerates: price.exchangeRates,
    pricing: pricing(price.chargeableVolume),
    sendstatus: data.sendstatus,
  };
  const writeCargo = (tx: Tx, inquiryId: number) => tx.insert(railLclCargo).values(data.cargo.map((row, sort) => ({
    inquiryId, name: row.name, number: row.number, packingType: row.packingType,
    dangerous: row.check1, unstackable: row.check2, fragile: row.check3, oversize: row.check4,
    weight: row.weight, volume: row.volume, length: row.length ?? null, width: row.width ?? null, height: row.height ?? null, sort,
  })));

  let inquiryId: number;
  if (data.inquiryId !== undefined && data.sendstatus === 'Y') {
    inquiryId = data.inquiryId;
    await db.transaction(async (tx) => {
      const updated = await tx.update(railLclInquiry).set({ ...values, updateBy: usercode, updateTime: new Date() })
        .where(and(eq(railLclInquiry.inquiryId, inquiryId), eq(railLclInquiry.customerId, owner.customerId), eq(railLclInquiry.rateid, data.rateid)))
        .returning({ id: railLclInquiry.inquiryId });
      if (updated.length === 0) throw new AppError('http.404', {}, 404);
      await tx.delete(railLclCargo).where(eq(railLclCargo.inquiryId, inquiryId));
      await writeCargo(tx, inquiryId);
    });
  } else {
    const key = submissionKey(owner, 'rail-lcl', priced(data));
    ({ inquiryId } = await submitOnce(db, railLclInquiry, key, async (tx) => {
      const id = await nextInquiryId(tx, railLclInquiry);
      await tx.insert(railLclInquiry).values({
        inquiryId: id,
        inquiryno: inquiryNumber('QRT', new Date(), id),
        customerId: owner.customerId,
        userId: owner.userId,
        submissionKey: key,
        quotationdate: todayUtc(),
        ...values,
        createBy: usercode,
      });
      await writeCargo(tx, id);
      return id;
    }));
  }
  const [written] = await db.select({ inquiryno: railLclInquiry.inquiryno, sendstatus: railLclInquiry.sendstatus }).from(railLclInquiry)
    .where(eq(railLclInquiry.inquiryId, inquiryId));
  return {
    inquiryId,
    inquiryno: written!.inquiryno,
    sendstatus: written!.sendstatus === 'Y' ? 'Y' : 'N',
    totalWeight: price.totalWeight,
    totalVolume: price.totalVolume,
    chargeableVolume: price.chargeableVolume,
    pickupPrice: price.pickupPrice,
    operatorFee: price.operatorFee,
    referencePrice: price.referencePrice,
    currencycode: price.currencycode,
    exchangerate: price.exchangerate,
    exchangeRates: price.exchangeRates,
  };
}

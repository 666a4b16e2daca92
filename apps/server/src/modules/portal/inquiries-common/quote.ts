import { inquiryPricing, type InquiryPricing, type InquiryPricingLine, type PricedUnit } from '@freight/domain';
import type { Db } from '../../../db/client';
import { AppError } from '../../../platform/errors';
import { customerPricing, type LaneOf, type Pricing } from '../rates-common/index';

/** A unit an inquiry prices: its facts, the buy price the rate stores and how many. */
export interface QuotedUnit extends PricedUnit {
  buy: number;
  quantity: number;
}

/**
 * The customer's sell price of each unit and what the inquiry keeps of them (buy, sell, the rules' ids and versions),
 * so staff can read months later why the customer was quoted what they were. A unit that cannot be quoted (a rule's
 * currency without an exchange rate) refuses the inquiry: it is never priced at buy.
 */
export class InquiryQuote {
  private constructor(private pricing: Pricing, private lane: LaneOf, private currency: string) {}

  static async of(db: Db, customerId: number, lane: LaneOf, currency: string): Promise<InquiryQuote> {
    return new InquiryQuote(await customerPricing(db, customerId), lane, currency);
  }

  line(unit: QuotedUnit): InquiryPricingLine {
    const sold = this.pricing.sell(this.lane, unit, unit.buy, this.currency);
    if (!sold) throw new AppError('markup.exchangeRate.missing', {}, 400);
    return { unit: unit.boxtype, quantity: unit.quantity, buy: unit.buy, sell: sold.sell, rules: sold.rules };
  }

  pricingOf(lines: InquiryPricingLine[]): InquiryPricing {
    return inquiryPricing(this.currency, lines);
  }
}

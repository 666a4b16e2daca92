import { z } from 'zod';
import { addDays } from '../bounds';
import { PortCode } from '../portal/rates';
import type { InquiryDeskMode } from './inquiryDesk';
import { quoteStatuses, type QuoteStatus } from './quoteLife';

/** The back-office home dashboard (issue 7): inquiries per day, top lanes, quotation rate, price history. */

/** Days the inquiries-per-day chart covers, today included. */
export const dashboardDays = 30;
export const topLaneCount = 10;

export interface InquiriesPerDay {
  /** YYYY-MM-DD, oldest first, one entry per day (0 on a day without inquiries). */
  day: string;
  rail: number;
  fcl: number;
  sea: number;
}

export interface TopLane {
  mode: InquiryDeskMode;
  portofloadingcode: string;
  destination: string;
  inquiries: number;
}

export interface DashboardSummary {
  perDay: InquiriesPerDay[];
  topLanes: TopLane[];
  seaInquiries: number;
  quotedSeaInquiries: number;
  /** Quoted sea inquiries / all sea inquiries, 0 to 1 (0 when there are none). */
  quotationRate: number;
  /** Inquiries of every mode by where their quote stands. */
  quotesByStatus: Record<QuoteStatus, number>;
  /** The lanes with the most decided quotes: how many were accepted of those decided. */
  acceptanceByLane: LaneAcceptance[];
}

export interface LaneAcceptance {
  mode: InquiryDeskMode;
  portofloadingcode: string;
  destination: string;
  decided: number;
  accepted: number;
  /** accepted / decided, 0 to 1. */
  acceptanceRate: number;
}

/** Counts per status, every status present (0 when none). */
export const statusCounts = (counts: readonly { status: QuoteStatus; n: number }[]): Record<QuoteStatus, number> =>
  Object.fromEntries(quoteStatuses.map((status) => [status, counts.filter((c) => c.status === status).reduce((sum, c) => sum + c.n, 0)])) as Record<QuoteStatus, number>;

/** The last `days` days up to `today`, each with its counts per mode (missing days and modes count 0). */
export function fillDays(today: string, counts: readonly { day: string; mode: InquiryDeskMode; inquiries: number }[], days = dashboardDays): InquiriesPerDay[] {
  return Array.from({ length: days }, (_, i) => {
    const day = addDays(today, i - days + 1);
    const of = (mode: InquiryDeskMode) => counts.find((c) => c.day === day && c.mode === mode)?.inquiries ?? 0;
    return { day, rail: of('rail'), fcl: of('fcl'), sea: of('sea') };
  });
}

/** A share from 0 to 1, to four places (0 of nothing is 0): quoted of all, accepted of decided. */
export const quotationRate = (quoted: number, all: number) => (all > 0 ? Math.round((quoted / all) * 10_000) / 10_000 : 0);

/** The lane of the price-history chart: sea (40HC price from sea rates) or rail LCL (first sales price). */
export const PriceHistoryQuery = z.object({
  /** Each mode's lanes are drawn with its own rates: sea 40HC, rail LCL first sales price, rail FCL 40HQ COC price. */
  mode: z.enum(['sea', 'rail', 'fcl']),
  portofloadingcode: PortCode,
  destination: PortCode,
});
export type PriceHistoryQuery = z.infer<typeof PriceHistoryQuery>;

export interface PricePoint {
  /** Monday of the ETD week, YYYY-MM-DD. */
  week: string;
  min: number;
  avg: number;
  currencycode: string;
}

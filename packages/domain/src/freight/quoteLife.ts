import { z } from 'zod';
import { numberFromText } from '../validators';
import { text } from '../text';
import { addDays } from '../bounds';
import type { MessageKey } from '../i18n/messages';

/**
 * The life of a quote (issue 20): every inquiry of the three kinds is pending until staff quote it; the
 * customer then accepts or declines it while it is valid, or it expires; staff may withdraw it, or re-quote,
 * which replaces the quote and keeps the old one in the history. The customer's decision is final.
 */

export const quoteStatuses = ['pending', 'quoted', 'accepted', 'declined', 'expired', 'withdrawn'] as const;
export type QuoteStatus = (typeof quoteStatuses)[number];
export const QuoteStatus = z.enum(quoteStatuses);

/** The three kinds of inquiry, as the portal gateway names them. */
export const quoteInquiryTypes = ['sea', 'rail-lcl', 'rail-fcl'] as const;
export type QuoteInquiryType = (typeof quoteInquiryTypes)[number];

/** Who does what: staff quote, re-quote and withdraw; the customer accepts or declines; the expiry job expires. */
export const quoteEvents = ['quote', 'accept', 'decline', 'expire', 'withdraw'] as const;
export type QuoteEvent = (typeof quoteEvents)[number];

/** A quote's state as far as its life is concerned; `validUntil` is the last day it can be accepted (YYYY-MM-DD). */
export interface QuoteState {
  status: QuoteStatus;
  validUntil: string | null;
}

/** The outcome of an event: the new status, the same one when nothing changes (a repeated decision), or why not. */
export type QuoteStep =
  | { ok: true; status: QuoteStatus; changed: boolean }
  | { ok: false; reason: MessageKey };

/** The statuses a customer's decision ends in: once there, nothing but a new quote by staff follows. */
const decided: readonly QuoteStatus[] = ['accepted', 'declined'];
const decisionOf: Partial<Record<QuoteEvent, QuoteStatus>> = { accept: 'accepted', decline: 'declined' };

/** Whether a quoted state is past its validity on `today` (YYYY-MM-DD, in the provider's time zone). */
export const pastValidity = (state: QuoteState, today: string): boolean => state.validUntil !== null && state.validUntil < today;

/**
 * What `event` does to a quote on `today`. A decision repeated (a double click, a second tab) changes nothing
 * and is no error; the other decision after one is refused. A quote past its validity can no longer be
 * decided even before the expiry job has marked it.
 */
export function quoteStep(state: QuoteState, event: QuoteEvent, today: string): QuoteStep {
  const { status } = state;
  const to = (next: QuoteStatus): QuoteStep => ({ ok: true, status: next, changed: next !== status || event === 'quote' });
  const refuse = (reason: MessageKey): QuoteStep => ({ ok: false, reason });
  switch (event) {
    case 'quote':
      return status === 'accepted' ? refuse('quote.alreadyAccepted') : to('quoted');
    case 'withdraw':
      return status === 'quoted' ? to('withdrawn') : refuse('quote.notOpen');
    case 'expire':
      return status === 'quoted' && pastValidity(state, today) ? to('expired') : refuse('quote.notOpen');
    case 'accept':
    case 'decline': {
      const decision = decisionOf[event]!;
      if (status === decision) return { ok: true, status, changed: false };
      if (decided.includes(status)) return refuse('quote.alreadyDecided');
      if (status === 'expired' || (status === 'quoted' && pastValidity(state, today))) return refuse('quote.expired');
      return status === 'quoted' ? to(decision) : refuse('quote.notOpen');
    }
  }
}

/** The last day a quote made on `today` is valid, `validDays` days on (parameter freight.quote.validDays). */
export const quoteValidUntil = (today: string, validDays: number): string => addDays(today, validDays);

/**
 * The customer's decision through the portal gateway (`quotedecision`). `version` is the version of the quote the
 * customer was shown (the inquiry's row version): an accept must carry it, so a quote changed since is never accepted
 * unseen; a decline may.
 */
export const QuoteDecision = z.object({
  inquiryType: z.enum(quoteInquiryTypes),
  inquiryId: numberFromText(z.number().int().min(1).max(2_147_483_647)),
  decision: z.enum(['accept', 'decline']),
  reason: text(500).optional(),
  version: numberFromText(z.number().int().min(0).max(2_147_483_647).optional()),
}).refine((d) => d.decision !== 'accept' || d.version !== undefined, { path: ['version'], error: 'field.required' });
export type QuoteDecision = z.infer<typeof QuoteDecision>;

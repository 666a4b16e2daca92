import { describe, expect, it } from 'vitest';
import { QuoteDecision, quoteEvents, quoteStatuses, quoteStep, quoteValidUntil, type QuoteEvent, type QuoteStatus } from './quoteLife';

const today = '2026-11-27';
const valid = '2026-11-30';
const lapsed = '2026-11-26';

/** Every status and event, with what follows while the quote is valid: a status, `same` for a repeated decision, or the refusal. */
const whileValid: Record<QuoteStatus, Record<QuoteEvent, QuoteStatus | 'same' | string>> = {
  pending: { quote: 'quoted', accept: 'quote.notOpen', decline: 'quote.notOpen', expire: 'quote.notOpen', withdraw: 'quote.notOpen' },
  quoted: { quote: 'quoted', accept: 'accepted', decline: 'declined', expire: 'quote.notOpen', withdraw: 'withdrawn' },
  accepted: { quote: 'quote.alreadyAccepted', accept: 'same', decline: 'quote.alreadyDecided', expire: 'quote.notOpen', withdraw: 'quote.notOpen' },
  declined: { quote: 'quoted', accept: 'quote.alreadyDecided', decline: 'same', expire: 'quote.notOpen', withdraw: 'quote.notOpen' },
  expired: { quote: 'quoted', accept: 'quote.expired', decline: 'quote.expired', expire: 'quote.notOpen', withdraw: 'quote.notOpen' },
  withdrawn: { quote: 'quoted', accept: 'quote.notOpen', decline: 'quote.notOpen', expire: 'quote.notOpen', withdraw: 'quote.notOpen' },
};

const cases = quoteStatuses.flatMap((status) => quoteEvents.map((event) => [status, event, whileValid[status][event]] as const));

describe('the life of a quote', () => {
  it.each(cases)('%s, then %s: %s', (status, event, expected) => {
    const step = quoteStep({ status, validUntil: valid }, event, today);
    if (expected === 'same') expect(step).toEqual({ ok: true, status, changed: false });
    else if (expected.includes('.')) expect(step).toEqual({ ok: false, reason: expected });
    else expect(step).toEqual({ ok: true, status: expected, changed: true });
  });

  it('lets a quote be decided on its last valid day, not the day after, even before the expiry job has run', () => {
    expect(quoteStep({ status: 'quoted', validUntil: today }, 'accept', today)).toEqual({ ok: true, status: 'accepted', changed: true });
    expect(quoteStep({ status: 'quoted', validUntil: lapsed }, 'accept', today)).toEqual({ ok: false, reason: 'quote.expired' });
    expect(quoteStep({ status: 'quoted', validUntil: lapsed }, 'decline', today)).toEqual({ ok: false, reason: 'quote.expired' });
  });

  it('expires only quotes past their validity', () => {
    expect(quoteStep({ status: 'quoted', validUntil: lapsed }, 'expire', today)).toEqual({ ok: true, status: 'expired', changed: true });
    expect(quoteStep({ status: 'quoted', validUntil: today }, 'expire', today)).toEqual({ ok: false, reason: 'quote.notOpen' });
    expect(quoteStep({ status: 'accepted', validUntil: lapsed }, 'expire', today)).toEqual({ ok: false, reason: 'quote.notOpen' });
  });

  it('keeps a repeated decision after the validity has passed (the first one counted)', () => {
    expect(quoteStep({ status: 'accepted', validUntil: lapsed }, 'accept', today)).toEqual({ ok: true, status: 'accepted', changed: false });
  });

  it('counts the validity in whole days from the day of the quote, across months and years', () => {
    expect(quoteValidUntil('2026-11-27', 7)).toBe('2026-12-04');
    expect(quoteValidUntil('2026-12-30', 3)).toBe('2027-01-02');
    expect(quoteValidUntil('2028-02-27', 2)).toBe('2028-02-29');
    expect(quoteValidUntil('2026-11-27', 0)).toBe('2026-11-27');
  });

  it('checks a decision sent through the gateway', () => {
    expect(QuoteDecision.parse({ inquiryType: 'rail-lcl', inquiryId: '12', decision: 'decline', reason: ' too dear ' }))
      .toEqual({ inquiryType: 'rail-lcl', inquiryId: 12, decision: 'decline', reason: 'too dear' });
    for (const bad of [
      { inquiryType: 'air', inquiryId: 1, decision: 'accept' },
      { inquiryType: 'sea', inquiryId: 0, decision: 'accept' },
      { inquiryType: 'sea', inquiryId: 1, decision: 'maybe' },
      { inquiryType: 'sea', inquiryId: 1, decision: 'decline', reason: 'x'.repeat(501) },
    ]) expect(QuoteDecision.safeParse(bad).success).toBe(false);
  });
});

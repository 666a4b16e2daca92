import { describe, expect, it } from 'vitest';
import { mailRetryDelaySeconds, MailLogQuery, maxMailAttempts } from './mailLog';

describe('mail retries', () => {
  it('retries first within 30 s, then waits five times longer each time, never more than six hours', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map(mailRetryDelaySeconds)).toEqual([20, 100, 500, 2500, 12500, 21600, 21600]);
  });

  it('gives up about a day after the first attempt', () => {
    const waited = Array.from({ length: maxMailAttempts - 1 }, (_, i) => mailRetryDelaySeconds(i + 1)).reduce((a, b) => a + b, 0);
    expect(waited / 3600).toBeGreaterThan(12);
    expect(waited / 3600).toBeLessThan(48);
  });

  it('reads the log filters and refuses unknown statuses', () => {
    expect(MailLogQuery.parse({ status: 'failed', recipient: ' a@b.c ' })).toMatchObject({ pageNum: 1, pageSize: 10, status: 'failed', recipient: 'a@b.c' });
    expect(MailLogQuery.safeParse({ status: 'lost' }).success).toBe(false);
  });
});

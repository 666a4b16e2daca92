import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { dateRangeField, toQueryParams } from './queryParams';

describe('toQueryParams', () => {
  it('sends a whole date range as params[beginTime] and params[endTime]', () => {
    expect(toQueryParams({ userName: 'ry', [dateRangeField]: [dayjs('2026-01-01'), dayjs('2026-01-31')] }))
      .toEqual({ userName: 'ry', params: { beginTime: '2026-01-01', endTime: '2026-01-31' } });
  });

  it('sends only the end that is given of a range left open on one side', () => {
    expect(toQueryParams({ [dateRangeField]: [dayjs('2026-01-01'), null] })).toEqual({ params: { beginTime: '2026-01-01' } });
    expect(toQueryParams({ [dateRangeField]: [null, dayjs('2026-01-31')] })).toEqual({ params: { endTime: '2026-01-31' } });
  });

  it('sends no dates for an empty or cleared range', () => {
    expect(toQueryParams({ status: '0', [dateRangeField]: [null, null] })).toEqual({ status: '0' });
    expect(toQueryParams({ status: '0', [dateRangeField]: null })).toEqual({ status: '0' });
    expect(toQueryParams({ status: '0' })).toEqual({ status: '0' });
  });
});

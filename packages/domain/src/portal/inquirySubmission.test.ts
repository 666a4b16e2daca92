import { describe, expect, it } from 'vitest';
import { inquiryNumber, submissionKey } from './inquirySubmission';

describe('inquiryNumber', () => {
  it('is the prefix, the local time to the second and the sequence modulo 10,000 in four digits', () => {
    const at = new Date(2026, 0, 5, 7, 8, 9);
    expect(inquiryNumber('QRT', at, 42)).toBe('QRT202601050708090042');
    expect(inquiryNumber('Q', at, 123_456)).toBe('Q202601050708093456');
  });
});

describe('submissionKey', () => {
  const owner = { userId: 7, customerId: 3 };

  it('is the same for the same payload whatever the order of its keys, and differs by owner, kind and payload', () => {
    const key = submissionKey(owner, 'sea', { a: 1, b: [1, { c: 2, d: undefined }] });
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(submissionKey(owner, 'sea', { b: [1, { c: 2 }], a: 1 })).toBe(key);
    expect(submissionKey({ ...owner, userId: 8 }, 'sea', { a: 1, b: [1, { c: 2 }] })).not.toBe(key);
    expect(submissionKey(owner, 'rail-fcl', { a: 1, b: [1, { c: 2 }] })).not.toBe(key);
    expect(submissionKey(owner, 'sea', { a: 2, b: [1, { c: 2 }] })).not.toBe(key);
  });

  it('is the SHA-256 of owner, kind and canonical payload', () => {
    // printf '7\nsea\n{"a":1}' | sha256sum
    expect(submissionKey(owner, 'sea', { a: 1 })).toBe('9921f0a6b692a4ecfb571189e7aa3efa08b73ebcc77189fd5433df27f62520bf');
  });
});

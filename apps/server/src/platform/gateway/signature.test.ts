import { describe, expect, it } from 'vitest';
import { signEnvelope, signingKey } from '@freight/domain';
import { envelopeSignature } from './signature';

describe('envelopeSignature', () => {
  it('signs exactly as the domain package does, for any text', () => {
    const key = signingKey('Q2xvdWRTZWNyZXQxMjM0NTY3ODkwYWJjZGVmZ2hpamtsbW5v');
    for (const content of ['e30=', 'eyJkYXRhIjoi5LiA5LqM5LiJIn0=', 'x'.repeat(10_000)]) {
      const fields = { usercode: 'anon_7Gx2Kp9QmR4tVw8ZbN3cYh6D', timestamp: 1_790_000_000, noncestr: 'abcdefghijklmnop', action: 'fclRate', content };
      expect(envelopeSignature(key, fields)).toBe(signEnvelope(key, fields));
    }
    const fields = { usercode: '用户', timestamp: 1, noncestr: 'abcdefghijklmnop', action: 'callYhApi', content: 'e30=' };
    expect(envelopeSignature(key, fields)).toBe(signEnvelope(key, fields));
  });
});

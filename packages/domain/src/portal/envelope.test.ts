import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { Envelope, EnvelopeContent } from './envelope';
import { buildEnvelope, decodeContent, encodeContent, newNonce, randomAlphanumeric, signEnvelope, signingKey } from './envelopeSigning';

/** The derivation written out with Node's own crypto, as docs/api.md tells other implementers. */
function nodeSigningKey(apiSecret: string) {
  let digest = apiSecret;
  for (let round = 0; round < 10; round++) digest = createHash('sha512').update(digest, 'utf8').digest('hex');
  return digest;
}

const example = {
  apiSecret: 'demo-api-secret-2f6c1e9a',
  usercode: 'anon_Q7m2Xc9LpR4tVz8KbN3wYh6D',
  timestamp: 1767225600,
  noncestr: 'n0nce1234567890ABCDEFabcdef12345',
  action: 'callYhApi',
  command: { id: 1, key: 'invoicetrans', url: '/yhApi/callYhApi', data: { maxrows: 100 } },
};

describe('signing key and signature', () => {
  it('iterates SHA-512 ten times over the lowercase hex', () => {
    expect(signingKey(example.apiSecret)).toBe(nodeSigningKey(example.apiSecret));
    expect(signingKey(example.apiSecret)).toMatch(/^[0-9a-f]{128}$/);
    expect(signingKey('一二三')).toBe(nodeSigningKey('一二三'));
    expect(signingKey('a')).not.toBe(signingKey('b'));
  });

  it('is HMAC-SHA512 keyed by the UTF-8 of K over the five fields joined by newlines', () => {
    const key = signingKey(example.apiSecret);
    const fields = { usercode: example.usercode, timestamp: example.timestamp, noncestr: example.noncestr, action: example.action, content: 'e30=' };
    const expected = createHmac('sha512', Buffer.from(key, 'utf8'))
      .update(`${fields.usercode}\n${fields.timestamp}\n${fields.noncestr}\n${fields.action}\n${fields.content}`, 'utf8')
      .digest('hex');
    expect(signEnvelope(key, fields)).toBe(expected);
    expect(signEnvelope(key, { ...fields, timestamp: fields.timestamp + 1 })).not.toBe(expected);
    expect(signEnvelope(key, { ...fields, action: 'fclRate' })).not.toBe(expected);
  });
});

describe('the worked example of docs/api.md', () => {
  it('gives the documented key, content and sign', () => {
    const apiSecret = 'Xq3m9TzK4vB7nR2wL8pY5sD1fH6jC0gA';
    const body = buildEnvelope({
      usercode: 'anon_7Gx2Kp9QmR4tVw8ZbN3cYh6D', isAnonymous: true, apiSecret, action: 'callYhApi',
      command: { id: 1, key: 'invoicetrans', url: '/yhApi/callYhApi', data: { maxrows: 100 } },
      now: 1767225600_000, nonce: 'k3J9xQ2mT7vB4nR8wL5pY1sD6fH0jC2g',
    });
    expect(signingKey(apiSecret).slice(0, 16)).toBe('1e58a2305c531a35');
    expect(body.content).toBe('eyJpZCI6MSwidXNlcmNvZGUiOiJhbm9uXzdHeDJLcDlRbVI0dFZ3OFpiTjNjWWg2RCIsImtleSI6Imludm9pY2V0cmFucyIsInVybCI6Ii95aEFwaS9jYWxsWWhBcGkiLCJhcHBpZCI6IjEwMDAxIiwiZGF0YSI6eyJtYXhyb3dzIjoxMDB9fQ==');
    expect(body.sign).toBe('3916d2a808ec1fa061eb34b7b32557b5a38730b29b9205dba4c119673ad3abca53e06c6aef212042354b5487c55effd6555f317ec8a7debd3b8fe87b8c37b939');
  });
});

describe('content', () => {
  it('round-trips UTF-8 JSON through base64', () => {
    const value = { name: '上海 → Москва', n: 1.5, list: [true, null] };
    const encoded = encodeContent(value);
    expect(encoded).toBe(Buffer.from(JSON.stringify(value), 'utf8').toString('base64'));
    expect(decodeContent(encoded)).toEqual(value);
  });

  it('encodes large content', () => {
    const value = { text: 'x'.repeat(200_000) };
    expect(decodeContent(encodeContent(value))).toEqual(value);
  });

  const nativeBytes = (base64: string) => Buffer.from(base64, 'base64');

  it.each([['the portable decoder', undefined], ['a native decoder', nativeBytes]])('refuses bad base64, bad UTF-8 and bad JSON with %s', (_name, toBytes) => {
    expect(() => decodeContent('not base64!', toBytes)).toThrow();
    expect(() => decodeContent('e30', toBytes)).toThrow();
    expect(() => decodeContent('e3 0=', toBytes)).toThrow();
    expect(() => decodeContent(Buffer.from([0xff, 0xfe, 0x7b]).toString('base64'), toBytes)).toThrow();
    expect(() => decodeContent(Buffer.from('{"a":', 'utf8').toString('base64'), toBytes)).toThrow();
  });

  it('reads the same value with a native decoder, after a refused one', () => {
    const value = { name: '上海 → Москва', n: 1.5, list: [true, null] };
    expect(() => decodeContent(Buffer.from([0x7b, 0xe4, 0xb8]).toString('base64'), nativeBytes)).toThrow();
    expect(decodeContent(encodeContent(value), nativeBytes)).toEqual(value);
  });
});

describe('buildEnvelope', () => {
  it('builds a body the schema accepts and the signature checks out', () => {
    const body = buildEnvelope({ ...example, isAnonymous: true, now: example.timestamp * 1000 + 999, nonce: example.noncestr });
    expect(Envelope.parse(body)).toEqual(body);
    expect(body).toMatchObject({ usercode: example.usercode, timestamp: example.timestamp, noncestr: example.noncestr, action: 'callYhApi', isAnonymous: true });
    const content = EnvelopeContent.parse(decodeContent(body.content));
    expect(content).toEqual({ id: 1, usercode: example.usercode, key: 'invoicetrans', url: '/yhApi/callYhApi', appid: '10001', data: { maxrows: 100 } });
    expect(body.sign).toBe(signEnvelope(nodeSigningKey(example.apiSecret), body));
  });

  it('signs with the key of the secret it is given, when the secret changes and changes back', () => {
    for (const apiSecret of [example.apiSecret, 'another-secret', example.apiSecret]) {
      const body = buildEnvelope({ ...example, apiSecret, isAnonymous: false });
      expect(body.sign).toBe(signEnvelope(nodeSigningKey(apiSecret), body));
    }
  });

  it('uses the current time and a fresh nonce by default', () => {
    const before = Math.floor(Date.now() / 1000);
    const a = buildEnvelope({ ...example, isAnonymous: false });
    const b = buildEnvelope({ ...example, isAnonymous: false });
    expect(a.timestamp).toBeGreaterThanOrEqual(before);
    expect(a.noncestr).not.toBe(b.noncestr);
  });
});

describe('Envelope schema', () => {
  const valid = buildEnvelope({ ...example, isAnonymous: true });
  it.each([
    ['usercode', ''],
    ['usercode', 'x'.repeat(65)],
    ['timestamp', 1.5],
    ['timestamp', '1767225600'],
    ['noncestr', 'short'],
    ['noncestr', 'has-a-dash-and-is-long-enough'],
    ['action', '1call'],
    ['action', 'call/../x'],
    ['isAnonymous', 'true'],
    ['content', 'not base64!'],
    ['content', ''],
    ['sign', 'A'.repeat(128)],
    ['sign', 'a'.repeat(127)],
  ])('refuses %s = %j', (field, value) => {
    expect(Envelope.safeParse({ ...valid, [field]: value }).success).toBe(false);
  });

  it('refuses a command of another application', () => {
    expect(EnvelopeContent.safeParse({ usercode: 'u', appid: '10002' }).success).toBe(false);
    expect(EnvelopeContent.safeParse({ usercode: 'u', appid: '10001' }).success).toBe(true);
  });
});

describe('random strings', () => {
  it('are alphanumeric of the asked length and cover the alphabet', () => {
    expect(newNonce()).toMatch(/^[A-Za-z0-9]{32}$/);
    const many = randomAlphanumeric(5000);
    expect(many).toMatch(/^[A-Za-z0-9]{5000}$/);
    expect(new Set(many).size).toBe(62);
  });
});

import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/harness';
import { envelopeFor } from '../gateway/testing';
import { callAction, callers, type Callers } from './testing';

let t: TestApp;
let c: Callers;
beforeAll(async () => { t = await createTestApp(); c = await callers(t); });
afterAll(async () => { await t.close(); });

describe('a cached search reply', () => {
  it('goes gzip-compressed to a caller that takes gzip, with the same content as the plain reply', async () => {
    const search = { portofloadingcode: 'CNCKG', finaldestinationcode: 'RUMOW', maxrows: 100 };
    const plain = await callAction(t, c.anonymous, 'callYhApiRailway', search);
    const body = envelopeFor(c.anonymous, { action: 'callYhApiRailway', command: { url: '/yhApi/callYhApiRailway', data: search } });
    const reply = await t.app.inject({
      method: 'POST', url: '/api/yhApi/callYhApiRailway', payload: body,
      headers: { authorization: `Bearer ${c.anonymous.token}`, 'accept-language': 'zh-CN', 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(reply.headers['content-encoding']).toBe('gzip');
    expect(reply.headers.vary).toContain('accept-encoding');
    const unpacked = gunzipSync(reply.rawPayload);
    expect(unpacked.length).toBeGreaterThan(reply.rawPayload.length * 3);
    expect(JSON.parse(unpacked.toString('utf8'))).toEqual(plain);
  });
});

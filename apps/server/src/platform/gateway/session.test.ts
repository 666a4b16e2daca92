import { describe, expect, it } from 'vitest';
import { MemoryKvStore } from '../kv/memory';
import { PortalSessionStore } from './session';

const fields = { usercode: 'li.wei', apiSecret: 'secret-of-li-wei', isAnonymous: false, userId: 7, customerId: 3 };

describe('PortalSessionStore', () => {
  it('parses a stored session once and serves the same reading while its text is unchanged', async () => {
    const store = new PortalSessionStore(new MemoryKvStore());
    const { sessionId } = await store.create(fields);
    const first = await store.get(sessionId);
    expect(first).toMatchObject(fields);
    expect(await store.get(sessionId)).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
  });

  it('reads a session written anew under the same id, and none once it is removed', async () => {
    const kv = new MemoryKvStore();
    const store = new PortalSessionStore(kv);
    const { sessionId } = await store.create(fields);
    await store.get(sessionId);
    const rewritten = { ...(await store.get(sessionId))!, customerId: 4 };
    await kv.set(`portal_session:${sessionId}`, JSON.stringify(rewritten), 60);
    expect((await store.get(sessionId))?.customerId).toBe(4);
    await store.remove(sessionId);
    expect(await store.get(sessionId)).toBeNull();
  });

  it('reads nothing for a session the shared store lost, though it was parsed before', async () => {
    const kv = new MemoryKvStore();
    const store = new PortalSessionStore(kv);
    const { sessionId } = await store.create(fields);
    await store.get(sessionId);
    await kv.del(`portal_session:${sessionId}`);
    expect(await store.get(sessionId)).toBeNull();
  });
});

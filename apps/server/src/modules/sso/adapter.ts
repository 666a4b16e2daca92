import type { Adapter, AdapterPayload } from 'oidc-provider';
import { ssoAccountIndexKey } from '../../platform/auth/accountSessions';
import type { KvStore } from '../../platform/kv/index';

const fallbackTtl = 14 * 24 * 3600;

/** oidc-provider storage in the shared store, so every instance sees the same sessions, codes and grants. */
export function kvAdapter(kv: KvStore) {
  return (model: string): Adapter => {
    const key = (id: string) => `oidc:${model}:${id}`;
    const find = async (id: string) => {
      const raw = await kv.get(key(id));
      return raw ? (JSON.parse(raw) as AdapterPayload) : undefined;
    };
    const findBy = async (index: string, value: string) => {
      const id = await kv.get(`oidc:${model}:${index}:${value}`);
      return id ? find(id) : undefined;
    };
    return {
      async upsert(id, payload, expiresIn) {
        const ttl = expiresIn && expiresIn > 0 ? expiresIn : fallbackTtl;
        await kv.set(key(id), JSON.stringify(payload), ttl);
        if (payload.grantId) await kv.set(`oidc:grant:${payload.grantId}:${model}:${id}`, '1', ttl);
        if (payload.accountId) await kv.set(ssoAccountIndexKey(payload.accountId, model, id), '1', ttl);
        if (payload.uid) await kv.set(`oidc:${model}:uid:${payload.uid}`, id, ttl);
        if (payload.userCode) await kv.set(`oidc:${model}:userCode:${payload.userCode}`, id, ttl);
      },
      find,
      findByUid: (uid) => findBy('uid', uid),
      findByUserCode: (userCode) => findBy('userCode', userCode),
      async consume(id) {
        const payload = await find(id);
        if (!payload) return;
        const ttl = await kv.ttl(key(id));
        await kv.set(key(id), JSON.stringify({ ...payload, consumed: Math.floor(Date.now() / 1000) }), ttl > 0 ? ttl : fallbackTtl);
      },
      async destroy(id) {
        await kv.del(key(id));
      },
      async revokeByGrantId(grantId) {
        const refs = await kv.keys(`oidc:grant:${grantId}:`);
        const targets = refs.map((ref) => `oidc:${ref.slice(`oidc:grant:${grantId}:`.length)}`);
        await kv.del(...targets, ...refs);
      },
    };
  };
}

import type { DataReply, Reply } from '../../../../shared/request/reply';
import { http } from '../../../request';

export interface CacheName { cacheName: string; keys: number; bytes: number }
export interface CacheOverview { kind: string; keys: number; bytes: number; names: CacheName[] }
export interface CacheKey { cacheKey: string; bytes: number; ttl: number }
/** `cacheKey` without its cache's name, as RuoYi's SysCache writes it; a value not shown is null. */
export interface CacheValue { cacheName: string; cacheKey: string; bytes: number; cacheValue: string | null }
/** RuoYi's reply lists the key names; ours reads each key's size and time to live beside them. */
type CacheKeysReply = DataReply<string[]> & { details: CacheKey[] };

export const cacheApi = {
  overview: async () => (await http.get<DataReply<CacheOverview>>('/monitor/cache')).data,
  keys: async (cacheName: string) => (await http.get<CacheKeysReply>(`/monitor/cache/getKeys/${encodeURIComponent(cacheName)}`)).details,
  value: async (cacheKey: string) => (await http.get<DataReply<CacheValue>>('/monitor/cache/getValue', { params: { cacheKey } })).data,
  clearName: (cacheName: string) => http.delete<Reply>(`/monitor/cache/clearCacheName/${encodeURIComponent(cacheName)}`),
  clearKey: (cacheKey: string) => http.delete<Reply>('/monitor/cache/clearCacheKey', { params: { cacheKey } }),
  clearAll: () => http.delete<Reply>('/monitor/cache/clearCacheAll'),
};

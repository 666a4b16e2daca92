import type { DataReply, Reply } from '../../../../shared/request/reply';
import { http } from '../../../request';

export interface CacheName { cacheName: string; keys: number; bytes: number }
export interface CacheOverview { kind: string; keys: number; bytes: number; names: CacheName[] }
export interface CacheKey { cacheKey: string; bytes: number; ttl: number }
export interface CacheValue { cacheName: string; cacheKey: string; bytes: number; cacheValue: string | null }

export const cacheApi = {
  overview: async () => (await http.get<DataReply<CacheOverview>>('/monitor/cache')).data,
  keys: async (cacheName: string) => (await http.get<DataReply<CacheKey[]>>(`/monitor/cache/getKeys/${encodeURIComponent(cacheName)}`)).data,
  value: async (cacheKey: string) => (await http.get<DataReply<CacheValue>>('/monitor/cache/getValue', { params: { cacheKey } })).data,
  clearName: (cacheName: string) => http.delete<Reply>(`/monitor/cache/clearCacheName/${encodeURIComponent(cacheName)}`),
  clearKey: (cacheKey: string) => http.delete<Reply>('/monitor/cache/clearCacheKey', { params: { cacheKey } }),
  clearAll: () => http.delete<Reply>('/monitor/cache/clearCacheAll'),
};

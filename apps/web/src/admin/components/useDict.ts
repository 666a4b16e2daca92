import { useQueries } from '@tanstack/react-query';
import type { DataReply } from '../../shared/request/reply';
import { queryClient } from '../queryClient';
import { http } from '../request';

export interface DictData {
  dictLabel: string;
  dictValue: string;
  listClass?: string | null;
  cssClass?: string | null;
}

export interface DictOption {
  label: string;
  value: string;
  listClass: string;
  cssClass: string;
}

const dictKey = (type: string) => ['dict', type] as const;

async function fetchDict(type: string): Promise<DictOption[]> {
  const reply = await http.get<DataReply<DictData[]>>(`/system/dict/data/type/${encodeURIComponent(type)}`);
  return (reply.data ?? []).map((d) => ({ label: d.dictLabel, value: d.dictValue, listClass: d.listClass ?? '', cssClass: d.cssClass ?? '' }));
}

/** Dictionary options by type, fetched once per type and kept until cleared. */
export function useDict<T extends string>(...types: T[]): Record<T, DictOption[]> {
  return useQueries({
    queries: types.map((type) => ({ queryKey: dictKey(type), queryFn: () => fetchDict(type), staleTime: Infinity, gcTime: Infinity })),
    combine: (results) => Object.fromEntries(types.map((type, i) => [type, results[i]?.data ?? []])) as Record<T, DictOption[]>,
  });
}

/** Forgets one dictionary type (after its data changed); screens showing it fetch it again. */
export function clearDict(type: string): Promise<void> {
  return queryClient.resetQueries({ queryKey: dictKey(type) });
}

/** Forgets every dictionary (after the server's dictionary cache was refreshed). */
export function clearAllDicts(): Promise<void> {
  return queryClient.resetQueries({ queryKey: ['dict'] });
}

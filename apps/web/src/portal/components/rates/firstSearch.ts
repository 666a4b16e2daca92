import type { Language } from '@freight/domain';
import { railRateCalls, type RailMode } from '../../api/railRates';
import { criteriaFromQuery, railRateSearch } from './rateCriteria';

/** A rate list's query key: the call's name, its payload and the language its names come in. */
export const rateListKey = (name: string, payload: unknown, language: Language) => ['portal', name, payload, language] as const;

const started = new Map<string, Promise<unknown>>();
const keyText = (key: readonly unknown[]) => JSON.stringify(key);

/** The rail rate lists a shared link opens, by route path. */
const railListPaths: Record<string, RailMode> = { '/railway': 'railLcl', '/tlzxyj': 'railFcl' };

/**
 * Starts the search of a rail rate list opened by a shared link while the page code is still loading, so the
 * rows come with the first render rather than after it. Shows nothing: the page is not there yet.
 */
export function startFirstRateSearch(path: string, query: URLSearchParams, isAnonymous: boolean, language: Language): void {
  const mode = railListPaths[path];
  const payload = mode && railRateSearch(criteriaFromQuery(query), isAnonymous);
  if (!mode || !payload) return;
  const search = railRateCalls[mode](payload, { silent: true });
  search.catch(() => {});
  started.set(keyText(rateListKey(mode, payload, language)), search);
}

/**
 * The early search of this key, once (later loads ask again). When it failed, it is asked again: a failure
 * now shows.
 */
export function takeFirstRateSearch<Data>(key: readonly unknown[], ask: () => Promise<Data>): Promise<Data> | undefined {
  const text = keyText(key);
  const search = started.get(text) as Promise<Data> | undefined;
  started.delete(text);
  return search?.catch(ask);
}

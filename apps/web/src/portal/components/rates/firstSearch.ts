import type { Language } from '@freight/domain';
import { startEarly, takeEarly } from '../../../shared/gateway/earlyCalls';
import { railRateCalls, type RailMode } from '../../api/railRates';
import { criteriaFromQuery, railRateSearch } from './rateCriteria';

/** A rate list's query key: the call's name, its payload and the language its names come in. */
export const rateListKey = (name: string, payload: unknown, language: Language) => ['portal', name, payload, language] as const;

const earlyKey = (key: readonly unknown[]) => JSON.stringify(key);

/** The rail rate lists a shared link opens, by route path. */
const railListPaths: Record<string, RailMode> = { '/railway': 'railLcl', '/tlzxyj': 'railFcl' };

/**
 * Starts the search of a rail rate list opened by a shared link while the page code is still loading, so the
 * rows are here when the page renders. Shows nothing: the page is not there yet.
 */
export function startFirstRateSearch(path: string, query: URLSearchParams, isAnonymous: boolean, language: Language): void {
  const mode = railListPaths[path];
  const payload = mode && railRateSearch(criteriaFromQuery(query), isAnonymous);
  if (!mode || !payload) return;
  startEarly(earlyKey(rateListKey(mode, payload, language)), railRateCalls[mode](payload, { silent: true }));
}

/** A rate list's rows: the early search of this key the first time, else (or when it failed) `ask`. */
export function takeRateSearch<Data>(key: readonly unknown[], ask: () => Promise<Data>): Promise<Data> {
  return takeEarly(earlyKey(key), ask);
}

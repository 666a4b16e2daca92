import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { portCodeOf } from '@freight/domain';
import type { PortOption } from '../../pages/home/portOptions';
import { rateQuery, routeFromQuery } from '../../pages/home/searchQuery';
import { useSession } from '../../session/SessionContext';
import { isoDate, today } from './dates';

/** What a rate page searches for: the route from its query and the earliest departure (today unless chosen). */
export interface RateCriteria {
  pol?: PortOption;
  pod?: PortOption;
  date: string;
}

/** The two port codes of a complete route, or undefined while either end is missing or is no port code. */
export function chosenRoute({ pol, pod, date }: RateCriteria) {
  const from = portCodeOf(pol?.value);
  const to = portCodeOf(pod?.value);
  return from && to ? { pol: from, pod: to, date } : undefined;
}

/**
 * A rate page's search criteria, kept in its query so a search can be bookmarked and shared.
 * `search` returns false when nothing changed (the caller then loads the same search again).
 */
export function useRateCriteria() {
  const [query, setQuery] = useSearchParams();
  const { isAnonymous } = useSession();
  const criteria = useMemo<RateCriteria>(() => ({ ...routeFromQuery(query), date: isoDate(query.get('date')) ?? today() }), [query]);

  const search = (pol: PortOption, pod: PortOption, date: string): boolean => {
    if (pol.value === criteria.pol?.value && pod.value === criteria.pod?.value && date === criteria.date) return false;
    setQuery(rateQuery(pol, pod, isAnonymous, date));
    return true;
  };

  return { criteria, search };
}

import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { PortOption } from '../../pages/home/portOptions';
import { rateQuery } from '../../pages/home/searchQuery';
import { useSession } from '../../session/SessionContext';
import { criteriaFromQuery, type RateCriteria } from './rateCriteria';

/**
 * A rate page's search criteria, kept in its query so a search can be bookmarked and shared.
 * `search` returns false when nothing changed (the caller then loads the same search again).
 */
export function useRateCriteria() {
  const [query, setQuery] = useSearchParams();
  const { isAnonymous } = useSession();
  const criteria = useMemo<RateCriteria>(() => criteriaFromQuery(query), [query]);

  const search = (pol: PortOption, pod: PortOption, date: string): boolean => {
    if (pol.value === criteria.pol?.value && pod.value === criteria.pod?.value && date === criteria.date) return false;
    setQuery(rateQuery(pol, pod, isAnonymous, date));
    return true;
  };

  return { criteria, search };
}

import { portCodeOf } from '@freight/domain';
import type { RailRateSearch } from '../../api/railRates';
import type { PortOption } from '../../pages/home/portOptions';
import { routeFromQuery } from '../../pages/home/searchQuery';
import { isoDate, today } from './dates';

/** What a rate page searches for: the route from its query and the earliest departure (today unless chosen). */
export interface RateCriteria {
  pol?: PortOption;
  pod?: PortOption;
  date: string;
}

/** A rate page's criteria as its query (a shared link) gives them. */
export function criteriaFromQuery(query: URLSearchParams): RateCriteria {
  return { ...routeFromQuery(query), date: isoDate(query.get('date')) ?? today() };
}

/** The two port codes of a complete route, or undefined while either end is missing or is no port code. */
export function chosenRoute({ pol, pod, date }: RateCriteria) {
  const from = portCodeOf(pol?.value);
  const to = portCodeOf(pod?.value);
  return from && to ? { pol: from, pod: to, date } : undefined;
}

/** A rail rate search for the criteria, or undefined while no complete route is chosen. */
export function railRateSearch(criteria: RateCriteria, isAnonymous: boolean): RailRateSearch | undefined {
  const route = chosenRoute(criteria);
  return route && { portofloadingcode: route.pol, finaldestinationcode: route.pod, etddatefrom: route.date, isAnonymous };
}

import type { PortOption } from './portOptions';
import { modePath, type ShipmentMode } from './shipmentModes';

/** A route as the search bar holds it; either end may still be missing. */
export interface PortRoute {
  pol?: PortOption;
  pod?: PortOption;
}

/** Which end the visitor still has to choose, origin first, or nothing when the route is complete. */
export function missingPort({ pol, pod }: PortRoute): 'origin' | 'destination' | undefined {
  if (!pol) return 'origin';
  if (!pod) return 'destination';
  return undefined;
}

/** A rate page's query: both ports, the anonymous flag and, when chosen, the earliest departure date. */
export function rateQuery(pol: PortOption, pod: PortOption, isAnonymous: boolean, date?: string): URLSearchParams {
  const query = new URLSearchParams({
    pol: pol.value,
    polLabel: pol.label,
    pod: pod.value,
    podLabel: pod.label,
    isAnonymous: String(isAnonymous),
  });
  if (date) query.set('date', date);
  return query;
}

/** The rate page of a mode, with both ports and the anonymous flag in its query. */
export function searchLocation(mode: ShipmentMode, pol: PortOption, pod: PortOption, isAnonymous: boolean): string {
  return `${modePath[mode]}?${rateQuery(pol, pod, isAnonymous).toString()}`;
}

function portFromQuery(query: URLSearchParams, name: 'pol' | 'pod'): PortOption | undefined {
  const value = query.get(name);
  return value ? { value, label: query.get(`${name}Label`) || value } : undefined;
}

/** The route a rate page was opened with. */
export function routeFromQuery(query: URLSearchParams): PortRoute {
  return { pol: portFromQuery(query, 'pol'), pod: portFromQuery(query, 'pod') };
}

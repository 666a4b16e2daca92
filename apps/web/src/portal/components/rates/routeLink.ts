import type { RailLeg } from '../../api/railRates';
import type { PortOption } from '../../pages/home/portOptions';
import { rateQuery } from '../../pages/home/searchQuery';
import { modePath, type ShipmentMode } from '../../pages/home/shipmentModes';
import { localName } from '../columns/placeColumn';

/** One end of a listed rate as a picker option: its localised name with the code. */
export function portOfRow(row: object, field: string): PortOption {
  const code = String((row as Record<string, unknown>)[field] ?? '');
  const name = localName(row, field);
  return { value: code, label: name && name !== code ? `${name} (${code})` : code };
}

/** The rate page of `mode` searching the route of a listed rail rate. */
export function railRouteLink(mode: ShipmentMode, row: RailLeg, isAnonymous: boolean): string {
  const query = rateQuery(portOfRow(row, 'portofloadingcode'), portOfRow(row, 'finaldestinationcode'), isAnonymous);
  return `${modePath[mode]}?${query.toString()}`;
}

/** The rate page of `mode` with only the destination chosen; the visitor picks the origin there. */
export function destinationLink(mode: ShipmentMode, pod: PortOption): string {
  return `${modePath[mode]}?${new URLSearchParams({ pod: pod.value, podLabel: pod.label }).toString()}`;
}

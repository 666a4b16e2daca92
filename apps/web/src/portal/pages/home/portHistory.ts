import type { PortOption } from './portOptions';
import type { PortNetwork, PortSide } from './shipmentModes';

export const portHistoryLimit = 8;

/** Puts the chosen port first, drops its older entry, keeps the newest `limit` choices. */
export function rememberPort(history: readonly PortOption[], chosen: PortOption, limit = portHistoryLimit): PortOption[] {
  return [chosen, ...history.filter((port) => port.value !== chosen.value)].slice(0, limit);
}

function isPortOption(value: unknown): value is PortOption {
  const port = value as PortOption | null;
  return typeof port === 'object' && port !== null && typeof port.value === 'string' && typeof port.label === 'string';
}

/** Reads a stored history, ignoring anything that is not a list of ports (hand edits, older formats). */
export function parsePortHistory(raw: string | null): PortOption[] {
  try {
    const parsed: unknown = JSON.parse(raw ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isPortOption).slice(0, portHistoryLimit) : [];
  } catch {
    return [];
  }
}

/** Stations and sea ports are different places, so each network keeps its own history per side. */
export function portHistoryKey(network: PortNetwork, side: PortSide): string {
  return `portal.portHistory.${network}.${side}`;
}

export function loadPortHistory(network: PortNetwork, side: PortSide): PortOption[] {
  return parsePortHistory(localStorage.getItem(portHistoryKey(network, side)));
}

export function savePortHistory(network: PortNetwork, side: PortSide, history: readonly PortOption[]): void {
  try {
    localStorage.setItem(portHistoryKey(network, side), JSON.stringify(history));
  } catch {
    // Saving is best effort: a full or disabled storage only costs the visitor their history.
  }
}

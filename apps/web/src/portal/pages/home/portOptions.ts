import type { Language } from '@freight/domain';
import { lookupPorts, type LaneHotPorts, type ModuleType, type Port, type PortLookupKey } from '../../api/ports';
import type { PortNetwork, PortSide } from './shipmentModes';

/**
 * A port or station as a picker shows it: the code it stands for, the name people read (in the language of
 * the moment it was chosen) and, when known, its name in each language so a remembered port reads right
 * after a language switch.
 */
export interface PortOption {
  value: string;
  label: string;
  names?: Partial<Record<Language, string>>;
}

export const moduleOf = (network: PortNetwork): ModuleType => (network === 'sea' ? 'ox' : 'rt');

export const lookupKeyOf = (side: PortSide): PortLookupKey => (side === 'loading' ? 'defaultport' : 'defaultdestport');

export function portOption(port: Port): PortOption {
  const names = Object.fromEntries(
    ([['zh_CN', port.localname], ['en_US', port.portname], ['ru_Ru', port.russianname]] as const).filter(([, name]) => Boolean(name)),
  );
  return { value: port.portcode, label: port.label || port.portcode, names };
}

/** The option's name in `language` with its code, else the label it was stored with. */
export function localLabel(port: PortOption, language: Language): string {
  const name = port.names?.[language];
  return typeof name === 'string' && name ? `${name} (${port.value})` : port.label;
}

export interface PortResults {
  options: PortOption[];
  page: number;
  hasMore: boolean;
}

/** One page of ports or stations matching what the visitor typed, for one end of the route. */
export async function searchPorts(network: PortNetwork, side: PortSide, text: string, page = 0): Promise<PortResults> {
  const reply = await lookupPorts(text, lookupKeyOf(side), moduleOf(network), page);
  return { options: reply.rows.map(portOption), page: reply.page ?? page, hasMore: Boolean(reply.hasMore) };
}

/**
 * The port or station of one end of the route with exactly this code, found by the port lookup (null when none is):
 * a shared link may carry the code alone, and the picker needs its names.
 */
export async function portByCode(network: PortNetwork, side: PortSide, code: string): Promise<PortOption | null> {
  const { options } = await searchPorts(network, side, code);
  return options.find((option) => option.value === code) ?? null;
}

/** The hot ports of every trade lane, each once. */
export function hotPortOptions(lanes: readonly LaneHotPorts[] | undefined): PortOption[] {
  const seen = new Set<string>();
  return (lanes ?? [])
    .flatMap(({ ports }) => ports.map(portOption))
    .filter((port) => !seen.has(port.value) && Boolean(seen.add(port.value)));
}

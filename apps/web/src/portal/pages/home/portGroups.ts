import type { PortOption } from './portOptions';

export type PortGroupName = 'history' | 'hot' | 'results';

export interface PortGroup {
  name: PortGroupName;
  options: PortOption[];
}

function matches(port: PortOption, text: string): boolean {
  const needle = text.trim().toLowerCase();
  const names = [port.label, port.value, ...Object.values(port.names ?? {})];
  return !needle || names.some((name) => typeof name === 'string' && name.toLowerCase().includes(needle));
}

/**
 * The picker's option groups in their fixed order: history, hot ports, search results.
 * History and hot ports are narrowed by the typed text (code, or name in any language); a port shows once, in the first group holding it;
 * empty groups are left out.
 */
export function portGroups(sources: Record<PortGroupName, readonly PortOption[]>, text: string): PortGroup[] {
  const seen = new Set<string>();
  const groups: PortGroup[] = [];
  for (const name of ['history', 'hot', 'results'] as const) {
    const options = sources[name].filter((port) => (name === 'results' || matches(port, text)) && !seen.has(port.value));
    options.forEach((port) => seen.add(port.value));
    if (options.length) groups.push({ name, options });
  }
  return groups;
}

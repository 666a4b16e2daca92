import type { ItemType } from 'antd/es/menu/interface';
import type { MenuEntry } from '../../router/pageRoute';
import { menuIcon } from './menuIcons';
import { MenuTitle } from './MenuTitle';

const shown = (entries: readonly MenuEntry[]) => entries.filter((entry) => !entry.hidden);

function leaf(entry: MenuEntry, icon: string | undefined): ItemType {
  return entry.title ? { key: entry.path, icon: menuIcon(icon), label: <MenuTitle title={entry.title} /> } : null;
}

function toItem(entry: MenuEntry): ItemType {
  const children = shown(entry.children);
  if (children.length === 0) return leaf(entry, entry.icon);
  const only = children[0]!;
  if (children.length === 1 && !entry.alwaysShow && shown(only.children).length === 0) {
    return leaf(only, only.icon ?? entry.icon);
  }
  return { key: entry.path, icon: menuIcon(entry.icon), label: <MenuTitle title={entry.title} />, children: children.map(toItem) };
}

/**
 * Antd menu items for menu entries. Hidden entries are left out; a directory with a single visible page
 * shows that page directly unless it is marked "always show".
 */
export function menuItems(entries: readonly MenuEntry[]): ItemType[] {
  return shown(entries).map(toItem).filter((item) => item !== null);
}

/** Every entry by its key (path or address), to act on a menu click. */
export function entriesByKey(entries: readonly MenuEntry[], into = new Map<string, MenuEntry>()): Map<string, MenuEntry> {
  for (const entry of entries) {
    into.set(entry.path, entry);
    entriesByKey(entry.children, into);
  }
  return into;
}

function trailTo(entries: readonly MenuEntry[], key: string): MenuEntry[] | undefined {
  for (const entry of entries) {
    if (entry.path === key) return [entry];
    const inner = trailTo(entry.children, key);
    if (inner) return [entry, ...inner];
  }
  return undefined;
}

/** The keys of the submenus that contain `key`, outermost first. */
export function ancestorKeys(entries: readonly MenuEntry[], key: string | undefined): string[] {
  if (key === undefined) return [];
  return (trailTo(entries, key) ?? []).slice(0, -1).map((entry) => entry.path);
}

import { allPermission } from '@freight/domain';
import type { PageRoute } from '../../router/pageRoute';

/**
 * The permission prefix of a page: `system/user/index` → `system:user:`, a directory `/system` → `system:`.
 * Permission strings follow the component path (back-office.md §6).
 */
export function permissionScope(page: Pick<PageRoute, 'component' | 'path'>): string {
  const source = page.component.includes('/') ? page.component : page.path;
  const parts = source.split('/').filter((part) => part && !part.startsWith(':')).slice(0, 2);
  return `${parts.join(':')}:`;
}

/** The held permissions inside a scope, or 'all' for a holder of `*:*:*`. */
export function permissionsInScope(held: readonly string[], scope: string): string[] | 'all' {
  if (held.includes(allPermission)) return 'all';
  return held.filter((permission) => permission.startsWith(scope)).sort();
}

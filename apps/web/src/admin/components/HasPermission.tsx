import type { ReactNode } from 'react';
import { usePermission } from './usePermission';

type HasPermissionProps = { children: ReactNode } & ({ permissions: readonly string[]; roles?: never } | { roles: readonly string[]; permissions?: never });

/**
 * Shows its children only when the signed-in person holds any of the permissions (or roles).
 * An empty list is a programming error (back-office.md §5) and throws.
 */
export function HasPermission({ children, permissions, roles }: HasPermissionProps) {
  const checks = usePermission();
  const wanted = permissions ?? roles;
  if (!wanted || wanted.length === 0) throw new Error('HasPermission needs a non-empty list of permissions or roles');
  const allowed = permissions ? checks.hasAnyPermission(permissions) : checks.hasAnyRole(wanted);
  return allowed ? children : null;
}

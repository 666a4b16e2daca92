import { hasAllPermissions, hasAllRoles, hasAnyPermission, hasAnyRole, hasPermission, hasRole } from '@freight/domain';
import { useMemo } from 'react';
import { sessionStore } from '../session/sessionStore';
import { useStore } from '../store';

export interface PermissionChecks {
  hasPermission(permission: string): boolean;
  hasAnyPermission(permissions: readonly string[]): boolean;
  hasAllPermissions(permissions: readonly string[]): boolean;
  hasRole(role: string): boolean;
  hasAnyRole(roles: readonly string[]): boolean;
  hasAllRoles(roles: readonly string[]): boolean;
}

/** Permission and role checks against the signed-in person (back-office.md §6). */
export function usePermission(): PermissionChecks {
  const permissions = useStore(sessionStore, (s) => s.permissions);
  const roles = useStore(sessionStore, (s) => s.roles);
  return useMemo(
    () => ({
      hasPermission: (permission) => hasPermission(permissions, permission),
      hasAnyPermission: (wanted) => hasAnyPermission(permissions, wanted),
      hasAllPermissions: (wanted) => hasAllPermissions(permissions, wanted),
      hasRole: (role) => hasRole(roles, role),
      hasAnyRole: (wanted) => hasAnyRole(roles, wanted),
      hasAllRoles: (wanted) => hasAllRoles(roles, wanted),
    }),
    [permissions, roles],
  );
}

/** Permission and role matching of the back office (back-office.md §6). */
export const allPermission = '*:*:*';
export const superRole = 'admin';

function nonEmpty(values: readonly string[] | undefined | null): values is readonly string[] {
  return Array.isArray(values) && values.length > 0;
}

/** True when the held permissions include `*:*:*` or the exact string. An empty request is false. */
export function hasPermission(held: readonly string[], wanted: string | undefined | null): boolean {
  if (!wanted) return false;
  return held.some((p) => p === allPermission || p === wanted);
}

export function hasAnyPermission(held: readonly string[], wanted: readonly string[] | undefined | null): boolean {
  return nonEmpty(wanted) && wanted.some((w) => hasPermission(held, w));
}

export function hasAllPermissions(held: readonly string[], wanted: readonly string[] | undefined | null): boolean {
  return nonEmpty(wanted) && wanted.every((w) => hasPermission(held, w));
}

/** True when the roles include `admin` (passes everything) or the exact role. An empty request is false. */
export function hasRole(held: readonly string[], wanted: string | undefined | null): boolean {
  if (!wanted) return false;
  return held.some((r) => r === superRole || r === wanted);
}

export function hasAnyRole(held: readonly string[], wanted: readonly string[] | undefined | null): boolean {
  return nonEmpty(wanted) && wanted.some((w) => hasRole(held, w));
}

export function hasAllRoles(held: readonly string[], wanted: readonly string[] | undefined | null): boolean {
  return nonEmpty(wanted) && wanted.every((w) => hasRole(held, w));
}

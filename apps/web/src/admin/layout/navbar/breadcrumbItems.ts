import type { Crumb } from '../../router/pageRoute';

export interface BreadcrumbItem {
  key: string;
  title: string;
  /** Where a click goes; absent for the last item and for `noRedirect` entries. */
  to?: string;
}

const homeName = 'Index';

/**
 * Back-office.md §2: steps without a title are skipped; the trail starts with home unless its first step
 * is the home page; steps with `breadcrumb: false` are left out; the last step and `noRedirect` steps are
 * not links; the others lead to their redirect or their path.
 */
export function breadcrumbItems(trail: readonly Crumb[], home: Crumb): BreadcrumbItem[] {
  const titled = trail.filter((crumb) => crumb.title);
  const steps = titled[0]?.name?.trim() === homeName ? titled : [home, ...titled];
  const shown = steps.filter((crumb) => crumb.breadcrumb !== false);
  return shown.map((crumb, index) => ({
    key: crumb.path,
    title: crumb.title,
    to: crumb.redirect === 'noRedirect' || index === shown.length - 1 ? undefined : (crumb.redirect ?? crumb.path),
  }));
}

/**
 * Page sizes the portal's lists offer, the first the default (portal.md §9): the inquiry lists page on the server, the
 * rate lists in the browser. A module of its own, without schemas: the rate lists' first screen takes it, and a module
 * with schemas would bring zod's schema builder into that screen's code.
 */
export const listPageSizes = [10, 20, 50, 100] as const;

import { matchPath } from 'react-router';

export interface NavLinkItem {
  path: string;
  label: string;
}

export interface NavGroupItem {
  key: string;
  label: string;
  children: NavLinkItem[];
}

export type NavItem = NavLinkItem | NavGroupItem;

/** A row in the header on wide screens, a list in the drawer on mobile. */
export type NavMode = 'horizontal' | 'inline';

/** The header's destinations: home, sea FCL quote, the rail pages and the inquiry lists. */
export const navigation: NavItem[] = [
  { path: '/home', label: 'nav.home' },
  { path: '/hyzxyj', label: 'nav.seaFclQuote' },
  {
    key: 'rail',
    label: 'nav.rail',
    children: [
      { path: '/railway', label: 'nav.railLclRates' },
      { path: '/tlzxyj', label: 'nav.railFclQuote' },
    ],
  },
  {
    key: 'inquiries',
    label: 'nav.inquiries',
    children: [
      { path: '/inquiryList', label: 'nav.railInquiryList' },
      { path: '/inquiryFclList', label: 'nav.fclInquiryList' },
      { path: '/xjlb', label: 'nav.seaInquiryHistory' },
    ],
  },
];

/** Whether the item is the current page, or a group holding it (both are highlighted). */
export function isCurrent(item: NavItem, pathname: string): boolean {
  if ('path' in item) return matchPath({ path: item.path, end: true }, pathname) !== null;
  return item.children.some((child) => isCurrent(child, pathname));
}

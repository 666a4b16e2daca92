import { Menu, type MenuProps } from 'antd';
import { Link, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';

type NavItem = { path: string; label: string } | { key: string; label: string; children: { path: string; label: string }[] };

/** The header's destinations: home, sea FCL quote, the rail pages and the inquiry lists. */
const navigation: NavItem[] = [
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

export function NavMenu({ mode }: { mode: 'horizontal' | 'inline' }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const link = (path: string, label: string) => ({ key: path, label: <Link to={path}>{t(label)}</Link> });
  const items: MenuProps['items'] = navigation.map((item) =>
    'path' in item ? link(item.path, item.label) : { key: item.key, label: t(item.label), children: item.children.map((c) => link(c.path, c.label)) },
  );
  return (
    <Menu
      mode={mode}
      items={items}
      selectedKeys={[pathname]}
      aria-label={t('nav.label')}
      style={{ flex: 1, minWidth: 0, borderBottom: 'none', borderInlineEnd: 'none' }}
    />
  );
}

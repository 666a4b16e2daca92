import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { PortOption } from '../../pages/home/portOptions';
import type { ShipmentMode } from '../../pages/home/shipmentModes';
import { useSession } from '../../session/SessionContext';
import { PageFrame } from '../PageFrame';
import { SignInHint } from '../SignInHint';
import { StaffHint } from '../StaffHint';
import { RateSearchBar } from './RateSearchBar';
import type { RateCriteria } from './rateCriteria';

interface RateSearchLayoutProps {
  title: string;
  mode: ShipmentMode;
  criteria: RateCriteria;
  onSearch: (pol: PortOption, pod: PortOption, date: string) => void;
  searchOnEnter?: boolean;
  children: ReactNode;
}

/** The frame of the three rate pages: title, a sign-in hint for visitors, the search bar, then the page's lists. */
export function RateSearchLayout({ title, mode, criteria, onSearch, searchOnEnter, children }: RateSearchLayoutProps) {
  const { t } = useTranslation();
  const { isAnonymous, isStaff } = useSession();
  // A new route in the query (another search, the browser's back button) starts the search bar afresh.
  const searchKey = [criteria.pol?.value, criteria.pod?.value, criteria.date].join('|');
  return (
    <PageFrame title={title}>
      {isAnonymous && <SignInHint text={t('rates.signInForPrices')} />}
      {isStaff && <StaffHint />}
      <RateSearchBar key={searchKey} mode={mode} criteria={criteria} onSearch={onSearch} searchOnEnter={searchOnEnter} />
      {children}
    </PageFrame>
  );
}

import { Flex } from 'antd';
import { useDevice } from '../device/useDevice';
import { Brand } from './Brand';
import { ExchangeRates } from './ExchangeRates';
import { LanguageSwitch } from './LanguageSwitch';
import { MobileNav } from './MobileNav';
import { NavMenu } from './NavMenu';
import { UserArea } from './UserArea';

/** Brand, navigation, exchange rates, language and account; folds into a drawer on mobile. */
export function PortalHeader() {
  const mobile = useDevice() === 'mobile';
  return (
    <header className={mobile ? 'portal-header portal-header-mobile' : 'portal-header'}>
      {mobile && <MobileNav />}
      <Brand />
      {mobile ? <div style={{ flex: 1 }} /> : <NavMenu mode="horizontal" />}
      <Flex className="portal-header-end" align="center" gap={mobile ? 4 : 12}>
        {!mobile && <ExchangeRates />}
        <LanguageSwitch compact={mobile} />
        <UserArea />
      </Flex>
    </header>
  );
}

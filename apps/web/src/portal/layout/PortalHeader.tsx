import { Flex, Layout, theme } from 'antd';
import { useDevice } from '../device/useDevice';
import { Brand } from './Brand';
import { ExchangeRates } from './ExchangeRates';
import { LanguageSwitch } from './LanguageSwitch';
import { MobileNav } from './MobileNav';
import { NavMenu } from './NavMenu';
import { UserArea } from './UserArea';

/** Brand, navigation, exchange rates, language and account; folds into a drawer on mobile. */
export function PortalHeader() {
  const { token } = theme.useToken();
  const mobile = useDevice() === 'mobile';
  return (
    <Layout.Header
      style={{
        position: 'sticky',
        top: 0,
        zIndex: 10,
        display: 'flex',
        alignItems: 'center',
        gap: 16,
        paddingInline: mobile ? 8 : 24,
        background: token.colorBgContainer,
        boxShadow: token.boxShadowTertiary,
      }}
    >
      {mobile && <MobileNav />}
      <Brand />
      {mobile ? <div style={{ flex: 1 }} /> : <NavMenu mode="horizontal" />}
      <Flex align="center" gap={mobile ? 4 : 16}>
        {!mobile && <ExchangeRates />}
        <LanguageSwitch compact={mobile} />
        <UserArea />
      </Flex>
    </Layout.Header>
  );
}

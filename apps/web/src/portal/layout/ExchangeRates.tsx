import { Flex, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSession } from '../session/SessionContext';
import { formatExchangeRates } from '../session/exchangeRates';

/** Today's CNY rates against the US dollar and the rouble. */
export function ExchangeRates() {
  const { t } = useTranslation();
  const { exchangeRates } = useSession();
  return (
    <Tooltip title={t('header.exchangeRateHint')}>
      <Flex gap={6} style={{ whiteSpace: 'nowrap' }}>
        <span className="portal-secondary">{t('header.exchangeRate')}</span>
        <span>{formatExchangeRates(exchangeRates)}</span>
      </Flex>
    </Tooltip>
  );
}

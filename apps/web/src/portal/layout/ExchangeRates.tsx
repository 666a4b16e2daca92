import { Flex, Tooltip, Typography } from 'antd';
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
        <Typography.Text type="secondary">{t('header.exchangeRate')}</Typography.Text>
        <Typography.Text>{formatExchangeRates(exchangeRates)}</Typography.Text>
      </Flex>
    </Tooltip>
  );
}

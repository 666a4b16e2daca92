import { Flex, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSession } from '../session/SessionContext';
import { exchangeRateDays, formatExchangeRates } from '../session/exchangeRates';

/** The latest rates of one CNY in US dollars and roubles, with the day they apply from. */
export function ExchangeRates() {
  const { t } = useTranslation();
  const { exchangeRates } = useSession();
  const days = exchangeRateDays(exchangeRates).map(({ currency, date }) => `${currency ? `${currency} ` : ''}${t('header.exchangeRateDate', { date })}`);
  return (
    <Tooltip title={t('header.exchangeRateHint')}>
      <Flex gap={6} style={{ whiteSpace: 'nowrap' }}>
        <span className="portal-secondary">{t('header.exchangeRate')}</span>
        <span>{formatExchangeRates(exchangeRates)}</span>
        {days.length > 0 && <span className="portal-secondary">{days.join(' · ')}</span>}
      </Flex>
    </Tooltip>
  );
}

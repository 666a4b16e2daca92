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
      {/* Label and day small above the figures, no wider than the figures: the Russian header keeps its dropdowns at 1280 px. */}
      <Flex vertical style={{ whiteSpace: 'nowrap', lineHeight: 1.3 }}>
        <Flex gap={6} className="portal-secondary" style={{ fontSize: 12 }}>
          <span>{t('header.exchangeRate')}</span>
          {days.length > 0 && <span>{days.join(' · ')}</span>}
        </Flex>
        <span>{formatExchangeRates(exchangeRates)}</span>
      </Flex>
    </Tooltip>
  );
}

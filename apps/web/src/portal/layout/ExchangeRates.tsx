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
      {/* The day under the rates, smaller: on one line the header had no room for its links in Russian at 1280 px. */}
      <Flex vertical style={{ whiteSpace: 'nowrap', lineHeight: 1.3 }}>
        <Flex gap={6}>
          <span className="portal-secondary">{t('header.exchangeRate')}</span>
          <span>{formatExchangeRates(exchangeRates)}</span>
        </Flex>
        {days.length > 0 && <span className="portal-secondary" style={{ fontSize: 12 }}>{days.join(' · ')}</span>}
      </Flex>
    </Tooltip>
  );
}

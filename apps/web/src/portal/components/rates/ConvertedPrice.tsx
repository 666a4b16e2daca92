import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { CurrencyRate } from '@freight/domain';

interface ConvertedPriceProps {
  /** Undefined before anything is priced: shown as a dash. */
  amount?: number;
  currency?: string;
  /** The exchange-rate records parts of the amount were converted with. */
  rates?: readonly CurrencyRate[];
  testId?: string;
}

/**
 * A computed price in its currency with two decimals (portal.md §9), and under it each exchange rate a
 * part in another currency was converted at: "USD 387.18", "Converted at 1 CNY = 0.1404 USD (rate of 2026-11-24)".
 */
export function ConvertedPrice({ amount, currency, rates = [], testId }: ConvertedPriceProps) {
  const { t } = useTranslation();
  if (amount === undefined) return <Typography.Text data-testid={testId}>-</Typography.Text>;
  return (
    <Flex vertical>
      <Typography.Text strong data-testid={testId} style={{ whiteSpace: 'nowrap' }}>{`${currency} ${amount.toFixed(2)}`}</Typography.Text>
      {rates.map((r) => (
        <Typography.Text key={`${r.srccurrency}-${r.destcurrency}`} type="secondary" style={{ fontSize: 12 }}>
          {t('rates.convertedAt', { rate: `1 ${r.srccurrency} = ${r.exchangerate} ${r.destcurrency}`, date: r.fromdate })}
        </Typography.Text>
      ))}
    </Flex>
  );
}

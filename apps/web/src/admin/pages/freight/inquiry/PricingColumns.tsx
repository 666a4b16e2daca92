import { round2, type InquiryPricing } from '@freight/domain';
import { useTranslation } from 'react-i18next';
import type { ListColumn } from '../../../components/list';
import type { DeskRow } from './api';

/** An amount of money as the desks show it: "USD 1250.00". */
export const moneyText = (currency: string, amount: number) => `${currency} ${amount.toFixed(2)}`;
/** A column of amounts: right-aligned, the figure going under its currency when the desk needs the room. */
export const moneyColumn = { align: 'right', className: 'list-cell-wraps' } as const;
const money = (pricing: InquiryPricing, value: number) => moneyText(pricing.currencycode, value);

/** The rules a price was made by, "#12 v3 + #7 v1", as a tooltip of the sell price. */
const rulesOf = (pricing: InquiryPricing) => [...new Map(pricing.lines.flatMap((l) => l.rules).map((r) => [`#${r.markupId} v${r.version}`, r])).keys()].join(' + ');

/**
 * Buy, sell and margin of the freight an inquiry was quoted, as stored with it when it was sent (so they read the
 * same after rules or rates change); empty for inquiries from before customer pricing.
 */
export function usePricingColumns<R extends DeskRow>(): ListColumn<R>[] {
  const { t } = useTranslation('admin');
  const cell = (pick: (p: InquiryPricing) => number) => (_: unknown, row: R) => (row.pricing ? money(row.pricing, pick(row.pricing)) : '');
  return [
    { key: 'buy', title: t('markup.buy'), ...moneyColumn, render: cell((p) => p.buy) },
    {
      key: 'sell', title: t('markup.sell'), ...moneyColumn,
      render: (_, row) => (row.pricing ? <span title={rulesOf(row.pricing)}>{money(row.pricing, row.pricing.sell)}</span> : ''),
    },
    { key: 'margin', title: t('markup.margin'), ...moneyColumn, render: cell((p) => round2(p.sell - p.buy)) },
  ];
}

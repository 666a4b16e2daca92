import { amountOf, isMasked, maskedPrice, type Money } from '../../api/money';

const amountFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** A price as text: the amount with thousands separators, *** when masked, - when not offered. */
export function formatPrice(value: Money): string {
  if (isMasked(value)) return maskedPrice;
  const amount = amountOf(value);
  return amount === undefined ? '-' : amountFormat.format(amount);
}

interface PriceProps {
  value: Money;
  currency?: string;
  unit?: string;
}

/** A price cell: "USD 1,250 / CBM"; anonymous visitors see "USD *** / CBM" (the server masks the amount). */
export function Price({ value, currency, unit }: PriceProps) {
  const text = formatPrice(value);
  if (text === '-') return <span className="portal-text-secondary">-</span>;
  return (
    <span className={isMasked(value) ? 'portal-nowrap' : 'portal-nowrap portal-text-strong'}>
      {[currency, text].filter(Boolean).join(' ')}
      {unit ? ` / ${unit}` : ''}
    </span>
  );
}

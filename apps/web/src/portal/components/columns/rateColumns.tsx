import type { Money } from '../../api/money';
import { amountOf } from '../../api/money';
import { validityRange, type DateFormat } from '../rates/dates';
import { Price } from '../rates/Price';
import { SafeHtml } from '../../../shared/richText/SafeHtml';
import type { ColumnName, ColumnSpec } from '../tableColumns';
import { RemarkCell } from './RemarkCell';

interface Validity {
  effectdate: string;
  expireddate: string;
}

/** From when to when a rate applies, in the page's date format; a narrow list breaks it after the dash. */
export function validityColumn<Row extends Validity>(format: DateFormat): ColumnSpec<Row> {
  const render = (row: Row) => {
    const range = validityRange(row.effectdate, row.expireddate, format);
    const cut = range.indexOf('-') + 1;
    return (
      <>
        {range.slice(0, cut)}
        <wbr />
        {range.slice(cut)}
      </>
    );
  };
  return { label: 'validity', render };
}

interface Remarks {
  remark?: string;
  XC__remark?: string;
}

/** The remark in the visitor's language (XC__remark, else the Chinese one), its HTML sanitised; clamped in the list. */
export function remarkColumn<Row extends Remarks>(): ColumnSpec<Row> {
  const html = (row: Row) => row.XC__remark || row.remark;
  return { label: 'remark', render: (row) => <SafeHtml html={html(row)} className="rate-remark" />, listRender: (row) => <RemarkCell html={html(row)} /> };
}

/** A price field, with the currency the row names (`currencyOf`) when the list has no currency column; on cards too. */
export function priceColumn<Row extends object>(name: ColumnName, field: keyof Row & string, currencyOf?: (row: Row) => string): ColumnSpec<Row> {
  const value = (row: Row) => row[field] as Money;
  return {
    ...name,
    field,
    render: (row) => <Price value={value(row)} currency={currencyOf?.(row)} />,
    sortValue: (row) => amountOf(value(row)),
    card: 'fact',
  };
}

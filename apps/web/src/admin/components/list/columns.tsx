import { formatDateTime } from '../../format';
import { DictTag } from '../DictTag';
import type { DictOption } from '../useDict';
import type { ListColumn } from './useColumns';

/** A column showing a dictionary-coded field as its label (tag). */
export function dictColumn<T>(key: keyof T & string, title: string, options: readonly DictOption[]): ListColumn<T> {
  return { key, title, dataIndex: key, align: 'center', render: (value: string) => <DictTag options={options} value={value} /> };
}

/** A column showing a time as YYYY-MM-DD HH:mm:ss. */
export function dateTimeColumn<T>(key: keyof T & string, title: string): ListColumn<T> {
  return { key, title, dataIndex: key, align: 'center', width: 180, render: (value: string | null) => formatDateTime(value) };
}

/** A plain text column. */
export function textColumn<T>(key: keyof T & string, title: string, extra: Partial<ListColumn<T>> = {}): ListColumn<T> {
  return { key, title, dataIndex: key, align: 'center', ellipsis: true, ...extra };
}

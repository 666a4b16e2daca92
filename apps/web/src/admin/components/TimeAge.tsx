import { Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatRelativeTime } from '../format';

/**
 * A time shown as its age (back-office.md §9: just now, minutes ago, hours ago, 1 day ago, then the date), with the
 * exact time on hover and for assistive technology. The age is as of the last render: lists and the bell render
 * again whenever they refresh.
 */
export function TimeAge({ value }: { value: string | number | null | undefined }) {
  const { t } = useTranslation('admin');
  if (!value) return null;
  const exact = formatDateTime(value);
  return (
    <Tooltip title={exact}>
      <time dateTime={exact.replace(' ', 'T')} aria-label={exact}>{formatRelativeTime(value, t)}</time>
    </Tooltip>
  );
}

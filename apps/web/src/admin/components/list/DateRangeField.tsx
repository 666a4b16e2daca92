import { DatePicker, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { dateRangeField } from './queryParams';

/**
 * The creation-time range of a search form, sent as `params[beginTime]` / `params[endTime]`. Either end may stay
 * empty: the picker then lets Tab go on from an empty start to the end and out of the field (without `allowEmpty` it
 * sends focus back to the empty start, a keyboard trap), and a filter from a day on, or up to a day, is a fair search.
 */
export function DateRangeField({ label }: { label?: string }) {
  const { t } = useTranslation('admin');
  return (
    <Form.Item name={dateRangeField} label={label ?? t('common.createTime')}>
      <DatePicker.RangePicker allowEmpty={[true, true]} placeholder={[t('common.beginDate'), t('common.endDate')]} />
    </Form.Item>
  );
}

import { DatePicker, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { dateRangeField } from './queryParams';

/**
 * A range of days in a search form. By default the creation time, sent as `params[beginTime]` / `params[endTime]`;
 * another `name` (a sailing, a validity) is sent as `<name>From` / `<name>To` (rangeParams). Either end may stay
 * empty: the picker then lets Tab go on from an empty start to the end and out of the field (without `allowEmpty` it
 * sends focus back to the empty start, a keyboard trap), and a filter from a day on, or up to a day, is a fair search.
 */
export function DateRangeField({ name = dateRangeField, label }: { name?: string; label?: string }) {
  const { t } = useTranslation('admin');
  return (
    <Form.Item name={name} label={label ?? t('common.createTime')}>
      <DatePicker.RangePicker allowEmpty={[true, true]} placeholder={[t('common.beginDate'), t('common.endDate')]} />
    </Form.Item>
  );
}

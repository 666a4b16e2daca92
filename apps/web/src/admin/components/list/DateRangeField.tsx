import { DatePicker, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { dateRangeField } from './queryParams';

/** The creation-time range of a search form, sent as `params[beginTime]` / `params[endTime]`. */
export function DateRangeField({ label }: { label?: string }) {
  const { t } = useTranslation('admin');
  return (
    <Form.Item name={dateRangeField} label={label ?? t('common.createTime')}>
      <DatePicker.RangePicker placeholder={[t('common.beginDate'), t('common.endDate')]} />
    </Form.Item>
  );
}

import { DatePicker, Form } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * A filter on a range of days other than the creation time, sent as `<name>From` / `<name>To` (rangeParams). Either
 * end may stay open, so "from today on" is one choice.
 */
export function DayRangeFilter({ name, label }: { name: string; label: string }) {
  const { t } = useTranslation('admin');
  return (
    <Form.Item name={name} label={label}>
      <DatePicker.RangePicker allowEmpty={[true, true]} placeholder={[t('common.beginDate'), t('common.endDate')]} />
    </Form.Item>
  );
}

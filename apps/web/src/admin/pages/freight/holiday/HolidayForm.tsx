import { HolidayBody } from '@freight/domain';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSchemaRules } from '../../../components/list';

/** The fields of the holiday dialog, checked by the shared HolidayBody schema (the day as YYYY-MM-DD). */
export function HolidayForm() {
  const { t } = useTranslation('admin');
  const rules = useSchemaRules(HolidayBody);
  return (
    <>
      <Form.Item name="day" label={t('holiday.day')} required rules={rules('day')}>
        <Input type="date" style={{ width: 200 }} />
      </Form.Item>
      <Form.Item name="name" label={t('holiday.name')} required rules={rules('name')}>
        <Input placeholder={t('form.enter', { field: t('holiday.name') })} maxLength={100} />
      </Form.Item>
    </>
  );
}

import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';

/** A text filter of a search form: 请输入{label}, cleared with one click, Enter searches. */
export function TextFilter({ name, label }: { name: string; label: string }) {
  const { t } = useTranslation('admin');
  return (
    <Form.Item name={name} label={label}>
      <Input allowClear placeholder={t('form.enter', { field: label })} style={{ width: 200 }} />
    </Form.Item>
  );
}

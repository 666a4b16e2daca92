import { Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDict } from '../useDict';

/** A filter choosing one value of a dictionary (status, yes/no), labels in the current language. */
export function DictFilter({ name, label, dictType }: { name: string; label: string; dictType: string }) {
  const { t } = useTranslation('admin');
  const options = useDict(dictType)[dictType];
  return (
    <Form.Item name={name} label={label}>
      <Select allowClear placeholder={t('form.select', { field: label })} style={{ width: 200 }} options={options.map((o) => ({ value: o.value, label: o.label }))} />
    </Form.Item>
  );
}

import { DictTypeBody } from '@freight/domain';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { RemarkField, StatusField, useSchemaRules } from '../../../components/list';

/** The fields of the dictionary-type dialog, checked by the shared DictTypeBody schema. */
export function DictTypeForm() {
  const { t } = useTranslation('admin');
  const rules = useSchemaRules(DictTypeBody);
  const enter = (key: string) => t('form.enter', { field: t(key) });
  return (
    <>
      <Form.Item name="dictName" label={t('dict.dictName')} required rules={rules('dictName')}>
        <Input placeholder={enter('dict.dictName')} maxLength={100} />
      </Form.Item>
      <Form.Item name="dictType" label={t('dict.dictType')} required rules={rules('dictType')}>
        <Input placeholder={enter('dict.dictType')} maxLength={100} />
      </Form.Item>
      <StatusField />
      <RemarkField rules={rules} />
    </>
  );
}

import { DictDataBody, listClasses } from '@freight/domain';
import { Form, Input, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { RemarkField, StatusField, useSchemaRules } from '../../../../components/list';

/**
 * The fields of the dictionary-entry dialog (back-office.md §2): the type is shown but not edited; label,
 * value and order are required, the order at least 0. English and Russian labels are optional.
 */
export function DictDataForm() {
  const { t } = useTranslation('admin');
  const rules = useSchemaRules(DictDataBody);
  const enter = (key: string) => t('form.enter', { field: t(key) });
  return (
    <>
      <Form.Item name="dictType" label={t('dict.dictType')}>
        <Input disabled />
      </Form.Item>
      <Form.Item name="dictLabel" label={t('dict.dictLabel')} required rules={rules('dictLabel')}>
        <Input placeholder={enter('dict.dictLabel')} maxLength={100} />
      </Form.Item>
      <Form.Item name="dictLabelEn" label={t('dict.dictLabelEn')} rules={rules('dictLabelEn')}>
        <Input placeholder={enter('dict.dictLabelEn')} maxLength={100} />
      </Form.Item>
      <Form.Item name="dictLabelRu" label={t('dict.dictLabelRu')} rules={rules('dictLabelRu')}>
        <Input placeholder={enter('dict.dictLabelRu')} maxLength={100} />
      </Form.Item>
      <Form.Item name="dictValue" label={t('dict.dictValue')} required rules={rules('dictValue')}>
        <Input placeholder={enter('dict.dictValue')} maxLength={100} />
      </Form.Item>
      <Form.Item name="cssClass" label={t('dict.cssClass')} rules={rules('cssClass')}>
        <Input placeholder={enter('dict.cssClass')} maxLength={100} />
      </Form.Item>
      <Form.Item name="dictSort" label={t('dict.dictSort')} required rules={rules('dictSort')}>
        <InputNumber min={0} />
      </Form.Item>
      <Form.Item name="listClass" label={t('dict.listClass')}>
        <Select options={listClasses.map((c) => ({ value: c, label: `${t(`dict.listClass.${c}`)} (${c})` }))} />
      </Form.Item>
      <StatusField />
      <RemarkField rules={rules} />
    </>
  );
}

import { CustomerBody, customerLanguages } from '@freight/domain';
import { Col, Form, Input, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { DictRadio, TextField, useSchemaRules } from '../../../components/list';

/** The fields of the customer dialog, checked by the shared CustomerBody schema. */
export function CustomerForm() {
  const { t } = useTranslation('admin');
  const rules = useSchemaRules(CustomerBody);
  const text = (name: keyof CustomerBody & string, label: string, required = false, max = 200) => <Col span={12}><TextField name={name} label={label} rules={rules} required={required} max={max} /></Col>;
  return (
    <Row gutter={16}>
      {text('customerLocalCode', 'customer.customerLocalCode', true, 50)}
      {text('customerLocalName', 'customer.customerLocalName', true)}
      {text('customerEnglishCode', 'customer.customerEnglishCode', false, 50)}
      {text('customerEnglishName', 'customer.customerEnglishName')}
      <Col span={12}>
        <Form.Item name="languageId" label={t('customer.languageId')} rules={rules('languageId')}>
          <Select options={customerLanguages.map((id) => ({ value: id, label: t(`customer.language.${id}`) }))} />
        </Form.Item>
      </Col>
      {text('contactPhone', 'customer.contactPhone', false, 30)}
      {text('contactEmail', 'customer.contactEmail', false, 100)}
      {text('customergroup', 'customer.customergroup', false, 30)}
      <Col span={12}><Form.Item name="status" label={t('common.status')}><DictRadio dictType="sys_normal_disable" /></Form.Item></Col>
      <Col span={24}><Form.Item name="remark" label={t('common.remark')} rules={rules('remark')}><Input.TextArea maxLength={500} /></Form.Item></Col>
    </Row>
  );
}

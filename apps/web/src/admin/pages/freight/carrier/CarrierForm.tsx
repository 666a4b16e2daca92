import { CarrierBody } from '@freight/domain';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { DictRadio, useSchemaRules } from '../../../components/list';
import { ImageUpload } from '../../../components/upload';

/** The fields of the carrier dialog, checked by the shared CarrierBody schema; the logo is one uploaded image. */
export function CarrierForm() {
  const { t } = useTranslation('admin');
  const rules = useSchemaRules(CarrierBody);
  const text = (name: keyof CarrierBody & string, label: string, required = false, max = 100) => (
    <Form.Item name={name} label={t(label)} required={required} rules={rules(name)}>
      <Input placeholder={t('form.enter', { field: t(label) })} maxLength={max} />
    </Form.Item>
  );
  return (
    <>
      {text('carriercode', 'carrier.carriercode', true, 20)}
      {text('carriername', 'carrier.carriername', true)}
      {text('localname', 'carrier.localname')}
      {text('contactnumber', 'carrier.contactnumber', false, 40)}
      <Form.Item name="logo" label={t('carrier.logo')}><ImageUpload limit={1} /></Form.Item>
      <Form.Item name="status" label={t('common.status')}><DictRadio dictType="sys_normal_disable" /></Form.Item>
    </>
  );
}

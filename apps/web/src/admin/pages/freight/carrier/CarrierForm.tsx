import { CarrierBody } from '@freight/domain';
import { Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { DictRadio, TextField, useSchemaRules } from '../../../components/list';
import { ImageUpload } from '../../../components/upload';

/** The fields of the carrier dialog, checked by the shared CarrierBody schema; the logo is one uploaded image. */
export function CarrierForm() {
  const { t } = useTranslation('admin');
  const rules = useSchemaRules(CarrierBody);
  const text = (name: keyof CarrierBody & string, label: string, required = false, max = 100) => <TextField name={name} label={label} rules={rules} required={required} max={max} />;
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

import { SeaRateBody } from '@freight/domain';
import { Form, Input, InputNumber, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { DictRadio, useSchemaRules } from '../../../components/list';
import { YesNoRadio } from '../reference/fields';
import { SurchargeList } from './SurchargeList';

const codes = ['carriercode', 'portofloadingcode', 'portoftranshipped', 'portoftranshipped2', 'finaldestination', 'carriertradelane'] as const;
const required = new Set<string>(['carriercode', 'portofloadingcode', 'finaldestination', 'carriertradelane']);
const prices = ['price20', 'price40', 'pricehc', 'price45', 'price40nor'] as const;
const days = ['etddate', 'effectdate', 'expireddate'] as const;
const texts = ['transittimeinfo', 'contactnumber', 'remark', 'englishremark', 'russianremark'] as const;

/** The fields of the sea-rate dialog, checked by the shared SeaRateBody schema; surcharges below. */
export function SeaRateForm() {
  const { t } = useTranslation('admin');
  const rules = useSchemaRules(SeaRateBody);
  return (
    <>
      {codes.map((field) => (
        <Form.Item key={field} name={field} label={t(`seaRate.${field}`)} required={required.has(field)} rules={rules(field)}>
          <Input maxLength={20} style={{ width: 200 }} />
        </Form.Item>
      ))}
      {days.map((field) => (
        <Form.Item key={field} name={field} label={t(`seaRate.${field}`)} required rules={rules(field)}><Input type="date" style={{ width: 200 }} /></Form.Item>
      ))}
      <Form.Item name="transittime" label={t('seaRate.transittime')} required rules={rules('transittime')}><InputNumber min={0} precision={0} style={{ width: 200 }} /></Form.Item>
      <Form.Item name="transferdirect" label={t('seaRate.transferdirect')}><Radio.Group options={['D', 'T']} /></Form.Item>
      <Form.Item name="space" label={t('seaRate.space')}><YesNoRadio /></Form.Item>
      <Form.Item name="currencycode" label={t('seaRate.currencycode')} rules={rules('currencycode')}><Input maxLength={3} style={{ width: 100 }} /></Form.Item>
      {prices.map((field) => (
        <Form.Item key={field} name={field} label={t(`seaRate.${field}`)} rules={rules(field)}><InputNumber min={0} precision={2} style={{ width: 200 }} /></Form.Item>
      ))}
      {texts.map((field) => (
        <Form.Item key={field} name={field} label={t(`seaRate.${field}`)} rules={rules(field)}><Input maxLength={field.endsWith('remark') ? 2000 : 100} /></Form.Item>
      ))}
      <Form.Item name="status" label={t('common.status')}><DictRadio dictType="sys_normal_disable" /></Form.Item>
      <SurchargeList />
    </>
  );
}

import { TruckRateBody } from '@freight/domain';
import { Form, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { RegionCascader } from '../../../../shared/components/RegionCascader';
import { DictRadio, useSchemaRules } from '../../../components/list';

/** The fields of the truck-rate dialog, checked by the shared TruckRateBody schema. */
export function TruckRateForm() {
  const { t } = useTranslation('admin');
  const rules = useSchemaRules(TruckRateBody);
  return (
    <>
      <Form.Item name="toarea" label={t('truckRate.toarea')} required rules={rules('toarea')}>
        <RegionCascader placeholder={t('form.select', { field: t('truckRate.toarea') })} />
      </Form.Item>
      <Form.Item name="portcode" label={t('truckRate.portcode')} required rules={rules('portcode')}>
        <Input placeholder={t('form.enter', { field: t('truckRate.portcode') })} maxLength={10} />
      </Form.Item>
      <Form.Item name="pricecbm" label={t('truckRate.pricecbm')} rules={rules('pricecbm')}><InputNumber precision={2} style={{ width: 200 }} /></Form.Item>
      <Form.Item name="pricehc" label={t('truckRate.pricehc')} rules={rules('pricehc')}><InputNumber precision={2} style={{ width: 200 }} /></Form.Item>
      <Form.Item name="currencycode" label={t('truckRate.currencycode')} rules={rules('currencycode')}><Input maxLength={3} style={{ width: 100 }} /></Form.Item>
      <Form.Item name="status" label={t('common.status')}><DictRadio dictType="sys_normal_disable" /></Form.Item>
    </>
  );
}

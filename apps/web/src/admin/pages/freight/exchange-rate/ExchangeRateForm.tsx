import { ExchangeRateBody } from '@freight/domain';
import { Form, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSchemaRules } from '../../../components/list';

/** The fields of the exchange-rate dialog, checked by the shared ExchangeRateBody schema. */
export function ExchangeRateForm() {
  const { t } = useTranslation('admin');
  const rules = useSchemaRules(ExchangeRateBody);
  return (
    <>
      <Form.Item name="srccurrency" label={t('exchangeRate.srccurrency')} required rules={rules('srccurrency')}><Input maxLength={3} style={{ width: 100 }} /></Form.Item>
      <Form.Item name="destcurrency" label={t('exchangeRate.destcurrency')} required rules={rules('destcurrency')}><Input maxLength={3} style={{ width: 100 }} /></Form.Item>
      <Form.Item name="exchangerate" label={t('exchangeRate.exchangerate')} required rules={rules('exchangerate')}>
        <InputNumber min={0} step={0.0001} precision={6} style={{ width: 200 }} />
      </Form.Item>
      <Form.Item name="fromdate" label={t('exchangeRate.fromdate')} required rules={rules('fromdate')}><Input type="date" style={{ width: 200 }} /></Form.Item>
      <Form.Item name="remark" label={t('common.remark')} rules={rules('remark')}><Input.TextArea maxLength={500} /></Form.Item>
    </>
  );
}

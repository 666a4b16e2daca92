import { TradeLaneBody } from '@freight/domain';
import { Form, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { TextField, useSchemaRules } from '../../../components/list';
import { ModeRadio, YesNoRadio } from '../reference/fields';

/** The fields of the trade-lane dialog, checked by the shared TradeLaneBody schema. */
export function TradeLaneForm() {
  const { t } = useTranslation('admin');
  const rules = useSchemaRules(TradeLaneBody);
  const text = (name: keyof TradeLaneBody & string, label: string, max = 100) => <TextField name={name} label={label} rules={rules} required max={max} />;
  return (
    <>
      {text('tradelanecode', 'tradeLane.tradelanecode', 20)}
      <Form.Item name="moduletype" label={t('port.moduletype')} required rules={rules('moduletype')}><ModeRadio /></Form.Item>
      {text('tradelanename', 'tradeLane.tradelanename')}
      {text('englishname', 'tradeLane.englishname')}
      {text('russianname', 'tradeLane.russianname')}
      <Form.Item name="sort" label={t('tradeLane.sort')} rules={rules('sort')}><InputNumber min={0} /></Form.Item>
      <Form.Item name="isforbid" label={t('tradeLane.isforbid')}><YesNoRadio /></Form.Item>
      <Form.Item name="remark" label={t('common.remark')} rules={rules('remark')}><Input.TextArea maxLength={500} /></Form.Item>
    </>
  );
}

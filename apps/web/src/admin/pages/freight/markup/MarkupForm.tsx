import { MarkupBody, type ShipmentKind } from '@freight/domain';
import { Form, Input, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { DictRadio, RemarkField, useSchemaRules } from '../../../components/list';
import { YesNoRadio } from '../reference/fields';
import { useCustomerOptions } from './api';
import { useMarkupOptions } from './options';

const codes = [['tradelanecode', 20], ['portofloadingcode', 10], ['destinationcode', 10], ['carriercode', 20]] as const;

/**
 * The fields of the markup dialog, checked by the shared MarkupBody schema: who it is for (a customer, a group or
 * everyone when both are empty), the lane it is narrowed to (empty is any), validity and the markup.
 */
export function MarkupForm() {
  const { t } = useTranslation('admin');
  const rules = useSchemaRules(MarkupBody);
  const customers = useCustomerOptions();
  const options = useMarkupOptions();
  const kind = Form.useWatch<ShipmentKind | undefined>('kind');
  // What a saved rule is for never changes (the server refuses it from every door): a new rule is added instead.
  const saved = typeof Form.useWatch<number | null | undefined>('markupId', { preserve: true }) === 'number';
  const any = t('markup.any');
  return (
    <>
      <Form.Item name="customerId" label={t('markup.customer')} rules={rules('customerId')}>
        <Select allowClear showSearch optionFilterProp="label" placeholder={t('markup.audience.everyone')} options={customers} style={{ width: 320 }} disabled={saved} />
      </Form.Item>
      <Form.Item name="customergroup" label={t('markup.customergroup')} rules={rules('customergroup')}>
        <Input maxLength={30} placeholder={t('markup.audience.everyone')} style={{ width: 200 }} disabled={saved} />
      </Form.Item>
      <Form.Item name="kind" label={t('markup.kind')} required rules={rules('kind')}>
        <Select options={options.kinds} style={{ width: 200 }} disabled={saved} />
      </Form.Item>
      {codes.map(([field, max]) => (
        <Form.Item key={field} name={field} label={t(`markup.${field}`)} rules={rules(field)}>
          <Input maxLength={max} placeholder={any} style={{ width: 200 }} />
        </Form.Item>
      ))}
      <Form.Item name="boxtype" label={t('markup.boxtype')} rules={rules('boxtype')}>
        <Select allowClear placeholder={any} options={options.boxes(kind)} style={{ width: 200 }} />
      </Form.Item>
      {(['validfrom', 'validto'] as const).map((field) => (
        <Form.Item key={field} name={field} label={t(`markup.${field}`)} required rules={rules(field)}><Input type="date" style={{ width: 200 }} /></Form.Item>
      ))}
      <Form.Item name="method" label={t('markup.method')} required rules={rules('method')}>
        <Select options={options.methods} style={{ width: 200 }} />
      </Form.Item>
      <Form.Item name="value" label={t('markup.value')} required rules={rules('value')}><InputNumber precision={2} style={{ width: 200 }} /></Form.Item>
      <Form.Item name="currencycode" label={t('markup.currencycode')} rules={rules('currencycode')}><Input maxLength={3} style={{ width: 100 }} /></Form.Item>
      {(['minimum', 'maximum'] as const).map((field) => (
        <Form.Item key={field} name={field} label={t(`markup.${field}`)} rules={rules(field)}><InputNumber precision={2} style={{ width: 200 }} /></Form.Item>
      ))}
      <Form.Item name="additional" label={t('markup.additional')} extra={t('markup.additional.hint')}><YesNoRadio /></Form.Item>
      <Form.Item name="overridereason" label={t('markup.overridereason')} rules={rules('overridereason')}>
        <Input.TextArea maxLength={500} autoSize />
      </Form.Item>
      <Form.Item name="status" label={t('common.status')}><DictRadio dictType="sys_normal_disable" /></Form.Item>
      <RemarkField rules={rules} />
    </>
  );
}

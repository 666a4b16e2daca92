import { PortBody } from '@freight/domain';
import { Col, Form, Input, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { DictRadio, TextField, useSchemaRules } from '../../../components/list';
import { ModeRadio, YesNoRadio } from '../reference/fields';

/** The fields of the port dialog, checked by the shared PortBody schema. */
export function PortForm() {
  const { t } = useTranslation('admin');
  const rules = useSchemaRules(PortBody);
  const text = (name: keyof PortBody & string, label: string, required = false, max = 100) => <Col span={12}><TextField name={name} label={label} rules={rules} required={required} max={max} /></Col>;
  return (
    <Row gutter={16}>
      {text('portcode', 'port.portcode', true, 10)}
      <Col span={12}><Form.Item name="moduletype" label={t('port.moduletype')} required rules={rules('moduletype')}><ModeRadio /></Form.Item></Col>
      {text('portname', 'port.portname', true)}
      {text('localname', 'port.localname', true)}
      {text('russianname', 'port.russianname')}
      {text('cityname', 'port.cityname')}
      {text('countrycode', 'port.countrycode', true, 2)}
      {text('countryname', 'port.countryname', true)}
      {text('tradelanecode', 'port.tradelanecode', false, 20)}
      <Col span={12}><Form.Item name="status" label={t('common.status')}><DictRadio dictType="sys_normal_disable" /></Form.Item></Col>
      <Col span={12}><Form.Item name="ishot" label={t('port.ishot')}><YesNoRadio /></Form.Item></Col>
      <Col span={12}><Form.Item name="isborder" label={t('port.isborder')}><YesNoRadio /></Form.Item></Col>
      <Col span={24}>
        <Form.Item name="remark" label={t('common.remark')} rules={rules('remark')}><Input.TextArea maxLength={500} /></Form.Item>
      </Col>
    </Row>
  );
}

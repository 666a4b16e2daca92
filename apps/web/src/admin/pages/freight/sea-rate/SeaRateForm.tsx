import { SeaRateBody } from '@freight/domain';
import { Col, DatePicker, Divider, Form, Input, InputNumber, Radio, Row, type FormRule } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DictRadio, useSchemaRules } from '../../../components/list';
import { YesNoRadio } from '../reference/fields';
import { CarrierPicker, SeaLanePicker, SeaPortPicker } from '../reference/pickers';
import { SurchargeList } from './SurchargeList';

const ports = [['portofloadingcode', true], ['finaldestination', true], ['portoftranshipped', false], ['portoftranshipped2', false]] as const;
const prices = ['price20', 'price40', 'pricehc', 'price45', 'price40nor'] as const;
const days = ['etddate', 'effectdate', 'expireddate'] as const;
const remarks = ['remark', 'englishremark', 'russianremark'] as const;

/** One field in a half of the dialog on a desktop, the whole width on a phone (below 992 px). */
const Half = ({ children }: { children: ReactNode }) => <Col xs={24} lg={12}>{children}</Col>;

/** A titled part of the dialog. */
const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <>
    <Divider titlePlacement="start">{title}</Divider>
    <Row gutter={16}>{children}</Row>
  </>
);

/** A day picked on the calendar, kept in the form (and sent) as YYYY-MM-DD so the shared schema checks it as the server does. */
function DayItem({ name, label, rules }: { name: string; label: string; rules: FormRule[] }) {
  const { t } = useTranslation('admin');
  // An empty picker says so, not that its (empty) text is no YYYY-MM-DD.
  return (
    <Form.Item name={name} label={label} required rules={[{ required: true, message: t('messages:freight.required') }, ...rules]} validateFirst
      getValueProps={(day?: string) => ({ value: day ? dayjs(day) : null })} normalize={(day?: Dayjs | null) => day?.format('YYYY-MM-DD') ?? ''}>
      <DatePicker style={{ width: '100%' }} />
    </Form.Item>
  );
}

/**
 * The fields of the sea-rate dialog in sections (route, sailing and validity, prices, surcharges, remarks), checked by
 * the shared SeaRateBody schema. Carrier, ports and lane are picked from the stored ones; a negative price stays in
 * the field and is refused by the schema's rule instead of being turned into 0.
 */
export function SeaRateForm() {
  const { t } = useTranslation('admin');
  const rules = useSchemaRules(SeaRateBody);
  const select = (field: string) => t('form.select', { field: t(`seaRate.${field}`) });
  return (
    <>
      <Section title={t('seaRate.section.route')}>
        <Half>
          <Form.Item name="carriercode" label={t('seaRate.carriercode')} required rules={rules('carriercode')}><CarrierPicker placeholder={select('carriercode')} /></Form.Item>
        </Half>
        <Half>
          <Form.Item name="carriertradelane" label={t('seaRate.carriertradelane')} required rules={rules('carriertradelane')}><SeaLanePicker placeholder={select('carriertradelane')} /></Form.Item>
        </Half>
        {ports.map(([field, required]) => (
          <Half key={field}>
            <Form.Item name={field} label={t(`seaRate.${field}`)} required={required} rules={rules(field)}>
              <SeaPortPicker placeholder={select(field)} allowClear={!required} />
            </Form.Item>
          </Half>
        ))}
        <Half><Form.Item name="transferdirect" label={t('seaRate.transferdirect')}><Radio.Group options={['D', 'T'].map((v) => ({ value: v, label: t(`seaRate.transfer.${v}`) }))} /></Form.Item></Half>
        <Half><Form.Item name="space" label={t('seaRate.space')}><YesNoRadio /></Form.Item></Half>
      </Section>
      <Section title={t('seaRate.section.sailing')}>
        {days.map((field) => <Half key={field}><DayItem name={field} label={t(`seaRate.${field}`)} rules={rules(field)} /></Half>)}
        <Half>
          <Form.Item name="transittime" label={t('seaRate.transittime')} required rules={rules('transittime')}><InputNumber min={0} precision={0} style={{ width: '100%' }} /></Form.Item>
        </Half>
        <Half><Form.Item name="transittimeinfo" label={t('seaRate.transittimeinfo')} rules={rules('transittimeinfo')}><Input maxLength={100} /></Form.Item></Half>
        <Half><Form.Item name="status" label={t('common.status')}><DictRadio dictType="sys_normal_disable" /></Form.Item></Half>
      </Section>
      <Section title={t('seaRate.section.prices')}>
        <Half><Form.Item name="currencycode" label={t('seaRate.currencycode')} rules={rules('currencycode')}><Input maxLength={3} /></Form.Item></Half>
        {prices.map((field) => (
          <Half key={field}><Form.Item name={field} label={t(`seaRate.${field}`)} rules={rules(field)}><InputNumber precision={2} style={{ width: '100%' }} /></Form.Item></Half>
        ))}
      </Section>
      <Section title={t('seaRate.surcharges')}>
        <Col span={24}><SurchargeList /></Col>
      </Section>
      <Section title={t('seaRate.section.remarks')}>
        {remarks.map((field) => (
          <Half key={field}><Form.Item name={field} label={t(`seaRate.${field}`)} rules={rules(field)}><Input.TextArea maxLength={2000} autoSize /></Form.Item></Half>
        ))}
        <Half><Form.Item name="contactnumber" label={t('seaRate.contactnumber')} rules={rules('contactnumber')}><Input maxLength={40} /></Form.Item></Half>
      </Section>
    </>
  );
}

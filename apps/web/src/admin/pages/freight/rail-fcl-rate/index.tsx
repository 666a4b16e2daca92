import { RailFclRateBody } from '@freight/domain';
import { Form, Input, InputNumber } from 'antd';
import { useTranslation } from 'react-i18next';
import { dictColumn, sortable, textColumn, useSchemaRules, type ListColumn } from '../../../components/list';
import { useDict } from '../../../components/useDict';
import { ReferenceScreen } from '../reference/ReferenceScreen';
import { fromToday } from '../reference/SailingFilters';
import { RailFilters, RailRateFields, railColumns, railRateDefaults } from '../rail-lcl-rate/railRate';
import { railFclRateApi, railFclRateImportApi, type RailFclRate } from './api';

const pickupAddresses = ['pickupctnaddress', 'englishpickupctnaddress', 'russianpickupctnaddress'] as const;

/** The FCL fields after the shared rail ones: the 40HQ prices (carrier-owned COC, shipper-owned SOC) and the pickup address in three languages. */
function RailFclFields() {
  const { t } = useTranslation('admin');
  const rules = useSchemaRules(RailFclRateBody);
  return (
    <>
      <Form.Item name="price20" label={t('railFclRate.price20')} required rules={rules('price20')}><InputNumber precision={2} style={{ width: 200 }} /></Form.Item>
      <Form.Item name="pricehc" label={t('railFclRate.pricehc')} required rules={rules('pricehc')}><InputNumber precision={2} style={{ width: 200 }} /></Form.Item>
      {pickupAddresses.map((field) => (
        <Form.Item key={field} name={field} label={t(`railFclRate.${field}`)} rules={rules(field)}><Input maxLength={200} /></Form.Item>
      ))}
    </>
  );
}

/** Rail FCL rates (铁路整箱运价): 40HQ COC and SOC prices per departure. */
export default function RailFclRatePage() {
  const { t } = useTranslation('admin');
  const { sys_normal_disable: statuses } = useDict('sys_normal_disable');
  const columns: ListColumn<RailFclRate>[] = [
    ...railColumns<RailFclRate>(t),
    textColumn('price20', t('railFclRate.price20'), sortable),
    textColumn('pricehc', t('railFclRate.pricehc'), sortable),
    textColumn('currencycode', t('seaRate.currencycode')),
    dictColumn('status', t('common.status'), statuses),
  ];
  return (
    <ReferenceScreen<RailFclRate, RailFclRateBody> area="freight:railFclRate" entity={t('railFclRate.entity')} idField="rwrateid" api={railFclRateApi}
      imports={railFclRateImportApi} columns={columns} defaults={railRateDefaults}
      form={<><RailRateFields schema={RailFclRateBody} /><RailFclFields /></>} filters={<RailFilters />} initialFilters={fromToday()} />
  );
}

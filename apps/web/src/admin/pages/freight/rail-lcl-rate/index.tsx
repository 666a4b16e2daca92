import { RailLclRateBody } from '@freight/domain';
import { useTranslation } from 'react-i18next';
import { dictColumn, textColumn, type ListColumn } from '../../../components/list';
import { useDict } from '../../../components/useDict';
import { ReferenceScreen } from '../reference/ReferenceScreen';
import { fromToday } from '../reference/SailingFilters';
import { railLclRateApi, railLclRateImportApi, type RailLclRate } from './api';
import { PriceList } from './PriceList';
import { RailFilters, RailRateFields, railColumns, railRateDefaults } from './railRate';

/** Rail LCL rates (铁路拼箱运价) with their price entries; the portal's rail search shows the first as the sales price. */
export default function RailLclRatePage() {
  const { t } = useTranslation('admin');
  const { sys_normal_disable: statuses } = useDict('sys_normal_disable');
  const columns: ListColumn<RailLclRate>[] = [
    ...railColumns<RailLclRate>(t),
    textColumn('salesprice', t('railLclRate.salesprice')),
    textColumn('currencycode', t('seaRate.currencycode')),
    dictColumn('status', t('common.status'), statuses),
  ];
  return (
    <ReferenceScreen<RailLclRate, RailLclRateBody> area="freight:railLclRate" entity={t('railLclRate.entity')} idField="rwlclrateid" api={railLclRateApi}
      imports={railLclRateImportApi} columns={columns} defaults={{ ...railRateDefaults, prices: [{ salesprice: 0, currencycode: 'USD', unit: 'CBM', sort: 0 }] }}
      form={<><RailRateFields schema={RailLclRateBody} /><PriceList /></>} filters={<RailFilters />} initialFilters={fromToday()} />
  );
}

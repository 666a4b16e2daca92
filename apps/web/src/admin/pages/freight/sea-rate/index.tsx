import { seaRateSortColumns, type SeaRateBody } from '@freight/domain';
import { useTranslation } from 'react-i18next';
import { dictColumn, DictFilter, sortable, textColumn, TextFilter, type ListColumn } from '../../../components/list';
import { useDict } from '../../../components/useDict';
import { ReferenceScreen } from '../reference/ReferenceScreen';
import { fromToday, SailingFilters } from '../reference/SailingFilters';
import { seaRateApi, seaRateImportApi, type SeaRate } from './api';
import { CarrierSheetButton } from './carrier-sheet/CarrierSheetButton';
import { SeaRateForm } from './SeaRateForm';

const shown = ['carriercode', 'portofloadingcode', 'finaldestination', 'carriertradelane', 'transferdirect', 'etddate', 'price20', 'price40', 'pricehc',
  'effectdate', 'expireddate'] as const;

/**
 * Sea FCL rates (海运整箱运价) with their surcharges, maintained and imported by staff (the template, or a carrier's own
 * sheet by its mapping); the portal's fclRate search shows them.
 */
export default function SeaRatePage() {
  const { t } = useTranslation('admin');
  const { sys_normal_disable: statuses } = useDict('sys_normal_disable');
  const columns: ListColumn<SeaRate>[] = [
    ...shown.map((field) => textColumn<SeaRate>(field, t(`seaRate.${field}`), seaRateSortColumns.some((c) => c === field) ? sortable : {})),
    dictColumn('status', t('common.status'), statuses),
  ];
  return (
    <ReferenceScreen<SeaRate, SeaRateBody> area="freight:seaRate" entity={t('seaRate.entity')} idField="fclrateid" api={seaRateApi}
      imports={seaRateImportApi} columns={columns} form={<SeaRateForm />} dialogWidth={960}
      defaults={{ space: 'Y', transferdirect: 'D', currencycode: 'USD', status: '0', surcharges: [] }}
      tools={(refresh) => <CarrierSheetButton onDone={refresh} />} initialFilters={fromToday()}
      filters={(
        <>
          <TextFilter name="carriercode" label={t('seaRate.carriercode')} />
          <TextFilter name="portofloadingcode" label={t('seaRate.portofloadingcode')} />
          <TextFilter name="finaldestination" label={t('seaRate.finaldestination')} />
          <TextFilter name="carriertradelane" label={t('seaRate.carriertradelane')} />
          <SailingFilters sailingLabel={t('seaRate.etddate')} />
          <DictFilter name="status" label={t('common.status')} dictType="sys_normal_disable" />
        </>
      )} />
  );
}

import type { TruckRateBody } from '@freight/domain';
import { useTranslation } from 'react-i18next';
import { dictColumn, DictFilter, textColumn, TextFilter, type ListColumn } from '../../../components/list';
import { useDict } from '../../../components/useDict';
import { ReferenceScreen } from '../reference/ReferenceScreen';
import { truckRateApi, truckRateImportApi, type TruckRate } from './api';
import { TruckRateForm } from './TruckRateForm';

/** Truck rates (拖车费): the pickup price from a region to a departure station. */
export default function TruckRatePage() {
  const { t } = useTranslation('admin');
  const { sys_normal_disable: statuses } = useDict('sys_normal_disable');
  const columns: ListColumn<TruckRate>[] = [
    textColumn('toarea', t('truckRate.toarea')),
    textColumn('portcode', t('truckRate.portcode')),
    textColumn('pricecbm', t('truckRate.pricecbm')),
    textColumn('pricehc', t('truckRate.pricehc')),
    textColumn('currencycode', t('truckRate.currencycode')),
    dictColumn('status', t('common.status'), statuses),
  ];
  return (
    <ReferenceScreen<TruckRate, TruckRateBody> area="freight:truckRate" entity={t('truckRate.entity')} idField="truckRateId" api={truckRateApi}
      imports={truckRateImportApi} columns={columns} form={<TruckRateForm />} defaults={{ pricecbm: 0, pricehc: 0, currencycode: 'CNY', status: '0' }}
      filters={(
        <>
          <TextFilter name="toarea" label={t('truckRate.toarea')} />
          <TextFilter name="portcode" label={t('truckRate.portcode')} />
          <DictFilter name="status" label={t('common.status')} dictType="sys_normal_disable" />
        </>
      )} />
  );
}

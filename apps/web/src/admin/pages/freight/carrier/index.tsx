import type { CarrierBody } from '@freight/domain';
import { Image } from 'antd';
import { useTranslation } from 'react-i18next';
import { dictColumn, DictFilter, textColumn, TextFilter, type ListColumn } from '../../../components/list';
import { useDict } from '../../../components/useDict';
import { ReferenceScreen } from '../reference/ReferenceScreen';
import { carrierApi, carrierImportApi, type Carrier } from './api';
import { CarrierForm } from './CarrierForm';

/** Carriers (船公司): disabling one takes its sea rates off the portal. */
export default function CarrierPage() {
  const { t } = useTranslation('admin');
  const { sys_normal_disable: statuses } = useDict('sys_normal_disable');
  const columns: ListColumn<Carrier>[] = [
    { key: 'logo', title: t('carrier.logo'), dataIndex: 'logo', align: 'center', width: 90, render: (logo: string) => (logo ? <Image src={logo} height={28} /> : null) },
    textColumn('carriercode', t('carrier.carriercode')),
    textColumn('carriername', t('carrier.carriername')),
    textColumn('localname', t('carrier.localname')),
    textColumn('contactnumber', t('carrier.contactnumber')),
    dictColumn('status', t('common.status'), statuses),
  ];
  return (
    <ReferenceScreen<Carrier, CarrierBody> area="freight:carrier" entity={t('carrier.entity')} idField="carrierId" api={carrierApi}
      imports={carrierImportApi} columns={columns} form={<CarrierForm />} defaults={{ status: '0' }}
      filters={(
        <>
          <TextFilter name="carriercode" label={t('carrier.carriercode')} />
          <TextFilter name="carriername" label={t('carrier.carriername')} />
          <DictFilter name="status" label={t('common.status')} dictType="sys_normal_disable" />
        </>
      )} />
  );
}

import type { PortBody } from '@freight/domain';
import { useTranslation } from 'react-i18next';
import { dictColumn, DictFilter, textColumn, TextFilter, type ListColumn } from '../../../components/list';
import { useDict } from '../../../components/useDict';
import { ModeFilter, useModeColumn, useYesNoColumn } from '../reference/fields';
import { ReferenceScreen } from '../reference/ReferenceScreen';
import { portApi, portImportApi, type Port } from './api';
import { PortForm } from './PortForm';

/** Ports and stations (港口站点): sea ports and rail stations with their lane and hot flag. */
export default function PortPage() {
  const { t } = useTranslation('admin');
  const { sys_normal_disable: statuses } = useDict('sys_normal_disable');
  const columns: ListColumn<Port>[] = [
    textColumn('portcode', t('port.portcode')),
    useModeColumn('moduletype'),
    textColumn('portname', t('port.portname')),
    textColumn('localname', t('port.localname')),
    textColumn('countryname', t('port.countryname')),
    textColumn('tradelanecode', t('port.tradelanecode')),
    useYesNoColumn('ishot', t('port.ishot')),
    useYesNoColumn('isborder', t('port.isborder')),
    dictColumn('status', t('common.status'), statuses),
  ];
  return (
    <ReferenceScreen<Port, PortBody> area="freight:port" entity={t('port.entity')} idField="portId" api={portApi} imports={portImportApi}
      columns={columns} form={<PortForm />} defaults={{ moduletype: 'ox', ishot: 'N', isborder: 'N', status: '0' }}
      filters={(
        <>
          <TextFilter name="portcode" label={t('port.portcode')} />
          <TextFilter name="portname" label={t('port.portname')} />
          <ModeFilter />
          <TextFilter name="tradelanecode" label={t('port.tradelanecode')} />
          <DictFilter name="ishot" label={t('port.ishot')} dictType="sys_yes_no" />
          <DictFilter name="status" label={t('common.status')} dictType="sys_normal_disable" />
        </>
      )} />
  );
}

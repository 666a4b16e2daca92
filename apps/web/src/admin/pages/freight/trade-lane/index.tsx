import type { TradeLaneBody } from '@freight/domain';
import { useTranslation } from 'react-i18next';
import { DictFilter, textColumn, TextFilter, type ListColumn } from '../../../components/list';
import { ModeFilter, useModeColumn, useYesNoColumn } from '../reference/fields';
import { ReferenceScreen } from '../reference/ReferenceScreen';
import { tradeLaneApi, tradeLaneImportApi, type TradeLane } from './api';
import { TradeLaneForm } from './TradeLaneForm';

/** Trade lanes (航线管理): switching a lane off takes its rates off the portal. */
export default function TradeLanePage() {
  const { t } = useTranslation('admin');
  const columns: ListColumn<TradeLane>[] = [
    textColumn('tradelanecode', t('tradeLane.tradelanecode')),
    useModeColumn('moduletype'),
    textColumn('tradelanename', t('tradeLane.tradelanename')),
    textColumn('englishname', t('tradeLane.englishname')),
    textColumn('russianname', t('tradeLane.russianname')),
    textColumn('sort', t('tradeLane.sort')),
    useYesNoColumn('isforbid', t('tradeLane.isforbid')),
  ];
  return (
    <ReferenceScreen<TradeLane, TradeLaneBody> area="freight:tradeLane" entity={t('tradeLane.entity')} idField="tradeLaneId" api={tradeLaneApi}
      imports={tradeLaneImportApi} columns={columns} form={<TradeLaneForm />} defaults={{ moduletype: 'ox', isforbid: 'N', sort: 0 }}
      filters={(
        <>
          <TextFilter name="tradelanecode" label={t('tradeLane.tradelanecode')} />
          <TextFilter name="tradelanename" label={t('tradeLane.tradelanename')} />
          <ModeFilter />
          <DictFilter name="isforbid" label={t('tradeLane.isforbid')} dictType="sys_yes_no" />
        </>
      )} />
  );
}

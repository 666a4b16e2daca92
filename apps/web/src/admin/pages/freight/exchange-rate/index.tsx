import type { ExchangeRateBody } from '@freight/domain';
import { useTranslation } from 'react-i18next';
import { textColumn, TextFilter, type ListColumn } from '../../../components/list';
import { ReferenceScreen } from '../reference/ReferenceScreen';
import { exchangeRateApi, exchangeRateImportApi, type ExchangeRate } from './api';
import { ExchangeRateForm } from './ExchangeRateForm';

/** Exchange rates (汇率管理): the portal header shows the latest rate of each pair by its effective date. */
export default function ExchangeRatePage() {
  const { t } = useTranslation('admin');
  const columns: ListColumn<ExchangeRate>[] = [
    textColumn('srccurrency', t('exchangeRate.srccurrency')),
    textColumn('destcurrency', t('exchangeRate.destcurrency')),
    textColumn('exchangerate', t('exchangeRate.exchangerate')),
    textColumn('fromdate', t('exchangeRate.fromdate')),
    textColumn('remark', t('common.remark')),
  ];
  return (
    <ReferenceScreen<ExchangeRate, ExchangeRateBody> area="freight:exchangeRate" entity={t('exchangeRate.entity')} idField="exchangeRateId"
      api={exchangeRateApi} imports={exchangeRateImportApi} columns={columns} form={<ExchangeRateForm />} defaults={{ srccurrency: 'CNY' }}
      filters={(
        <>
          <TextFilter name="srccurrency" label={t('exchangeRate.srccurrency')} />
          <TextFilter name="destcurrency" label={t('exchangeRate.destcurrency')} />
        </>
      )} />
  );
}

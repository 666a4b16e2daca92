import type { MarkupBody } from '@freight/domain';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dictColumn, DictFilter, textColumn, TextFilter, type ListColumn } from '../../../components/list';
import { usePermission } from '../../../components/usePermission';
import { useDict } from '../../../components/useDict';
import { ReferenceScreen } from '../reference/ReferenceScreen';
import { markupApi, markupImportApi, type Markup } from './api';
import { HistoryDialog } from './HistoryDialog';
import { MarkupForm } from './MarkupForm';
import { markupText, usePrecedence } from './options';
import { PreviewPanel } from './PreviewPanel';

/** Markup rules (加价规则): what each customer pays over buy, with their precedence, a preview and each rule's history. */
export default function MarkupPage() {
  const { t } = useTranslation('admin');
  const { hasPermission } = usePermission();
  const { sys_normal_disable: statuses } = useDict('sys_normal_disable');
  const precedence = usePrecedence();
  const [history, setHistory] = useState<number | null>(null);
  const any = (value: string) => value || t('markup.any');
  const columns: ListColumn<Markup>[] = [
    textColumn('markupId', t('markup.markupId')),
    { key: 'audience', title: t('markup.audience'), render: (_, r) => r.customerName ?? (r.customergroup ? `${t('markup.audience.group')} ${r.customergroup}` : t('markup.audience.everyone')) },
    { key: 'kind', title: t('markup.kind'), dataIndex: 'kind', render: (kind: string) => t(`markup.kind.${kind}`) },
    { key: 'lane', title: `${t('markup.portofloadingcode')} → ${t('markup.destinationcode')}`, render: (_, r) => `${any(r.portofloadingcode)} → ${any(r.destinationcode)}` },
    { key: 'scope', title: `${t('markup.carriercode')} / ${t('markup.tradelanecode')} / ${t('markup.boxtype')}`, render: (_, r) => [r.carriercode, r.tradelanecode, r.boxtype].map(any).join(' / ') },
    { key: 'valid', title: `${t('markup.validfrom')} – ${t('markup.validto')}`, render: (_, r) => `${r.validfrom} – ${r.validto}` },
    { key: 'value', title: t('markup.value'), render: (_, r) => `${markupText(r)}${r.additional === 'Y' ? ` + ${t('markup.additional')}` : ''}` },
    { key: 'precedence', title: t('markup.precedence'), render: (_, r) => precedence(r) },
    dictColumn('status', t('common.status'), statuses),
  ];
  return (
    <>
      {hasPermission('freight:markup:query') && <PreviewPanel />}
      <ReferenceScreen<Markup, MarkupBody> area="freight:markup" entity={t('markup.entity')} idField="markupId" api={markupApi}
        imports={markupImportApi} columns={columns} form={<MarkupForm />}
        defaults={{ kind: 'sea', method: 'percent', currencycode: 'USD', additional: 'N', status: '0' }}
        rowLinks={(row) => (hasPermission('freight:markup:query')
          ? <Button type="link" size="small" onClick={() => setHistory(row.markupId)}>{t('markup.history')}</Button> : null)}
        filters={(
          <>
            <TextFilter name="customergroup" label={t('markup.customergroup')} />
            <TextFilter name="portofloadingcode" label={t('markup.portofloadingcode')} />
            <TextFilter name="destinationcode" label={t('markup.destinationcode')} />
            <TextFilter name="carriercode" label={t('markup.carriercode')} />
            <DictFilter name="status" label={t('common.status')} dictType="sys_normal_disable" />
          </>
        )} />
      <HistoryDialog markupId={history} onClose={() => setHistory(null)} />
    </>
  );
}

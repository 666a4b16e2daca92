import { Modal, Table } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../format';
import { markupHistory, type MarkupChange } from './api';

/** Columns a change is not about (every change moves them). */
const bookkeeping = new Set(['version', 'update_by', 'update_time', 'create_time']);

/** The fields a change altered, "field: before → after" (all of them for an addition or deletion). */
function changes(change: MarkupChange): string[] {
  const keys = Object.keys(change.after ?? change.before ?? {}).filter((k) => !bookkeeping.has(k));
  const text = (v: unknown) => (v === null || v === undefined || v === '' ? '—' : String(v));
  return keys.filter((k) => change.before?.[k] !== change.after?.[k])
    .map((k) => `${k}: ${change.before ? text(change.before[k]) : ''}${change.before && change.after ? ' → ' : ''}${change.after ? text(change.after[k]) : ''}`);
}

/** Every change of one rule: who, when, the version it made and what changed. */
export function HistoryDialog({ markupId, onClose }: { markupId: number | null; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const { data = [], isFetching } = useQuery({ queryKey: ['markup-history', markupId], queryFn: () => markupHistory(markupId!), enabled: markupId !== null });
  const columns = [
    { key: 'version', title: t('markup.history.version'), dataIndex: 'version', width: 70 },
    { key: 'action', title: t('common.actions'), render: (_: unknown, c: MarkupChange) => t(`markup.history.action.${c.action}`), width: 80 },
    { key: 'changedBy', title: t('markup.history.by'), dataIndex: 'changedBy', width: 100 },
    { key: 'changedAt', title: t('markup.history.at'), render: (_: unknown, c: MarkupChange) => formatDateTime(c.changedAt), width: 170 },
    { key: 'changes', title: t('markup.history.changes'), render: (_: unknown, c: MarkupChange) => changes(c).map((line) => <div key={line}>{line}</div>) },
  ];
  return (
    <Modal open={markupId !== null} title={`${t('markup.history')} #${markupId ?? ''}`} onCancel={onClose} footer={null} width={900} destroyOnHidden>
      <Table size="small" rowKey="historyId" loading={isFetching} pagination={false} columns={columns} dataSource={data} scroll={{ y: 480 }} />
    </Modal>
  );
}

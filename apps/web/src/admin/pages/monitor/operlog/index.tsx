import { Descriptions, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DateRangeField, dateTimeColumn, dictColumn, DictFilter, ListTable, ListToolbar, Pagination, RowActions, SearchForm, TextFilter,
  textColumn, useDeleteAction, useListScreen, type ListColumn,
} from '../../../components/list';
import { DictTag } from '../../../components/DictTag';
import { useDict } from '../../../components/useDict';
import { formatDateTime } from '../../../format';
import { CleanButton } from '../CleanButton';
import { DetailButton } from '../DetailButton';
import { operlogApi, type OperLog } from '../logApi';

const jsonStyle = { margin: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-all' } as const;
const permissions = { remove: 'monitor:operlog:remove', export: 'monitor:operlog:export' };

/** Operation log (操作日志): filters, list, details, delete, clean, export. */
export default function OperlogPage() {
  const { t } = useTranslation('admin');
  const { sys_oper_type: types, sys_common_status: statuses } = useDict('sys_oper_type', 'sys_common_status');
  const [detail, setDetail] = useState<OperLog>();
  const remove = useDeleteAction({ label: t('operlog.operId'), remove: operlogApi.remove, onDone: () => list.refresh() });
  const columns: ListColumn<OperLog>[] = [
    textColumn('operId', t('operlog.operId')),
    textColumn('title', t('operlog.title')),
    { key: 'businessType', title: t('operlog.businessType'), align: 'center', render: (_, row) => <DictTag options={types} value={String(row.businessType)} /> },
    textColumn('operName', t('operlog.operName')),
    textColumn('operIp', t('operlog.operIp')),
    dictColumn('status', t('operlog.status'), statuses),
    dateTimeColumn('operTime', t('operlog.operTime')),
    { key: 'costTime', title: t('operlog.costTime'), align: 'center', render: (_, row) => t('operlog.costMs', { ms: row.costTime }) },
    {
      key: 'actions', title: t('common.actions'), align: 'center', hideable: false,
      render: (_, row) => (
        <RowActions removePermission={permissions.remove} onDelete={() => remove([row.operId])}>
          <DetailButton permission="monitor:operlog:query" onClick={() => setDetail(row)} />
        </RowActions>
      ),
    },
  ];
  const list = useListScreen<OperLog>({ key: 'operlogs', fetch: operlogApi.list, rowKey: 'operId', columns, recent: true });

  return (
    <div className="list-screen">
      <SearchForm {...list.searchProps}>
        <TextFilter name="operIp" label={t('operlog.operIp')} />
        <TextFilter name="title" label={t('operlog.title')} />
        <TextFilter name="operName" label={t('operlog.operName')} />
        <DictFilter name="businessType" label={t('operlog.businessType')} dictType="sys_oper_type" />
        <DictFilter name="status" label={t('operlog.status')} dictType="sys_common_status" />
        <DateRangeField label={t('operlog.operTime')} />
      </SearchForm>
      <ListToolbar {...list.toolbarProps} permissions={permissions}
        onDelete={() => remove(list.selection.ids)} onExport={() => void operlogApi.exportFile(list.query.params)}
        extra={<CleanButton permission={permissions.remove} name={t('operlog.sheet')} clean={operlogApi.clean} onDone={() => list.refresh()} />} />
      <ListTable {...list.tableProps} />
      <Pagination {...list.paginationProps} />
      <Modal open={detail !== undefined} title={t('operlog.detail')} width={800} footer={null} onCancel={() => setDetail(undefined)}>
        {detail ? (
          <Descriptions column={2} size="small" bordered>
            <Descriptions.Item label={t('operlog.title')}>{detail.title} / <DictTag options={types} value={String(detail.businessType)} /></Descriptions.Item>
            <Descriptions.Item label={t('operlog.operName')}>{detail.operName} / {detail.operIp}</Descriptions.Item>
            <Descriptions.Item label={t('operlog.operUrl')}>{detail.requestMethod} {detail.operUrl}</Descriptions.Item>
            <Descriptions.Item label={t('operlog.method')}>{detail.method}</Descriptions.Item>
            <Descriptions.Item label={t('operlog.operParam')} span={2}><pre style={jsonStyle}>{detail.operParam}</pre></Descriptions.Item>
            <Descriptions.Item label={t('operlog.jsonResult')} span={2}><pre style={jsonStyle}>{detail.jsonResult}</pre></Descriptions.Item>
            <Descriptions.Item label={t('operlog.status')}><DictTag options={statuses} value={detail.status} /></Descriptions.Item>
            <Descriptions.Item label={t('operlog.costTime')}>{t('operlog.costMs', { ms: detail.costTime })}</Descriptions.Item>
            <Descriptions.Item label={t('operlog.operTime')}>{formatDateTime(detail.operTime)}</Descriptions.Item>
            {detail.status === 1 ? <Descriptions.Item label={t('operlog.errorMsg')}>{detail.errorMsg}</Descriptions.Item> : null}
          </Descriptions>
        ) : null}
      </Modal>
    </div>
  );
}

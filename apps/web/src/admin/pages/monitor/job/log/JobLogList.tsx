import { CloseOutlined } from '@ant-design/icons';
import { Button, Descriptions, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DateRangeField, dateTimeColumn, dictColumn, DictFilter, ListTable, ListToolbar, Pagination, RowActions, SearchForm, TextFilter,
  textColumn, useDeleteAction, useListScreen, type ListColumn,
} from '../../../../components/list';
import { DictTag } from '../../../../components/DictTag';
import { useDict } from '../../../../components/useDict';
import { formatDateTime } from '../../../../format';
import { useCloseTab } from '../../../../layout/tags-view/useCloseTab';
import { CleanButton } from '../../CleanButton';
import { DetailButton } from '../../DetailButton';
import { jobLogApi, type JobLog } from '../api';

const permissions = { remove: 'monitor:job:remove', export: 'monitor:job:export' };
const preStyle = { margin: 0, whiteSpace: 'pre-wrap', wordBreak: 'break-all', maxHeight: 240, overflow: 'auto' } as const;

/** The job log (调度日志): filters, list, details, delete selected, clean all, export, close back to the job list. */
export function JobLogList({ initialValues }: { initialValues: Record<string, unknown> }) {
  const { t } = useTranslation('admin');
  const closeTab = useCloseTab();
  const { sys_job_group: groups, sys_common_status: statuses } = useDict('sys_job_group', 'sys_common_status');
  const [detail, setDetail] = useState<JobLog>();
  const remove = useDeleteAction({ label: t('jobLog.jobLogIdLabel'), remove: jobLogApi.remove, onDone: () => list.refresh() });
  const columns: ListColumn<JobLog>[] = [
    textColumn('jobLogId', t('jobLog.jobLogId')),
    textColumn('jobName', t('job.jobName')),
    dictColumn('jobGroup', t('job.jobGroup'), groups),
    textColumn('invokeTarget', t('job.invokeTarget')),
    textColumn('jobMessage', t('jobLog.jobMessage')),
    dictColumn('status', t('jobLog.status'), statuses),
    dateTimeColumn('createTime', t('jobLog.createTime')),
    {
      key: 'actions', title: t('common.actions'), align: 'center', hideable: false,
      render: (_, row) => (
        <RowActions>
          <DetailButton permission="monitor:job:query" onClick={() => setDetail(row)} />
        </RowActions>
      ),
    },
  ];
  const list = useListScreen<JobLog>({ key: 'job-logs', fetch: jobLogApi.list, rowKey: 'jobLogId', columns, initialValues, recent: true });

  return (
    <div className="list-screen">
      <SearchForm {...list.searchProps}>
        <TextFilter name="jobName" label={t('job.jobName')} />
        <DictFilter name="jobGroup" label={t('job.jobGroup')} dictType="sys_job_group" />
        <DictFilter name="status" label={t('jobLog.status')} dictType="sys_common_status" />
        <DateRangeField label={t('jobLog.createTime')} />
      </SearchForm>
      <ListToolbar {...list.toolbarProps} permissions={permissions}
        onDelete={() => remove(list.selection.ids)} onExport={() => void jobLogApi.exportFile(list.query.params)}
        extra={(
          <>
            <CleanButton permission={permissions.remove} name={t('jobLog.sheet')} clean={jobLogApi.clean} onDone={() => list.refresh()} />
            <Button icon={<CloseOutlined />} onClick={() => closeTab('/monitor/job')}>{t('list.close')}</Button>
          </>
        )} />
      <ListTable {...list.tableProps} />
      <Pagination {...list.paginationProps} />
      <Modal open={detail !== undefined} title={t('jobLog.detail')} width={760} footer={null} onCancel={() => setDetail(undefined)}>
        {detail ? (
          <Descriptions column={2} size="small" bordered>
            <Descriptions.Item label={t('jobLog.jobLogId')}>{detail.jobLogId}</Descriptions.Item>
            <Descriptions.Item label={t('job.jobName')}>{detail.jobName}</Descriptions.Item>
            <Descriptions.Item label={t('job.jobGroup')}><DictTag options={groups} value={detail.jobGroup} /></Descriptions.Item>
            <Descriptions.Item label={t('jobLog.createTime')}>{formatDateTime(detail.createTime)}</Descriptions.Item>
            <Descriptions.Item label={t('job.invokeTarget')} span={2}>{detail.invokeTarget}</Descriptions.Item>
            <Descriptions.Item label={t('jobLog.jobMessage')} span={2}>{detail.jobMessage}</Descriptions.Item>
            <Descriptions.Item label={t('jobLog.status')}><DictTag options={statuses} value={detail.status} /></Descriptions.Item>
            <Descriptions.Item label={t('jobLog.durationMs')}>{detail.durationMs}</Descriptions.Item>
            {detail.status === '1' && detail.exceptionInfo ? (
              <Descriptions.Item label={t('jobLog.exceptionInfo')} span={2}><pre style={preStyle}>{detail.exceptionInfo}</pre></Descriptions.Item>
            ) : null}
          </Descriptions>
        ) : null}
      </Modal>
    </div>
  );
}

import { CaretRightOutlined, EyeOutlined, ScheduleOutlined } from '@ant-design/icons';
import { App, Button, Descriptions, Modal, Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  dictColumn, DictFilter, EditDialog, ListTable, ListToolbar, Pagination, RowActions, SearchForm, TextFilter, textColumn,
  useDeleteAction, useEditDialog, useListScreen, type ListColumn,
} from '../../../components/list';
import { DictTag } from '../../../components/DictTag';
import { useDict } from '../../../components/useDict';
import { usePermission } from '../../../components/usePermission';
import { formatDateTime } from '../../../format';
import { jobApi, type Job } from './api';
import { JobForm } from './JobForm';

const permissions = {
  add: 'monitor:job:add', edit: 'monitor:job:edit', remove: 'monitor:job:remove', export: 'monitor:job:export',
  query: 'monitor:job:query', changeStatus: 'monitor:job:changeStatus',
};

/** Scheduled jobs (定时任务): filters, list, status switch, run once, details, job log, add / edit, delete, export. */
export default function JobPage() {
  const { t } = useTranslation('admin');
  const { modal, message } = App.useApp();
  const navigate = useNavigate();
  const { hasPermission } = usePermission();
  const { sys_job_group: groups, sys_job_status: statuses } = useDict('sys_job_group', 'sys_job_status');
  const [detail, setDetail] = useState<Job>();
  const remove = useDeleteAction({ label: t('job.jobId'), remove: jobApi.remove, onDone: () => list.refresh() });
  const dialog = useEditDialog({
    entity: t('job.entity'), idField: 'jobId', load: jobApi.get, add: jobApi.add, update: jobApi.update,
    defaults: { jobGroup: 'DEFAULT', misfirePolicy: '3', concurrent: '1', status: '0' }, onSaved: () => list.refresh(),
  });

  const confirm = (content: string, act: () => Promise<unknown>, done: string) => modal.confirm({
    title: t('dialog.title'), content, okText: t('common.confirm'), cancelText: t('common.cancel'),
    onOk: async () => {
      try {
        await act();
      } catch {
        return;
      }
      void message.success(done);
      list.refresh();
    },
  });
  const switchStatus = (job: Job, on: boolean) => {
    const action = t(on ? 'job.resume' : 'job.pause');
    confirm(t('job.statusConfirm', { action, name: job.jobName }), () => jobApi.changeStatus(job.jobId, on ? '0' : '1'), t('list.updated'));
  };
  const runOnce = (job: Job) => confirm(t('job.runConfirm', { name: job.jobName }), () => jobApi.run(job.jobId, job.jobGroup), t('job.runDone'));
  const openLog = (jobId: number) => void navigate(`/monitor/job-log/index/${jobId}`);
  const misfire = (value: string) => t(`job.misfire.${value}`);
  const concurrent = (value: string) => t(`job.concurrent.${value}`);

  const columns: ListColumn<Job>[] = [
    textColumn('jobId', t('job.jobId')),
    textColumn('jobName', t('job.jobName')),
    dictColumn('jobGroup', t('job.jobGroup'), groups),
    textColumn('invokeTarget', t('job.invokeTarget')),
    textColumn('cronExpression', t('job.cronExpression')),
    {
      key: 'status', title: t('job.status'), dataIndex: 'status', align: 'center',
      render: (status: string, job) => (
        <Switch size="small" checked={status === '0'} aria-label={`${t('job.status')} ${job.jobName}`}
          disabled={!hasPermission(permissions.changeStatus)} onChange={(on) => switchStatus(job, on)} />
      ),
    },
    {
      key: 'actions', title: t('common.actions'), align: 'center', hideable: false,
      render: (_, job) => (
        <RowActions editPermission={permissions.edit} removePermission={permissions.remove}
          onEdit={() => dialog.openEdit(job.jobId)} onDelete={() => remove([job.jobId])}>
          {hasPermission(permissions.changeStatus) && (
            <Button type="link" size="small" icon={<CaretRightOutlined />} onClick={() => runOnce(job)}>{t('job.run')}</Button>
          )}
          {hasPermission(permissions.query) && (
            <Button type="link" size="small" icon={<EyeOutlined />} onClick={() => setDetail(job)}>{t('log.detailButton')}</Button>
          )}
          <Button type="link" size="small" icon={<ScheduleOutlined />} onClick={() => openLog(job.jobId)}>{t('job.log')}</Button>
        </RowActions>
      ),
    },
  ];
  const list = useListScreen<Job>({ key: 'jobs', fetch: jobApi.list, rowKey: 'jobId', columns });

  return (
    <div className="list-screen">
      <SearchForm {...list.searchProps}>
        <TextFilter name="jobName" label={t('job.jobName')} />
        <DictFilter name="jobGroup" label={t('job.jobGroup')} dictType="sys_job_group" />
        <DictFilter name="status" label={t('job.status')} dictType="sys_job_status" />
      </SearchForm>
      <ListToolbar {...list.toolbarProps} permissions={permissions}
        onAdd={() => dialog.openAdd()} onEdit={() => dialog.openEdit(list.selection.ids[0]!)}
        onDelete={() => remove(list.selection.ids)} onExport={() => void jobApi.exportFile(list.query.params)}
        extra={<Button icon={<ScheduleOutlined />} onClick={() => openLog(0)}>{t('job.log')}</Button>} />
      <ListTable {...list.tableProps} />
      <Pagination {...list.paginationProps} />
      <EditDialog {...dialog.dialogProps} width={720}>
        <JobForm />
      </EditDialog>
      <Modal open={detail !== undefined} title={t('job.detail')} width={760} footer={null} onCancel={() => setDetail(undefined)}>
        {detail ? (
          <Descriptions column={2} size="small" bordered>
            <Descriptions.Item label={t('job.jobId')}>{detail.jobId}</Descriptions.Item>
            <Descriptions.Item label={t('job.jobGroup')}><DictTag options={groups} value={detail.jobGroup} /></Descriptions.Item>
            <Descriptions.Item label={t('job.jobName')}>{detail.jobName}</Descriptions.Item>
            <Descriptions.Item label={t('common.createTime')}>{formatDateTime(detail.createTime)}</Descriptions.Item>
            <Descriptions.Item label={t('job.cronExpression')}>{detail.cronExpression}</Descriptions.Item>
            <Descriptions.Item label={t('job.status')}><DictTag options={statuses} value={detail.status} /></Descriptions.Item>
            <Descriptions.Item label={t('job.invokeTarget')} span={2}>{detail.invokeTarget}</Descriptions.Item>
            <Descriptions.Item label={t('job.misfirePolicy')}>{misfire(detail.misfirePolicy)}</Descriptions.Item>
            <Descriptions.Item label={t('job.concurrent')}>{concurrent(detail.concurrent)}</Descriptions.Item>
            <Descriptions.Item label={t('common.remark')} span={2}>{detail.remark}</Descriptions.Item>
          </Descriptions>
        ) : null}
      </Modal>
    </div>
  );
}

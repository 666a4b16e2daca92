import { UnlockOutlined } from '@ant-design/icons';
import { App, Button, Descriptions, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DateRangeField, dateTimeColumn, dictColumn, DictFilter, ListTable, ListToolbar, Pagination, RowActions, SearchForm, TextFilter,
  textColumn, useDeleteAction, useListScreen, type ListColumn,
} from '../../../components/list';
import { usePermission } from '../../../components/usePermission';
import { DictTag } from '../../../components/DictTag';
import { useDict } from '../../../components/useDict';
import { formatDateTime } from '../../../format';
import { CleanButton } from '../CleanButton';
import { DetailButton } from '../DetailButton';
import { logininforApi, type LoginLog } from '../logApi';

const permissions = { remove: 'monitor:logininfor:remove', export: 'monitor:logininfor:export' };

/** Login log (登录日志): filters, list, details, delete, clean, unlock the selected account name, export. */
export default function LogininforPage() {
  const { t } = useTranslation('admin');
  const { modal, message } = App.useApp();
  const { hasPermission } = usePermission();
  const { sys_common_status: statuses } = useDict('sys_common_status');
  const [detail, setDetail] = useState<LoginLog>();
  const remove = useDeleteAction({ label: t('logininfor.infoId'), remove: logininforApi.remove, onDone: () => list.refresh() });
  const columns: ListColumn<LoginLog>[] = [
    textColumn('infoId', t('logininfor.infoId')),
    textColumn('userName', t('logininfor.userName')),
    textColumn('ipaddr', t('logininfor.ipaddr')),
    textColumn('loginLocation', t('logininfor.loginLocation')),
    textColumn('os', t('logininfor.os')),
    textColumn('browser', t('logininfor.browser')),
    dictColumn('status', t('logininfor.status'), statuses),
    textColumn('msg', t('logininfor.msg')),
    dateTimeColumn('loginTime', t('logininfor.loginTime')),
    {
      key: 'actions', title: t('common.actions'), align: 'center', hideable: false,
      render: (_, row) => (
        <RowActions removePermission={permissions.remove} onDelete={() => remove([row.infoId])}>
          <DetailButton permission="monitor:logininfor:query" onClick={() => setDetail(row)} />
        </RowActions>
      ),
    },
  ];
  const list = useListScreen<LoginLog>({ key: 'logininfor', fetch: logininforApi.list, rowKey: 'infoId', columns, recent: true });
  const selectedRows = list.query.rows.filter((row) => list.selection.ids.includes(row.infoId));

  const unlock = () => {
    const userName = selectedRows[0]?.userName;
    if (!userName) return;
    modal.confirm({
      title: t('dialog.title'),
      content: t('logininfor.unlockConfirm', { name: userName }),
      okText: t('common.confirm'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        try {
          await logininforApi.unlock(userName);
        } catch {
          return;
        }
        void message.success(t('logininfor.unlocked', { name: userName }));
      },
    });
  };

  return (
    <div className="list-screen">
      <SearchForm {...list.searchProps}>
        <TextFilter name="ipaddr" label={t('logininfor.ipaddr')} />
        <TextFilter name="userName" label={t('logininfor.userName')} />
        <DictFilter name="status" label={t('logininfor.status')} dictType="sys_common_status" />
        <DateRangeField label={t('logininfor.loginTime')} />
      </SearchForm>
      <ListToolbar {...list.toolbarProps} permissions={permissions}
        onDelete={() => remove(list.selection.ids)} onExport={() => void logininforApi.exportFile(list.query.params)}
        extra={(
          <>
            <CleanButton permission={permissions.remove} name={t('logininfor.sheet')} clean={logininforApi.clean} onDone={() => list.refresh()} />
            {hasPermission('monitor:logininfor:unlock') && (
              <Button color="primary" variant="outlined" icon={<UnlockOutlined />} disabled={list.selection.ids.length !== 1} onClick={unlock}>
                {t('logininfor.unlock')}
              </Button>
            )}
          </>
        )} />
      <ListTable {...list.tableProps} />
      <Pagination {...list.paginationProps} />
      <Modal open={detail !== undefined} title={t('logininfor.detail')} width={700} footer={null} onCancel={() => setDetail(undefined)}>
        {detail ? (
          <Descriptions column={2} size="small" bordered>
            <Descriptions.Item label={t('logininfor.infoId')}>{detail.infoId}</Descriptions.Item>
            <Descriptions.Item label={t('logininfor.userName')}>{detail.userName}</Descriptions.Item>
            <Descriptions.Item label={t('logininfor.ipaddr')}>{detail.ipaddr}</Descriptions.Item>
            <Descriptions.Item label={t('logininfor.loginLocation')}>{detail.loginLocation}</Descriptions.Item>
            <Descriptions.Item label={t('logininfor.browser')}>{detail.browser}</Descriptions.Item>
            <Descriptions.Item label={t('logininfor.os')}>{detail.os}</Descriptions.Item>
            <Descriptions.Item label={t('logininfor.status')}><DictTag options={statuses} value={detail.status} /></Descriptions.Item>
            <Descriptions.Item label={t('logininfor.loginTime')}>{formatDateTime(detail.loginTime)}</Descriptions.Item>
            <Descriptions.Item label={t('logininfor.msg')} span={2}>{detail.msg}</Descriptions.Item>
          </Descriptions>
        ) : null}
      </Modal>
    </div>
  );
}

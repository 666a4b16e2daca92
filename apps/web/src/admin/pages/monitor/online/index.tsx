import { LogoutOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { ListTable, ListToolbar, Pagination, SearchForm, TextFilter, textColumn, useListScreen, type ListColumn } from '../../../components/list';
import { usePermission } from '../../../components/usePermission';
import { TimeAge } from '../../../components/TimeAge';
import { onlineApi, type OnlineSession } from '../logApi';

/** Online users (在线用户): filters by address and user name, forced logout with confirmation. */
export default function OnlinePage() {
  const { t } = useTranslation('admin');
  const { modal, message } = App.useApp();
  const { hasPermission } = usePermission();

  const forceLogout = (session: OnlineSession) => modal.confirm({
    title: t('dialog.title'),
    content: t('online.forceConfirm', { name: session.userName }),
    okText: t('common.confirm'),
    cancelText: t('common.cancel'),
    onOk: async () => {
      try {
        await onlineApi.forceLogout(session.tokenId);
      } catch {
        return;
      }
      void message.success(t('online.forced'));
      list.refresh();
    },
  });

  const columns: ListColumn<OnlineSession>[] = [
    textColumn('tokenId', t('online.tokenId')),
    textColumn('userName', t('logininfor.userName')),
    textColumn('deptName', t('operlog.deptName')),
    textColumn('ipaddr', t('logininfor.ipaddr')),
    textColumn('browser', t('logininfor.browser')),
    textColumn('os', t('logininfor.os')),
    { key: 'loginTime', title: t('logininfor.loginTime'), align: 'center', render: (_, row) => <TimeAge value={row.loginTime} /> },
    {
      key: 'actions', title: t('common.actions'), align: 'center', hideable: false,
      render: (_, row) => hasPermission('monitor:online:forceLogout') && (
        <Button type="link" size="small" icon={<LogoutOutlined />} onClick={() => forceLogout(row)}>{t('online.forceLogout')}</Button>
      ),
    },
  ];
  const list = useListScreen<OnlineSession>({ key: 'online', fetch: onlineApi.list, rowKey: 'tokenId', columns });

  return (
    <div className="list-screen">
      <SearchForm {...list.searchProps}>
        <TextFilter name="ipaddr" label={t('logininfor.ipaddr')} />
        <TextFilter name="userName" label={t('logininfor.userName')} />
      </SearchForm>
      <ListToolbar {...list.toolbarProps} permissions={{}} />
      <ListTable {...list.tableProps} rowSelection={undefined} />
      <Pagination {...list.paginationProps} />
    </div>
  );
}

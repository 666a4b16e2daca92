import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  dateTimeColumn, dictColumn, DictFilter, EditDialog, ListTable, ListToolbar, Pagination, RowActions, SearchForm, TextFilter,
  textColumn, useDeleteAction, useEditDialog, useListScreen, type ListColumn,
} from '../../../components/list';
import { useDict } from '../../../components/useDict';
import { noticeApi, noticeInboxKey, type Notice } from './api';
import { NoticeForm } from './NoticeForm';

const permissions = { add: 'system:notice:add', edit: 'system:notice:edit', remove: 'system:notice:remove' };

/** Notices (通知公告): filters, list, rich-text dialog, delete. */
export default function NoticePage() {
  const { t } = useTranslation('admin');
  const { sys_notice_type: types, sys_notice_status: statuses } = useDict('sys_notice_type', 'sys_notice_status');
  const queryClient = useQueryClient();
  // The list and the navbar bell both show notices: a change refreshes both, the bell without waiting for its poll.
  const changed = () => {
    list.refresh();
    void queryClient.invalidateQueries({ queryKey: noticeInboxKey });
  };
  const remove = useDeleteAction({ label: t('notice.noticeId'), remove: noticeApi.remove, onDone: changed });
  const dialog = useEditDialog({
    entity: t('notice.entity'), idField: 'noticeId', load: noticeApi.get, add: noticeApi.add, update: noticeApi.update,
    defaults: { status: '0', noticeType: '1' }, onSaved: changed,
  });
  const columns: ListColumn<Notice>[] = [
    textColumn('noticeId', t('notice.noticeId')),
    textColumn('noticeTitle', t('notice.noticeTitle')),
    dictColumn('noticeType', t('notice.noticeType'), types),
    dictColumn('status', t('notice.status'), statuses),
    textColumn('createBy', t('notice.createBy')),
    dateTimeColumn('createTime', t('notice.createTime')),
    {
      key: 'actions', title: t('common.actions'), align: 'center', hideable: false,
      render: (_, notice) => (
        <RowActions editPermission={permissions.edit} removePermission={permissions.remove}
          onEdit={() => dialog.openEdit(notice.noticeId)} onDelete={() => remove([notice.noticeId])} />
      ),
    },
  ];
  const list = useListScreen<Notice>({ key: 'notices', fetch: noticeApi.list, rowKey: 'noticeId', columns });

  return (
    <div className="list-screen">
      <SearchForm {...list.searchProps}>
        <TextFilter name="noticeTitle" label={t('notice.noticeTitle')} />
        <TextFilter name="createBy" label={t('notice.createBy')} />
        <DictFilter name="noticeType" label={t('notice.noticeType')} dictType="sys_notice_type" />
      </SearchForm>
      <ListToolbar {...list.toolbarProps} permissions={permissions}
        onAdd={() => dialog.openAdd()} onEdit={() => dialog.openEdit(list.selection.ids[0]!)} onDelete={() => remove(list.selection.ids)} />
      <ListTable {...list.tableProps} />
      <Pagination {...list.paginationProps} />
      <EditDialog {...dialog.dialogProps} width={780}>
        <NoticeForm />
      </EditDialog>
    </div>
  );
}

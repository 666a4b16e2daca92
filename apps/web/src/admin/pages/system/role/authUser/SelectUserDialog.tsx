import { App, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  dateTimeColumn, dictColumn, ListTable, Pagination, SearchForm, TextFilter, textColumn, useListScreen, type ListColumn,
} from '../../../../components/list';
import { useDict } from '../../../../components/useDict';
import { roleApi, type AuthUser } from '../api';

/** Users without the role, to add: several may be ticked; none ticked says "please select users to assign". */
export function SelectUserDialog({ roleId, open, onClose, onDone }: { roleId: number; open: boolean; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation('admin');
  const { message } = App.useApp();
  const { sys_normal_disable: statuses } = useDict('sys_normal_disable');
  const [saving, setSaving] = useState(false);
  const columns: ListColumn<AuthUser>[] = [
    textColumn('userName', t('user.userName')),
    textColumn('nickName', t('user.nickName')),
    textColumn('email', t('user.email')),
    textColumn('phonenumber', t('user.phonenumber')),
    dictColumn('status', t('common.status'), statuses),
    dateTimeColumn('createTime', t('common.createTime')),
  ];
  const list = useListScreen<AuthUser>({
    key: `role-unallocated-${roleId}`, fetch: (params) => roleApi.unallocatedList({ ...params, roleId }), rowKey: 'userId', columns, enabled: open,
  });
  const save = async () => {
    const ids = list.selection.ids;
    if (!ids.length) {
      void message.error(t('role.noUserSelected'));
      return;
    }
    setSaving(true);
    try {
      const reply = await roleApi.selectAll(roleId, ids);
      void message.success(reply.msg ?? t('user.authorised'));
      list.selection.clear();
      onDone();
    } catch {
      // The request client has shown the refusal.
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal open={open} title={t('role.selectUsers')} width={800} onCancel={onClose} onOk={() => void save()} confirmLoading={saving}
      okText={t('common.confirm')} cancelText={t('common.cancel')} destroyOnHidden>
      <SearchForm {...list.searchProps}>
        <TextFilter name="userName" label={t('user.userName')} />
        <TextFilter name="phonenumber" label={t('user.phonenumber')} />
      </SearchForm>
      <ListTable {...list.tableProps} />
      <Pagination {...list.paginationProps} />
    </Modal>
  );
}

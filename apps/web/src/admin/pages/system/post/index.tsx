import { useTranslation } from 'react-i18next';
import {
  dateTimeColumn, dictColumn, DictFilter, EditDialog, ListTable, ListToolbar, Pagination, RowActions, SearchForm, TextFilter, textColumn,
  useDeleteAction, useEditDialog, useListScreen, type ListColumn,
} from '../../../components/list';
import { useDict } from '../../../components/useDict';
import { postApi, type Post } from './api';
import { PostForm } from './PostForm';

const permissions = { add: 'system:post:add', edit: 'system:post:edit', remove: 'system:post:remove', export: 'system:post:export' };

/** Posts (岗位管理): filters, list, add / edit dialog, delete, export. */
export default function PostPage() {
  const { t } = useTranslation('admin');
  const { sys_normal_disable: statuses } = useDict('sys_normal_disable');
  const remove = useDeleteAction({ label: t('post.postId'), remove: postApi.remove, onDone: () => list.refresh() });
  const dialog = useEditDialog({
    entity: t('post.entity'), idField: 'postId', load: postApi.get, add: postApi.add, update: postApi.update,
    defaults: { postSort: 0, status: '0' }, onSaved: () => list.refresh(),
  });
  const columns: ListColumn<Post>[] = [
    textColumn('postId', t('post.postId')),
    textColumn('postCode', t('post.postCode')),
    textColumn('postName', t('post.postName')),
    textColumn('postSort', t('post.postSort')),
    dictColumn('status', t('common.status'), statuses),
    dateTimeColumn('createTime', t('common.createTime')),
    {
      key: 'actions', title: t('common.actions'), align: 'center', hideable: false,
      render: (_, post) => (
        <RowActions editPermission={permissions.edit} removePermission={permissions.remove}
          onEdit={() => dialog.openEdit(post.postId)} onDelete={() => remove([post.postId])} />
      ),
    },
  ];
  const list = useListScreen<Post>({ key: 'posts', fetch: postApi.list, rowKey: 'postId', columns });

  return (
    <div className="list-screen">
      <SearchForm {...list.searchProps}>
        <TextFilter name="postCode" label={t('post.postCode')} />
        <TextFilter name="postName" label={t('post.postName')} />
        <DictFilter name="status" label={t('common.status')} dictType="sys_normal_disable" />
      </SearchForm>
      <ListToolbar {...list.toolbarProps} permissions={permissions}
        onAdd={() => dialog.openAdd()} onEdit={() => dialog.openEdit(list.selection.ids[0]!)}
        onDelete={() => remove(list.selection.ids)} onExport={() => void postApi.exportFile(list.query.params)} />
      <ListTable {...list.tableProps} />
      <Pagination {...list.paginationProps} />
      <EditDialog {...dialog.dialogProps}>
        <PostForm />
      </EditDialog>
    </div>
  );
}

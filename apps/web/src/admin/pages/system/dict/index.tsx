import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  DateRangeField, dateTimeColumn, RefreshCacheButton, dictColumn, DictFilter, EditDialog, ListTable, ListToolbar, Pagination, RowActions, SearchForm, TextFilter,
  textColumn, useDeleteAction, useEditDialog, useListScreen, type ListColumn,
} from '../../../components/list';
import { clearAllDicts, clearDict, useDict } from '../../../components/useDict';
import { dictTypeApi, type DictType } from './api';
import { DictTypeForm } from './DictTypeForm';

const permissions = { add: 'system:dict:add', edit: 'system:dict:edit', remove: 'system:dict:remove', export: 'system:dict:export' };

/** Dictionary types (字典管理): filters, list with a link to each type's entries, dialog, delete, export, refresh cache. */
export default function DictTypePage() {
  const { t } = useTranslation('admin');
  const { sys_normal_disable: statuses } = useDict('sys_normal_disable');
  const remove = useDeleteAction({ label: t('dict.dictId'), remove: dictTypeApi.remove, onDone: () => list.refresh() });
  const dialog = useEditDialog({
    entity: t('dict.entity'), idField: 'dictId', load: dictTypeApi.get, add: dictTypeApi.add, update: dictTypeApi.update,
    defaults: { status: '0' }, onSaved: async (type) => {
      list.refresh();
      await clearDict(type.dictType);
    },
  });
  const columns: ListColumn<DictType>[] = [
    textColumn('dictId', t('dict.dictId')),
    textColumn('dictName', t('dict.dictName')),
    textColumn('dictType', t('dict.dictType'), { render: (type: string, row) => <Link to={`/system/dict-data/index/${row.dictId}`}>{type}</Link> }),
    dictColumn('status', t('common.status'), statuses),
    textColumn('remark', t('common.remark')),
    dateTimeColumn('createTime', t('common.createTime')),
    {
      key: 'actions', title: t('common.actions'), align: 'center', hideable: false,
      render: (_, type) => (
        <RowActions editPermission={permissions.edit} removePermission={permissions.remove}
          onEdit={() => dialog.openEdit(type.dictId)} onDelete={() => remove([type.dictId])} />
      ),
    },
  ];
  const list = useListScreen<DictType>({ key: 'dict-types', fetch: dictTypeApi.list, rowKey: 'dictId', columns, recent: true });

  return (
    <div className="list-screen">
      <SearchForm {...list.searchProps}>
        <TextFilter name="dictName" label={t('dict.dictName')} />
        <TextFilter name="dictType" label={t('dict.dictType')} />
        <DictFilter name="status" label={t('common.status')} dictType="sys_normal_disable" />
        <DateRangeField />
      </SearchForm>
      <ListToolbar {...list.toolbarProps} permissions={permissions}
        onAdd={() => dialog.openAdd()} onEdit={() => dialog.openEdit(list.selection.ids[0]!)}
        onDelete={() => remove(list.selection.ids)} onExport={() => void dictTypeApi.exportFile(list.query.params)}
        extra={<RefreshCacheButton permission={permissions.remove} refresh={dictTypeApi.refreshCache} onDone={clearAllDicts} />} />
      <ListTable {...list.tableProps} />
      <Pagination {...list.paginationProps} />
      <EditDialog {...dialog.dialogProps}>
        <DictTypeForm />
      </EditDialog>
    </div>
  );
}

import { useTranslation } from 'react-i18next';
import {
  DateRangeField, dateTimeColumn, RefreshCacheButton, dictColumn, DictFilter, EditDialog, ListTable, ListToolbar, Pagination, RowActions, SearchForm, TextFilter,
  textColumn, useDeleteAction, useEditDialog, useListScreen, type ListColumn,
} from '../../../components/list';
import { useDict } from '../../../components/useDict';
import { configApi, type Config } from './api';
import { ConfigForm } from './ConfigForm';

const permissions = { add: 'system:config:add', edit: 'system:config:edit', remove: 'system:config:remove', export: 'system:config:export' };

/** Parameters (参数设置): filters, list, dialog, delete (not built-in ones), export, refresh cache. */
export default function ConfigPage() {
  const { t } = useTranslation('admin');
  const { sys_yes_no: yesNo } = useDict('sys_yes_no');
  const remove = useDeleteAction({ label: t('config.configId'), remove: configApi.remove, onDone: () => list.refresh() });
  const dialog = useEditDialog({
    entity: t('config.entity'), idField: 'configId', load: configApi.get, add: configApi.add, update: configApi.update,
    defaults: { configType: 'N' }, onSaved: () => list.refresh(),
  });
  const columns: ListColumn<Config>[] = [
    textColumn('configId', t('config.configId')),
    textColumn('configName', t('config.configName')),
    textColumn('configKey', t('config.configKey')),
    textColumn('configValue', t('config.configValue')),
    dictColumn('configType', t('config.configType'), yesNo),
    textColumn('remark', t('common.remark')),
    dateTimeColumn('createTime', t('common.createTime')),
    {
      key: 'actions', title: t('common.actions'), align: 'center', hideable: false,
      render: (_, config) => (
        <RowActions editPermission={permissions.edit} removePermission={permissions.remove}
          onEdit={() => dialog.openEdit(config.configId)} onDelete={() => remove([config.configId])} />
      ),
    },
  ];
  const list = useListScreen<Config>({ key: 'configs', fetch: configApi.list, rowKey: 'configId', columns, recent: true });

  return (
    <div className="list-screen">
      <SearchForm {...list.searchProps}>
        <TextFilter name="configName" label={t('config.configName')} />
        <TextFilter name="configKey" label={t('config.configKey')} />
        <DictFilter name="configType" label={t('config.configType')} dictType="sys_yes_no" />
        <DateRangeField />
      </SearchForm>
      <ListToolbar {...list.toolbarProps} permissions={permissions}
        onAdd={() => dialog.openAdd()} onEdit={() => dialog.openEdit(list.selection.ids[0]!)}
        onDelete={() => remove(list.selection.ids)} onExport={() => void configApi.exportFile(list.query.params)}
        extra={<RefreshCacheButton permission={permissions.remove} refresh={configApi.refreshCache} />} />
      <ListTable {...list.tableProps} />
      <Pagination {...list.paginationProps} />
      <EditDialog {...dialog.dialogProps}>
        <ConfigForm />
      </EditDialog>
    </div>
  );
}

import { CloseOutlined } from '@ant-design/icons';
import { Button, Form, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  dateTimeColumn, dictColumn, DictFilter, EditDialog, ListTable, ListToolbar, Pagination, RowActions, SearchForm, TextFilter, textColumn,
  useDeleteAction, useEditDialog, useListScreen, type ListColumn,
} from '../../../../components/list';
import { DictTag } from '../../../../components/DictTag';
import { clearDict, useDict } from '../../../../components/useDict';
import { useCloseTab } from '../../../../layout/tags-view/useCloseTab';
import { dictDataApi, type DictData, type DictTypeOption } from '../api';
import { DictDataForm } from './DictDataForm';

const permissions = { add: 'system:dict:add', edit: 'system:dict:edit', remove: 'system:dict:remove', export: 'system:dict:export' };

/** An entry's label shown the way every screen will show it: a tag in its list class, or plain text. */
const labelTag = (entry: DictData) => (
  <DictTag value={entry.dictValue} options={[{ value: entry.dictValue, label: entry.dictLabel, listClass: entry.listClass ?? '', cssClass: entry.cssClass ?? '' }]} />
);

interface DictDataListProps {
  /** The type the page was opened for: the filter starts with it and reset goes back to it. */
  dictType: string;
  typeOptions: readonly DictTypeOption[];
}

/** The entries of a dictionary type: filters, list, dialog, delete, export, close. */
export function DictDataList({ dictType, typeOptions }: DictDataListProps) {
  const { t } = useTranslation('admin');
  const closeTab = useCloseTab();
  const { sys_normal_disable: statuses } = useDict('sys_normal_disable');
  const remove = useDeleteAction({
    label: t('dict.dictCode'), remove: dictDataApi.remove,
    onDone: async (ids) => {
      const types = new Set(list.query.rows.filter((row) => ids.includes(row.dictCode)).map((row) => row.dictType));
      list.refresh();
      await Promise.all([...types].map((type) => clearDict(type)));
    },
  });
  const dialog = useEditDialog({
    entity: t('dict.dataEntity'), idField: 'dictCode', load: dictDataApi.get, add: dictDataApi.add, update: dictDataApi.update,
    defaults: { dictSort: 0, status: '0', listClass: 'default' }, onSaved: async (entry) => {
      list.refresh();
      await clearDict(entry.dictType);
    },
  });
  const columns: ListColumn<DictData>[] = [
    textColumn('dictCode', t('dict.dictCode')),
    textColumn('dictLabel', t('dict.dictLabel'), { render: (_, entry) => labelTag(entry) }),
    textColumn('dictValue', t('dict.dictValue')),
    textColumn('dictSort', t('dict.dictSort')),
    dictColumn('status', t('common.status'), statuses),
    textColumn('remark', t('common.remark')),
    dateTimeColumn('createTime', t('common.createTime')),
    {
      key: 'actions', title: t('common.actions'), align: 'center', hideable: false,
      render: (_, entry) => (
        <RowActions editPermission={permissions.edit} removePermission={permissions.remove}
          onEdit={() => dialog.openEdit(entry.dictCode)} onDelete={() => remove([entry.dictCode])} />
      ),
    },
  ];
  const list = useListScreen<DictData>({ key: 'dict-data', fetch: dictDataApi.list, rowKey: 'dictCode', columns, initialValues: { dictType } });
  const filteredType = (list.query.filters.dictType as string | undefined) ?? dictType;

  return (
    <div className="list-screen">
      <SearchForm {...list.searchProps}>
        <Form.Item name="dictType" label={t('dict.dictName')}>
          <Select style={{ width: 200 }} showSearch optionFilterProp="label"
            options={typeOptions.map((o) => ({ value: o.dictType, label: o.dictName }))} />
        </Form.Item>
        <TextFilter name="dictLabel" label={t('dict.dictLabel')} />
        <DictFilter name="status" label={t('common.status')} dictType="sys_normal_disable" />
      </SearchForm>
      <ListToolbar {...list.toolbarProps} permissions={permissions}
        onAdd={() => dialog.openAdd({ dictType: filteredType })} onEdit={() => dialog.openEdit(list.selection.ids[0]!)}
        onDelete={() => remove(list.selection.ids)} onExport={() => void dictDataApi.exportFile(list.query.params)}
        extra={<Button icon={<CloseOutlined />} onClick={() => closeTab('/system/dict')}>{t('list.close')}</Button>} />
      <ListTable {...list.tableProps} />
      <Pagination {...list.paginationProps} />
      <EditDialog {...dialog.dialogProps}>
        <DictDataForm />
      </EditDialog>
    </div>
  );
}

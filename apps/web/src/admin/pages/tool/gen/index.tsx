import { CloudDownloadOutlined, CloudUploadOutlined, PlusOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  dateTimeColumn, ListTable, ListToolbar, Pagination, RowActions, SearchForm, TextFilter, textColumn, useDeleteAction, useListScreen,
  type ListColumn,
} from '../../../components/list';
import { usePermission } from '../../../components/usePermission';
import { genApi, type GenTable } from './api';
import { CreateTableDialog } from './CreateTableDialog';
import { ImportTableDialog } from './ImportTableDialog';
import { PreviewDialog } from './PreviewDialog';

const permissions = { edit: 'tool:gen:edit', remove: 'tool:gen:remove' };

/** The code generator (代码生成): imported tables, import / create, preview, generate, synchronise, edit, delete. */
export default function GenPage() {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const { modal, message } = App.useApp();
  const { hasPermission, hasRole } = usePermission();
  const [importing, setImporting] = useState(false);
  const [creating, setCreating] = useState(false);
  const [previewId, setPreviewId] = useState<number>();
  const remove = useDeleteAction({ label: t('gen.tableId'), remove: genApi.remove, onDone: () => list.refresh() });
  const edit = (tableId: number) => void navigate(`/tool/gen-edit/index/${tableId}`);

  const generate = async (table: GenTable) => {
    if (table.genType !== '1') return genApi.download([table.tableId]);
    await genApi.generate(table.tableId);
    void message.success(t('gen.generated', { path: table.genPath }));
  };
  const sync = (table: GenTable) => modal.confirm({
    title: t('dialog.title'), content: t('gen.syncConfirm', { name: table.tableName }), okText: t('common.confirm'), cancelText: t('common.cancel'),
    onOk: async () => {
      await genApi.sync(table.tableId);
      void message.success(t('gen.sync'));
    },
  });
  const link = (permission: string, label: string, onClick: () => void) => hasPermission(permission) && (
    <Button type="link" size="small" onClick={onClick}>{label}</Button>
  );

  const columns: ListColumn<GenTable>[] = [
    textColumn('tableName', t('gen.tableName')),
    textColumn('tableComment', t('gen.tableComment')),
    textColumn('className', t('gen.className')),
    dateTimeColumn('createTime', t('common.createTime')),
    dateTimeColumn('updateTime', t('gen.updateTime')),
    {
      key: 'actions', title: t('common.actions'), align: 'center', hideable: false,
      render: (_, table) => (
        <RowActions editPermission={permissions.edit} removePermission={permissions.remove}
          onEdit={() => edit(table.tableId)} onDelete={() => remove([table.tableId])}>
          {link('tool:gen:preview', t('gen.preview'), () => setPreviewId(table.tableId))}
          {link('tool:gen:edit', t('gen.sync'), () => sync(table))}
          {link('tool:gen:code', t('gen.generate'), () => void generate(table))}
        </RowActions>
      ),
    },
  ];
  const list = useListScreen<GenTable>({ key: 'gen-tables', fetch: genApi.list, rowKey: 'tableId', columns });
  const generateSelected = () => {
    if (list.selection.ids.length === 0) void message.error(t('gen.chooseGenerate'));
    else void genApi.download(list.selection.ids);
  };

  return (
    <div className="list-screen">
      <SearchForm {...list.searchProps}>
        <TextFilter name="tableName" label={t('gen.tableName')} />
        <TextFilter name="tableComment" label={t('gen.tableComment')} />
      </SearchForm>
      <ListToolbar {...list.toolbarProps} permissions={permissions}
        onEdit={() => edit(list.selection.ids[0]!)} onDelete={() => remove(list.selection.ids)}
        extra={(
          <>
            {hasPermission('tool:gen:code') && <Button icon={<CloudDownloadOutlined />} onClick={generateSelected}>{t('gen.generate')}</Button>}
            {hasPermission('tool:gen:import') && <Button icon={<CloudUploadOutlined />} onClick={() => setImporting(true)}>{t('gen.import')}</Button>}
            {hasRole('admin') && <Button icon={<PlusOutlined />} onClick={() => setCreating(true)}>{t('gen.createTable')}</Button>}
          </>
        )} />
      <ListTable {...list.tableProps} />
      <Pagination {...list.paginationProps} />
      <ImportTableDialog open={importing} onClose={() => setImporting(false)} onImported={() => list.refresh()} />
      <CreateTableDialog open={creating} onClose={() => setCreating(false)} onCreated={() => list.refresh()} />
      <PreviewDialog tableId={previewId} onClose={() => setPreviewId(undefined)} />
    </div>
  );
}

import { useQuery } from '@tanstack/react-query';
import { App, Button, Form, Input, Modal, Pagination as AntPagination, Table } from 'antd';
import { useState, type Key } from 'react';
import { useTranslation } from 'react-i18next';
import { genApi, type CatalogueTable } from './api';

interface ImportTableDialogProps {
  open: boolean;
  onClose: () => void;
  onImported: () => void;
}

/** Tables of the connected database not imported yet, searched and paged; the chosen ones are imported. */
export function ImportTableDialog({ open, onClose, onImported }: ImportTableDialogProps) {
  const { t } = useTranslation('admin');
  const { message } = App.useApp();
  const [filter, setFilter] = useState({ tableName: '', tableComment: '', pageNum: 1, pageSize: 10 });
  const [chosen, setChosen] = useState<Key[]>([]);
  const tables = useQuery({ queryKey: ['gen-catalogue', filter], queryFn: () => genApi.catalogue(filter), enabled: open });

  const submit = async () => {
    if (chosen.length === 0) {
      void message.error(t('gen.importNone'));
      return;
    }
    await genApi.importTables(chosen.map(String));
    void message.success(t('list.added'));
    setChosen([]);
    onImported();
    onClose();
  };

  return (
    <Modal open={open} title={t('gen.importTitle')} width={800} onOk={() => void submit()} onCancel={onClose} destroyOnHidden
      afterOpenChange={(visible) => { if (visible) void tables.refetch(); }} okText={t('common.confirm')} cancelText={t('common.cancel')}>
      <Form layout="inline" style={{ marginBottom: 12 }}
        onFinish={(values: { tableName?: string; tableComment?: string }) => setFilter({ ...filter, ...values, pageNum: 1 })}>
        <Form.Item name="tableName" label={t('gen.tableName')}><Input allowClear /></Form.Item>
        <Form.Item name="tableComment" label={t('gen.tableComment')}><Input allowClear /></Form.Item>
        <Button type="primary" htmlType="submit">{t('list.search')}</Button>
      </Form>
      <Table<CatalogueTable> rowKey="tableName" size="small" pagination={false} loading={tables.isFetching} dataSource={tables.data?.rows ?? []}
        rowSelection={{ selectedRowKeys: chosen, onChange: setChosen, preserveSelectedRowKeys: true }}
        onRow={(row) => ({ onClick: () => setChosen((keys) => (keys.includes(row.tableName) ? keys.filter((k) => k !== row.tableName) : [...keys, row.tableName])) })}
        columns={[
          { key: 'tableName', dataIndex: 'tableName', title: t('gen.tableName') },
          { key: 'tableComment', dataIndex: 'tableComment', title: t('gen.tableComment') },
        ]} />
      <AntPagination style={{ marginTop: 12 }} size="small" align="end" total={tables.data?.total ?? 0} current={filter.pageNum} pageSize={filter.pageSize}
        onChange={(pageNum, pageSize) => setFilter({ ...filter, pageNum, pageSize })} />
    </Modal>
  );
}

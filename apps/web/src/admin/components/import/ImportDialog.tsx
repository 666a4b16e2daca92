import { InboxOutlined } from '@ant-design/icons';
import { Alert, App, Button, Modal, Progress, Space, Table, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportApi, ImportReply } from './importApi';

export interface ImportDialogProps {
  open: boolean;
  /** What is imported, as the title names it (e.g. "港口/站点"). */
  entity: string;
  api: ImportApi;
  onClose: () => void;
  /** Runs after a file was written (refresh the list). */
  onDone: () => void;
}

/**
 * Imports an xlsx laid out like the template: template download, file choice, an upload progress bar, and,
 * when the server refuses the file, its message, "nothing was written" and a table of every bad row.
 */
export function ImportDialog({ open, entity, api, onClose, onDone }: ImportDialogProps) {
  const { t } = useTranslation('admin');
  const { message } = App.useApp();
  const [file, setFile] = useState<File | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [refused, setRefused] = useState<ImportReply | null>(null);

  const close = () => {
    setFile(null);
    setRefused(null);
    setPercent(null);
    onClose();
  };
  const submit = async () => {
    if (!file) return;
    setRefused(null);
    setPercent(0);
    try {
      const reply = await api.upload(file, setPercent);
      if (reply.code === 200) {
        void message.success(reply.msg);
        onDone();
        close();
      } else setRefused(reply);
    } catch (error) {
      setRefused({ code: 500, msg: error instanceof Error ? error.message : String(error) });
    } finally {
      setPercent(null);
    }
  };

  return (
    <Modal open={open} title={t('import.title', { what: entity })} width={refused?.errors?.length ? 760 : 460} onCancel={close} destroyOnHidden
      footer={[
        <Button key="cancel" onClick={close}>{t('common.cancel')}</Button>,
        <Button key="ok" type="primary" disabled={!file} loading={percent !== null} onClick={() => void submit()}>{t('import.upload')}</Button>,
      ]}>
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Upload.Dragger accept=".xlsx" maxCount={1} beforeUpload={(f) => { setFile(f); setRefused(null); return false; }}
          onRemove={() => setFile(null)} fileList={file ? [{ uid: '1', name: file.name, status: 'done' }] : []}>
          <p className="ant-upload-drag-icon"><InboxOutlined /></p>
          <p>{t('import.drop')}</p>
        </Upload.Dragger>
        <Space wrap>
          <Typography.Text type="secondary">{t('import.tip')}</Typography.Text>
          <Button type="link" size="small" onClick={() => void api.template()}>{t('import.template')}</Button>
        </Space>
        {percent !== null && (
          <div data-testid="import-progress">
            <Progress percent={percent} status="active" />
            {percent >= 100 && <Typography.Text type="secondary">{t('import.uploading')}</Typography.Text>}
          </div>
        )}
        {refused && (
          <>
            <Alert type="error" showIcon title={refused.msg} description={refused.errors?.length ? t('import.nothingWritten') : undefined} />
            {refused.errors?.length ? (
              <Table size="small" rowKey={(e) => `${e.row}-${e.column}`} dataSource={refused.errors} pagination={{ pageSize: 8, hideOnSinglePage: true }}
                columns={[
                  { key: 'row', dataIndex: 'row', title: t('import.row'), width: 80 },
                  { key: 'column', dataIndex: 'column', title: t('import.column'), width: 160 },
                  { key: 'reason', dataIndex: 'reason', title: t('import.reason') },
                ]} />
            ) : null}
          </>
        )}
      </Space>
    </Modal>
  );
}

import { InboxOutlined } from '@ant-design/icons';
import { App, Button, Checkbox, Modal, Space, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { userImportApi } from './api';

/** Imports users from an xlsx: a downloadable template, "update existing users", and the per-row report after upload. */
export function ImportDialog({ open, onClose, onDone }: { open: boolean; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation('admin');
  const { modal } = App.useApp();
  const [file, setFile] = useState<File | null>(null);
  const [updateSupport, setUpdateSupport] = useState(false);
  const [uploading, setUploading] = useState(false);
  const report = (text: string) => modal.info({
    title: t('user.importResult'), width: 640, okText: t('common.confirm'),
    content: <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', maxHeight: '60vh', overflow: 'auto' }}>{text}</Typography.Paragraph>,
  });
  const submit = async () => {
    if (!file) return;
    setUploading(true);
    try {
      const reply = await userImportApi.upload(file, updateSupport);
      report(reply.msg ?? '');
    } catch (error) {
      report(error instanceof Error ? error.message : String(error));
    } finally {
      setUploading(false);
      setFile(null);
      onClose();
      onDone();
    }
  };
  return (
    <Modal open={open} title={t('user.importTitle')} width={420} onCancel={onClose} onOk={() => void submit()} confirmLoading={uploading}
      okButtonProps={{ disabled: !file }} okText={t('common.confirm')} cancelText={t('common.cancel')} destroyOnHidden>
      <Upload.Dragger accept=".xls,.xlsx" maxCount={1} beforeUpload={(f) => { setFile(f); return false; }}
        onRemove={() => setFile(null)} fileList={file ? [{ uid: '1', name: file.name, status: 'done' }] : []}>
        <p className="ant-upload-drag-icon"><InboxOutlined /></p>
        <p>{t('user.importDrop')}</p>
      </Upload.Dragger>
      <Space direction="vertical" style={{ marginTop: 8 }}>
        <Checkbox checked={updateSupport} onChange={(e) => setUpdateSupport(e.target.checked)}>{t('user.importUpdate')}</Checkbox>
        <Space>
          <Typography.Text type="secondary">{t('user.importTip')}</Typography.Text>
          <Button type="link" size="small" onClick={() => void userImportApi.template()}>{t('user.importTemplate')}</Button>
        </Space>
      </Space>
    </Modal>
  );
}

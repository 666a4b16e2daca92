import { App, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { genApi } from './api';

interface CreateTableDialogProps {
  open: boolean;
  onClose: () => void;
  onCreated: () => void;
}

/** CREATE TABLE statements typed in; the server parses them, refuses anything else, creates and imports the tables. */
export function CreateTableDialog({ open, onClose, onCreated }: CreateTableDialogProps) {
  const { t } = useTranslation('admin');
  const { message } = App.useApp();
  const [sql, setSql] = useState('');

  const submit = async () => {
    await genApi.createTable(sql);
    void message.success(t('list.added'));
    setSql('');
    onCreated();
    onClose();
  };

  return (
    <Modal open={open} title={t('gen.createTitle')} width={800} onOk={() => void submit()} onCancel={onClose}
      okText={t('common.confirm')} cancelText={t('common.cancel')}>
      <Typography.Paragraph type="secondary">{t('gen.createHint')}</Typography.Paragraph>
      <Input.TextArea aria-label={t('gen.createTitle')} rows={12} value={sql} onChange={(event) => setSql(event.target.value)}
        style={{ fontFamily: 'monospace' }} placeholder="CREATE TABLE ..." />
    </Modal>
  );
}

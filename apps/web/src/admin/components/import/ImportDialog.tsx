import { InboxOutlined } from '@ant-design/icons';
import { App, Button, Checkbox, Modal, Progress, Space, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportApi, ImportReply } from './importApi';
import { ImportReport } from './ImportReport';

export interface ImportDialogProps {
  open: boolean;
  /** What is imported, as the title names it (e.g. "港口/站点"). */
  entity: string;
  api: ImportApi;
  onClose: () => void;
  /** Runs after a file was written (refresh the list). */
  onDone: () => void;
  /** The hint beside the template link; by default: xlsx or ods, a file with a wrong row writes nothing. */
  tip?: string;
}

/**
 * Imports an xlsx or ods laid out like the template (or an export): template download, file choice, RuoYi's
 * "update existing data" checkbox, an upload progress bar, and a report: when the server refuses the file, its
 * message, "nothing was written" and a table of every mistake of every row; when rows were refused because their
 * record exists, the counts and those rows.
 */
export function ImportDialog({ open, entity, api, onClose, onDone, tip }: ImportDialogProps) {
  const { t } = useTranslation('admin');
  const { message } = App.useApp();
  const [file, setFile] = useState<File | null>(null);
  const [updateSupport, setUpdateSupport] = useState(false);
  const [percent, setPercent] = useState<number | null>(null);
  const [report, setReport] = useState<ImportReply | null>(null);

  const close = () => {
    setFile(null);
    setUpdateSupport(false);
    setReport(null);
    setPercent(null);
    onClose();
  };
  const submit = async () => {
    if (!file) return;
    setReport(null);
    setPercent(0);
    try {
      const reply = await api.upload(file, { updateSupport }, setPercent);
      if (reply.code !== 200) setReport(reply);
      else {
        onDone();
        if (reply.errors?.length) setReport(reply);
        else {
          void message.success(reply.msg);
          close();
        }
      }
    } catch (error) {
      setReport({ code: 500, msg: error instanceof Error ? error.message : String(error) });
    } finally {
      setPercent(null);
    }
  };

  return (
    <Modal open={open} title={t('import.title', { what: entity })} width={report?.errors?.length ? 760 : 460} onCancel={close} destroyOnHidden
      footer={[
        <Button key="cancel" onClick={close}>{t('common.cancel')}</Button>,
        <Button key="ok" type="primary" disabled={!file} loading={percent !== null} onClick={() => void submit()}>{t('import.upload')}</Button>,
      ]}>
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Upload.Dragger accept=".xlsx,.ods" maxCount={1} beforeUpload={(f) => { setFile(f); setReport(null); return false; }}
          onRemove={() => setFile(null)} fileList={file ? [{ uid: '1', name: file.name, status: 'done' }] : []}>
          <p className="ant-upload-drag-icon"><InboxOutlined /></p>
          <p>{t('import.drop')}</p>
        </Upload.Dragger>
        <Checkbox checked={updateSupport} onChange={(e) => setUpdateSupport(e.target.checked)}>{t('import.updateSupport')}</Checkbox>
        <Space wrap>
          <Typography.Text type="secondary">{tip ?? t('import.tip')}</Typography.Text>
          <Button type="link" size="small" onClick={() => void api.template()}>{t('import.template')}</Button>
        </Space>
        {percent !== null && (
          <div data-testid="import-progress">
            <Progress percent={percent} status="active" />
            {percent >= 100 && <Typography.Text type="secondary">{t('import.uploading')}</Typography.Text>}
          </div>
        )}
        {report && <ImportReport report={report} />}
      </Space>
    </Modal>
  );
}

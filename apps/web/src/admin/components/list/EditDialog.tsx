import { Form, Grid, Modal, type FormInstance } from 'antd';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RecordChangedAlert } from './RecordChanged';

export interface EditDialogProps {
  form: FormInstance;
  open: boolean;
  title: string;
  onClose: () => void;
  onSubmit: (values: Record<string, unknown>) => Promise<void>;
  /** Present when someone else changed the record being edited: offered as a reload. */
  onReload?: () => void;
  width?: number;
  children: ReactNode;
}

/** A dialog holding a form: OK validates (the shared zod rules) and submits; failures keep it open. */
export function EditDialog({ form, open, title, onClose, onSubmit, onReload, width = 600, children }: EditDialogProps) {
  const { t } = useTranslation('admin');
  const [saving, setSaving] = useState(false);
  // On a phone antd puts each label above its field: there it takes the whole width instead of wrapping in 96 px.
  const { sm } = Grid.useBreakpoint();
  const ok = async () => {
    let values: Record<string, unknown>;
    try {
      values = (await form.validateFields()) as Record<string, unknown>;
    } catch {
      return;
    }
    setSaving(true);
    try {
      await onSubmit(values);
    } catch {
      // The request client has shown the server's message; the dialog stays open for a correction.
    } finally {
      setSaving(false);
    }
  };
  // The form is drawn when the dialog first opens, not with the list: a list screen's first load neither draws its
  // fields nor asks for their options. The form instance holds the values set before that (useEditDialog).
  return (
    <Modal open={open} title={title} width={width} onOk={ok} onCancel={onClose} confirmLoading={saving}
      okText={t('common.confirm')} cancelText={t('common.cancel')}>
      {onReload && <RecordChangedAlert onReload={onReload} />}
      <Form form={form} name="edit" layout="horizontal" labelCol={sm === false ? undefined : { flex: '96px' }} labelWrap className="edit-form">
        {children}
      </Form>
    </Modal>
  );
}

import { App, Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Reply } from '../../../shared/request/reply';

export interface EditDialogOptions<R, B> {
  /** What is edited, as the dialog title names it (e.g. "岗位"): 添加岗位 / 修改岗位. */
  entity: string;
  /** The id field: present means update, absent means add. */
  idField: keyof B & string;
  /** Reads the stored record before editing. */
  load: (id: number) => Promise<R>;
  add: (body: B) => Promise<Reply>;
  update: (body: B) => Promise<Reply>;
  /** Values of a new record. */
  defaults?: Partial<B>;
  /** Runs after a successful save (refresh the list, clear a cache); gets what was saved. */
  onSaved: (body: B) => void | Promise<void>;
}

/**
 * The add / edit dialog: opens empty (with defaults) or with the stored record, saves with add when there
 * is no id and update otherwise, says 新增成功 or 修改成功, and closes. Server refusals keep it open.
 */
export function useEditDialog<R extends object, B extends object>({ entity, idField, load, add, update, defaults = {}, onSaved }: EditDialogOptions<R, B>) {
  const { t } = useTranslation('admin');
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const [state, setState] = useState<{ open: boolean; id?: number }>({ open: false });

  const openAdd = (initial: Partial<B> = {}) => {
    form.resetFields();
    form.setFieldsValue({ ...defaults, ...initial });
    setState({ open: true });
  };
  const openEdit = async (id: number) => {
    const record = await load(id);
    form.resetFields();
    form.setFieldsValue(record);
    setState({ open: true, id });
  };
  const close = () => setState({ open: false });

  const submit = async (values: Record<string, unknown>) => {
    const body = { ...values, ...(state.id ? { [idField]: state.id } : {}) } as B;
    await (state.id ? update(body) : add(body));
    void message.success(t(state.id ? 'list.updated' : 'list.added'));
    close();
    await onSaved(body);
  };

  return {
    openAdd,
    openEdit: (id: number) => void openEdit(id).catch(() => undefined),
    /** The id of the record being edited; undefined while adding. */
    editingId: state.id,
    dialogProps: {
      form,
      open: state.open,
      title: t(state.id ? 'list.editTitle' : 'list.addTitle', { what: entity }),
      onClose: close,
      onSubmit: submit,
    },
  };
}

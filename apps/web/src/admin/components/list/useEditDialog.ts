import { App, Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Reply } from '../../../shared/request/reply';
import { isRecordChanged } from './RecordChanged';

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
 * An edit sends back the version of the record it was read at; when someone else has saved the record
 * since (code 409), the dialog says so and offers to load the stored record again.
 */
export function useEditDialog<R extends object, B extends object>({ entity, idField, load, add, update, defaults = {}, onSaved }: EditDialogOptions<R, B>) {
  const { t } = useTranslation('admin');
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const [state, setState] = useState<{ open: boolean; id?: number; version?: number; changed?: boolean }>({ open: false });

  const openAdd = (initial: Partial<B> = {}) => {
    form.resetFields();
    form.setFieldsValue({ ...defaults, ...initial });
    setState({ open: true });
  };
  /** Fills the form with the stored record and tells the version it was read at. */
  const fill = async (id: number) => {
    const record = await load(id);
    form.resetFields();
    form.setFieldsValue(record);
    return (record as { version?: number }).version;
  };
  const openEdit = async (id: number) => setState({ open: true, id, version: await fill(id) });
  const reload = async (id: number) => {
    const version = await fill(id);
    setState((s) => ({ ...s, version, changed: false }));
  };
  const close = () => setState({ open: false });

  const submit = async (values: Record<string, unknown>) => {
    const body = { ...values, ...(state.id ? { [idField]: state.id, version: state.version } : {}) } as B;
    try {
      await (state.id ? update(body) : add(body));
    } catch (error) {
      if (isRecordChanged(error)) setState((s) => ({ ...s, changed: true }));
      throw error;
    }
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
      /** Set after a save refused because someone else changed the record: loads the stored one again. */
      onReload: state.changed && state.id ? () => void reload(state.id!).catch(() => undefined) : undefined,
    },
  };
}

import { App } from 'antd';
import { useTranslation } from 'react-i18next';

export interface DeleteActionOptions {
  /** What the ids are, as the confirmation names them (e.g. "岗位编号"). */
  label: string;
  remove: (ids: readonly number[]) => Promise<unknown>;
  /** Runs after a successful deletion (refresh the list, clear a cache), with the deleted ids. */
  onDone: (ids: readonly number[]) => void | Promise<void>;
}

/**
 * Deleting with confirmation: 是否确认删除{label}为"{ids}"的数据项？, then 删除成功. A refusal from the server
 * is already shown by the request client; the list stays as it is.
 */
export function useDeleteAction({ label, remove, onDone }: DeleteActionOptions) {
  const { t } = useTranslation('admin');
  const { modal, message } = App.useApp();
  return (ids: readonly number[]) => {
    modal.confirm({
      title: t('dialog.title'),
      content: t('list.confirmDelete', { label, ids: ids.join(',') }),
      okText: t('common.confirm'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        try {
          await remove(ids);
        } catch {
          return;
        }
        void message.success(t('list.deleted'));
        await onDone(ids);
      },
    });
  };
}

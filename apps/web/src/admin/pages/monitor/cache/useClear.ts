import { App } from 'antd';
import { useTranslation } from 'react-i18next';

/** Clearing after a confirmation, then 清理成功 and `onDone`. A refusal is already shown by the request client. */
export function useClear(onDone: () => void) {
  const { t } = useTranslation('admin');
  const { modal, message } = App.useApp();
  return (content: string, clear: () => Promise<unknown>) => modal.confirm({
    title: t('dialog.title'), content, okText: t('common.confirm'), cancelText: t('common.cancel'),
    onOk: async () => {
      try {
        await clear();
      } catch {
        return;
      }
      void message.success(t('cache.cleared'));
      onDone();
    },
  });
}

import { ClearOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../components/usePermission';

interface CleanButtonProps {
  permission: string;
  /** What is cleared, as the confirmation names it. */
  name: string;
  clean: () => Promise<unknown>;
  onDone: () => void;
}

/** 清空: clears a whole log after confirmation. */
export function CleanButton({ permission, name, clean, onDone }: CleanButtonProps) {
  const { t } = useTranslation('admin');
  const { modal, message } = App.useApp();
  const { hasPermission } = usePermission();
  if (!hasPermission(permission)) return null;
  const confirm = () => modal.confirm({
    title: t('dialog.title'),
    content: t('log.cleanConfirm', { name }),
    okText: t('common.confirm'),
    cancelText: t('common.cancel'),
    onOk: async () => {
      try {
        await clean();
      } catch {
        return;
      }
      void message.success(t('log.cleaned'));
      onDone();
    },
  });
  return <Button danger icon={<ClearOutlined />} onClick={confirm}>{t('log.clean')}</Button>;
}

import { SyncOutlined } from '@ant-design/icons';
import { App, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../usePermission';

interface RefreshCacheButtonProps {
  permission: string;
  /** Asks the server to drop its cache; `onDone` then forgets what the screens hold. */
  refresh: () => Promise<unknown>;
  onDone?: () => Promise<unknown> | void;
}

/** 刷新缓存: drops a server cache (dictionaries, parameters), then says so. */
export function RefreshCacheButton({ permission, refresh, onDone }: RefreshCacheButtonProps) {
  const { t } = useTranslation('admin');
  const { message } = App.useApp();
  const { hasPermission } = usePermission();
  if (!hasPermission(permission)) return null;
  const click = async () => {
    try {
      await refresh();
    } catch {
      return;
    }
    await onDone?.();
    void message.success(t('list.cacheRefreshed'));
  };
  return <Button danger icon={<SyncOutlined />} onClick={() => void click()}>{t('list.refreshCache')}</Button>;
}

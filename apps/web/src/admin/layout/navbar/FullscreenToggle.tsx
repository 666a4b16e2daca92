import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { App, Button, Tooltip } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

export function FullscreenToggle() {
  const { t } = useTranslation('admin');
  const { message } = App.useApp();
  const [fullscreen, setFullscreen] = useState(() => document.fullscreenElement !== null);

  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement !== null);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);

  const toggle = () => {
    if (!document.fullscreenEnabled) {
      void message.warning(t('nav.fullscreenUnsupported'));
      return;
    }
    void (fullscreen ? document.exitFullscreen() : document.documentElement.requestFullscreen());
  };

  const label = t(fullscreen ? 'nav.fullscreenExit' : 'nav.fullscreen');
  return (
    <Tooltip title={label}>
      <Button type="text" aria-label={label} icon={fullscreen ? <FullscreenExitOutlined /> : <FullscreenOutlined />} onClick={toggle} />
    </Tooltip>
  );
}

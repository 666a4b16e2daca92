import { App, Button, ColorPicker, Divider, Drawer, Radio, Space, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { useStore } from '../../store';
import { changeSetting, clearSavedSettings, saveSettings, settingsStore, type LayoutSettings, type SideTheme } from './settingsStore';

type Toggle = keyof Pick<LayoutSettings, 'topNav' | 'tagsView' | 'tagsViewPersist' | 'fixedHeader' | 'sidebarLogo' | 'dynamicTitle'>;
const toggles: Toggle[] = ['topNav', 'tagsView', 'tagsViewPersist', 'fixedHeader', 'sidebarLogo', 'dynamicTitle'];
/** Switches that mean something only while another one is on. */
const dependsOn: Partial<Record<Toggle, Toggle>> = { tagsViewPersist: 'tagsView' };
const loadingSeconds = 1;

/** Layout settings: colours and layout switches apply at once; Save keeps them in this browser. */
export function SettingsDrawer() {
  const { t } = useTranslation('admin');
  const { message } = App.useApp();
  const settings = useStore(settingsStore, (s) => s);

  const save = () => {
    saveSettings();
    void message.loading(t('settings.saving'), loadingSeconds);
  };

  const reset = () => {
    clearSavedSettings();
    void message.loading(t('settings.resetting'), loadingSeconds).then(() => window.location.reload());
  };

  return (
    <Drawer
      title={t('settings.title')}
      open={settings.showSettings}
      onClose={() => changeSetting('showSettings', false)}
      size={300}
      footer={
        <Space>
          <Button type="primary" onClick={save}>{t('settings.save')}</Button>
          <Button onClick={reset}>{t('settings.reset')}</Button>
        </Space>
      }
    >
      <Divider titlePlacement="start">{t('settings.sideThemeTitle')}</Divider>
      <Radio.Group
        value={settings.sideTheme}
        onChange={(event) => changeSetting('sideTheme', event.target.value as SideTheme)}
        options={[
          { value: 'theme-dark', label: t('settings.sideTheme.dark') },
          { value: 'theme-light', label: t('settings.sideTheme.light') },
        ]}
      />
      <Divider titlePlacement="start">{t('settings.themeColor')}</Divider>
      <ColorPicker value={settings.theme} onChangeComplete={(color) => changeSetting('theme', color.toHexString())} showText />
      <Divider titlePlacement="start">{t('settings.layout')}</Divider>
      {toggles.map((key) => (
        <div key={key} className="settings-row">
          <span>{t(`settings.${key}`)}</span>
          <Switch checked={settings[key]} onChange={(checked) => changeSetting(key, checked)} aria-label={t(`settings.${key}`)}
            disabled={dependsOn[key] !== undefined && !settings[dependsOn[key]]} />
        </div>
      ))}
    </Drawer>
  );
}

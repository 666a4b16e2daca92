import { TranslationOutlined } from '@ant-design/icons';
import { languageLabels, languages, type Language } from '@freight/domain';
import { App, Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLanguage } from '../../../shared/i18n';
import { reloadMenus } from '../../session/sessionStore';

/**
 * Switches the interface language. Menu titles come from the server in the caller's language, so the menus
 * are fetched again (a failure there has already been reported by the request client).
 */
export function LanguageSelect() {
  const { t, i18n } = useTranslation('admin');
  const { message } = App.useApp();
  const choose = async (language: Language) => {
    await changeLanguage(language);
    void message.success(i18n.t('admin:language.changed'));
    await reloadMenus().catch(() => undefined);
  };
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [currentLanguage()],
        items: languages.map((language) => ({ key: language, label: languageLabels[language] })),
        onClick: ({ key }) => void choose(key as Language),
      }}
    >
      <Button type="text" title={t('language.title')} aria-label={t('language.title')} icon={<TranslationOutlined />} />
    </Dropdown>
  );
}

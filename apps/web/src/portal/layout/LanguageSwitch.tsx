import { Button, Dropdown } from 'antd';
import { GlobalOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { defaultLanguage, isLanguage, languageLabels, languages } from '@freight/domain';
import { changeLanguage } from '../../shared/i18n';

/** Switches the interface language in place; every text on the page follows. Compact shows the globe only. */
export function LanguageSwitch({ compact = false }: { compact?: boolean }) {
  const { t, i18n } = useTranslation();
  const current = isLanguage(i18n.language) ? i18n.language : defaultLanguage;
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: languages.map((language) => ({ key: language, label: languageLabels[language], lang: language.replace('_', '-') })),
        selectable: true,
        selectedKeys: [current],
        onClick: ({ key }) => {
          if (isLanguage(key)) void changeLanguage(key);
        },
      }}
    >
      <Button type="text" icon={<GlobalOutlined />} aria-label={t('header.language')}>
        {!compact && languageLabels[current]}
      </Button>
    </Dropdown>
  );
}

import { languageLabels, languages, languageTags, type Language } from '@freight/domain';
import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLanguage } from '../../../shared/i18n';

/** The three interface languages, offered before signing in (the choice is kept for the back office after it). */
export function SignInLanguages() {
  const { t } = useTranslation('admin');
  return (
    <Segmented<Language> className="auth-languages" size="small" block aria-label={t('language.title')} value={currentLanguage()}
      options={languages.map((language) => ({ value: language, label: <span lang={languageTags[language]}>{languageLabels[language]}</span> }))}
      onChange={(language) => void changeLanguage(language)} />
  );
}

import { GlobalOutlined } from '@ant-design/icons';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { defaultLanguage, isLanguage, languageLabels, languages, languageTags, type Language } from '@freight/domain';
import { changeLanguage } from '../../shared/i18n';
import { useSession } from '../session/SessionContext';
import { useSignOnConfig } from '../session/signOnConfig';
import { HeaderMenu } from './HeaderMenu';

interface LanguageSwitchProps {
  /** Shows the globe only. */
  compact?: boolean;
  /** Always switches in place (the sign-on service's own pages). */
  local?: boolean;
}

/**
 * Switches the interface language. Anonymous visitors (and everyone under a company sign-on) switch in place;
 * signed-in users of the built-in sign-on service switch through its language page, which remembers the choice.
 */
export function LanguageSwitch({ compact = false, local = false }: LanguageSwitchProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const { signedIn } = useSession();
  const signOn = useSignOnConfig(signedIn && !local);
  const current = isLanguage(i18n.language) ? i18n.language : defaultLanguage;
  const throughService = signedIn && !local && signOn.data?.builtIn === true;

  const choose = (language: Language) => {
    if (language === current) return;
    if (throughService) void navigate(`/sso/language?lang=${language}&return=${encodeURIComponent(pathname + search)}`);
    else void changeLanguage(language);
  };

  return (
    <HeaderMenu
      icon={<GlobalOutlined />}
      // The name begins with the language shown on the button (WCAG 2.5.3), then says what the button does.
      ariaLabel={compact ? t('header.language') : `${languageLabels[current]}, ${t('header.language')}`}
      align={compact ? 'end' : 'start'}
      items={languages.map((language) => ({
        key: language,
        label: languageLabels[language],
        lang: languageTags[language],
        checked: language === current,
        onSelect: () => choose(language),
      }))}
    >
      {!compact && languageLabels[current]}
    </HeaderMenu>
  );
}

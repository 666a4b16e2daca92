import { useEffect, type ReactNode } from 'react';
import { ConfigProvider, Flex } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { defaultLanguage, isLanguage } from '@freight/domain';
import { componentLocale, dayjsLocales } from '../../shared/componentLocales';
import { prebuiltStyles } from '../../shared/prebuiltStyles';
import { accessibleTheme } from '../../shared/theme/accessibleTheme';
import { useReducedMotion } from '../../shared/useReducedMotion';
import { FeedbackProvider } from './FeedbackProvider';
import { GatewayFeedback, StartupMessage, type StartupNotice } from './GatewayFeedback';

/** The specification's theme colour, as shades that meet WCAG contrast (docs/decisions.md). */
const portalColours = accessibleTheme('#409EFF');

/** Ant Design's theme and locale, following the interface language; also the browser tab's title and how gateway failures are shown. */
export function PortalConfig({ notice, children }: { notice?: StartupNotice; children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : defaultLanguage;
  const reducedMotion = useReducedMotion();

  useEffect(() => {
    dayjs.locale(dayjsLocales[language]);
    document.title = t('brand.title');
  }, [language, t]);

  return (
    <ConfigProvider locale={componentLocale(language)} theme={{ ...prebuiltStyles, token: { ...portalColours, motion: !reducedMotion } }}>
      <FeedbackProvider>
        <GatewayFeedback />
        <StartupMessage notice={notice} />
        {/* A Flex, like antd's App before it, carries the theme's CSS variables and base font to the portal's own markup. */}
        <Flex vertical className="portal-app">
          {children}
        </Flex>
      </FeedbackProvider>
    </ConfigProvider>
  );
}

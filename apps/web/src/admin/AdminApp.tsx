import { QueryClientProvider } from '@tanstack/react-query';
import { defaultLanguage, isLanguage } from '@freight/domain';
import { App, ConfigProvider } from 'antd';
import type { SizeType } from 'antd/es/config-provider/SizeContext';
import { useTranslation } from 'react-i18next';
import { HashRouter } from 'react-router';
import { componentLocale } from '../shared/componentLocales';
import { prebuiltStyles } from '../shared/prebuiltStyles';
import { accessibleTheme } from '../shared/theme/accessibleTheme';
import { useReducedMotion } from '../shared/useReducedMotion';
import { AppUiBridge } from './feedback';
import { appStore, type Size } from './layout/appStore';
import { settingsStore } from './layout/settings/settingsStore';
import { queryClient } from './queryClient';
import { AdminRoutes } from './router/router';
import { useStore } from './store';

/** Antd has three sizes; the back office's four map onto them. */
const componentSizes: Record<Size, SizeType> = { default: 'large', medium: 'medium', small: 'small', mini: 'small' };

export function AdminApp() {
  const { i18n } = useTranslation();
  const theme = useStore(settingsStore, (s) => s.theme);
  const size = useStore(appStore, (s) => s.size);
  const reducedMotion = useReducedMotion();
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider
        locale={componentLocale(isLanguage(i18n.language) ? i18n.language : defaultLanguage)}
        componentSize={componentSizes[size]}
        // The chosen theme colour's accessible shades; dialogs and popups above the fixed sidebar (z-index 1001), as RuoYi's dialogs (2000) are.
        theme={{ ...prebuiltStyles, token: { ...accessibleTheme(theme), motion: !reducedMotion, zIndexPopupBase: 2000 }, components: { Menu: { collapsedWidth: 64 } } }}
      >
        <App>
          <AppUiBridge />
          <HashRouter>
            <AdminRoutes />
          </HashRouter>
        </App>
      </ConfigProvider>
    </QueryClientProvider>
  );
}

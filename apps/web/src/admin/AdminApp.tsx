import { QueryClientProvider } from '@tanstack/react-query';
import type { Language } from '@freight/domain';
import { App, ConfigProvider } from 'antd';
import type { SizeType } from 'antd/es/config-provider/SizeContext';
import type { Locale } from 'antd/es/locale';
import enUS from 'antd/locale/en_US';
import ruRU from 'antd/locale/ru_RU';
import zhCN from 'antd/locale/zh_CN';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { setAppUi } from './feedback';
import { appStore, type Size } from './layout/appStore';
import { settingsStore } from './layout/settings/settingsStore';
import { queryClient } from './queryClient';
import { createAdminRouter } from './router/router';
import { useStore } from './store';

const antdLocales: Record<Language, Locale> = { zh_CN: zhCN, en_US: enUS, ru_Ru: ruRU };

/** Antd has three sizes; the back office's four map onto them. */
const componentSizes: Record<Size, SizeType> = { default: 'large', medium: 'medium', small: 'small', mini: 'small' };

/** Hands antd's themed message, modal and notification to code outside components (the request client). */
function AppUiBridge() {
  const ui = App.useApp();
  useEffect(() => setAppUi(ui), [ui]);
  return null;
}

export function AdminApp() {
  const { i18n } = useTranslation();
  const theme = useStore(settingsStore, (s) => s.theme);
  const size = useStore(appStore, (s) => s.size);
  const [router] = useState(createAdminRouter);
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider
        locale={antdLocales[i18n.language as Language] ?? zhCN}
        componentSize={componentSizes[size]}
        theme={{ token: { colorPrimary: theme }, components: { Menu: { collapsedWidth: 64 } } }}
      >
        <App>
          <AppUiBridge />
          <RouterProvider router={router} />
        </App>
      </ConfigProvider>
    </QueryClientProvider>
  );
}

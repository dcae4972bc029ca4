import { type ReactNode, useMemo } from 'react';
import { Refine, type I18nProvider } from '@refinedev/core';
import routerProvider from '@refinedev/react-router';
import { App as AntdApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import enUS from 'antd/locale/en_US';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/en';
import { createDataProviders } from '../data/providers';
import { useMessageNotificationProvider } from './notification-provider';
import { mainClient, NotifierBridge, quietClient, tableClient } from '../http';
import { createAuthProvider } from '../session/auth-provider';
import { t, useLanguageStore, type Language } from '../i18n';
import { antdSize, useSizeStore } from './size-store';
import { QUERY_STALE_TIME_MS } from '../config/list';
import { APP_THEME } from '../config/theme';

const dataProviders = createDataProviders(mainClient, tableClient, quietClient);
const authProvider = createAuthProvider(mainClient);

const ANTD_LOCALES = { zh: zhCN, en: enUS } as const;
const DAYJS_LOCALES: Record<Language, string> = { zh: 'zh-cn', en: 'en' };

/** antd, dayjs and Refine configured for the current language and size, and the product's providers. */
export function AppProviders({ children }: { children: ReactNode }) {
  const language = useLanguageStore((s) => s.language);
  const setLanguage = useLanguageStore((s) => s.setLanguage);
  const size = useSizeStore((s) => s.size);
  dayjs.locale(DAYJS_LOCALES[language]);
  const i18nProvider = useMemo<I18nProvider>(
    () => ({
      translate: (key: string, options?: unknown, defaultMessage?: string) => {
        const text = t(key, options as Record<string, string> | undefined);
        return text === key && defaultMessage ? defaultMessage : text;
      },
      changeLocale: (locale: string) => setLanguage(locale as Language),
      getLocale: () => language,
    }),
    [language, setLanguage],
  );
  return (
    <ConfigProvider locale={ANTD_LOCALES[language]} componentSize={antdSize(size)} theme={APP_THEME}>
      <AntdApp>
        <NotifierBridge />
        <Refine
          dataProvider={dataProviders}
          routerProvider={routerProvider}
          authProvider={authProvider}
          i18nProvider={i18nProvider}
          notificationProvider={useMessageNotificationProvider}
          options={{ disableTelemetry: true, syncWithLocation: false, warnWhenUnsavedChanges: false, reactQuery: { clientConfig: { defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: QUERY_STALE_TIME_MS } } } } }}
        >
          {children}
        </Refine>
      </AntdApp>
    </ConfigProvider>
  );
}

import { type ReactNode, useMemo } from 'react';
import { Refine, type I18nProvider } from '@refinedev/core';
import routerProvider from '@refinedev/react-router';
import { QUERY_STALE_TIME_MS } from '../config/list';
import { dataProviders } from '../data/app-data';
import { useMessageNotificationProvider } from './notification-provider';
import { mainClient } from '../http';
import { createAuthProvider } from '../session/auth-provider';
import { t, useLanguageStore, type Language } from '../i18n';

const authProvider = createAuthProvider(mainClient);
// One object for the app's life: <Refine> derives its query client and context values from it.
const REFINE_OPTIONS = {
  disableTelemetry: true,
  syncWithLocation: false,
  warnWhenUnsavedChanges: false,
  // Its only work is calling authProvider.check on each path change, a local token test whose answer it
  // drops (access is decided by Guarded); and it reads the location above the tab area, where there is none.
  disableRouteChangeHandler: true,
  reactQuery: { clientConfig: { defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: QUERY_STALE_TIME_MS } } } },
};

/**
 * Refine (and with it React Query) for the screens. Only the authenticated area and the public
 * screens mount it, lazily, so the login page loads neither.
 */
export function RefineProviders({ children }: { children: ReactNode }) {
  const language = useLanguageStore((s) => s.language);
  const setLanguage = useLanguageStore((s) => s.setLanguage);
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
    <Refine
      dataProvider={dataProviders}
      routerProvider={routerProvider}
      authProvider={authProvider}
      i18nProvider={i18nProvider}
      notificationProvider={useMessageNotificationProvider}
      options={REFINE_OPTIONS}
    >
      {children}
    </Refine>
  );
}

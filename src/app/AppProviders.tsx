import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import { StyleProvider } from '@ant-design/cssinjs';
// The ES modules (antd/locale/* re-exports the CommonJS build, a second copy of en_US beside antd's own).
import zhCN from 'antd/es/locale/zh_CN';
import enUS from 'antd/es/locale/en_US';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/en';
import { NotifierBridge } from '../http/notifier-bridge';
import { useLanguageStore, type Language } from '../i18n';
import { APP_THEME } from '../config/theme';
import { antdSize, useSizeStore } from './size-store';
import { LazyFeedbackApp } from './feedback/LazyFeedbackApp';
import { APP_STYLE_CACHE, keepAntdStyles } from './antd-styles/keep-styles';

// When this module loads, before any antd component renders (see keepAntdStyles).
keepAntdStyles();

const ANTD_LOCALES = { zh: zhCN, en: enUS } as const;
const DAYJS_LOCALES: Record<Language, string> = { zh: 'zh-cn', en: 'en' };

/**
 * antd and dayjs configured for the current language and size, around every page that uses antd
 * (everything but the login page, which loads no antd), with antd's generated styles kept across visits
 * (src/app/antd-styles/). Refine and React Query are in RefineProviders, mounted only where screens render.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const language = useLanguageStore((s) => s.language);
  const size = useSizeStore((s) => s.size);
  dayjs.locale(DAYJS_LOCALES[language]);
  return (
    <StyleProvider cache={APP_STYLE_CACHE}>
      <ConfigProvider locale={ANTD_LOCALES[language]} componentSize={antdSize(size)} theme={APP_THEME}>
        <LazyFeedbackApp>
          <NotifierBridge />
          {children}
        </LazyFeedbackApp>
      </ConfigProvider>
    </StyleProvider>
  );
}

import type { MessageModule } from '../types';

/** The tab bar's context menu (widgets spec §2). */
export const tabs = {
  zh: {
    'tabs.refresh': '刷新',
    'tabs.close': '关闭',
    'tabs.closeOthers': '关闭其他',
    'tabs.closeAll': '关闭所有',
  },
  en: {
    'tabs.refresh': 'Refresh',
    'tabs.close': 'Close',
    'tabs.closeOthers': 'Close others',
    'tabs.closeAll': 'Close all',
  },
} satisfies MessageModule;

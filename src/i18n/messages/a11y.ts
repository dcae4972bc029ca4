import type { MessageModule } from '../types';

/** Names and hints for assistive technology (labels that are not shown as text). */
export const a11y = {
  zh: {
    'a11y.tabBar': '已打开的页面',
    'a11y.tabKeys': '回车打开，Delete 关闭，Shift+F10 打开菜单',
  },
  en: {
    'a11y.tabBar': 'Open pages',
    'a11y.tabKeys': 'Enter opens, Delete closes, Shift+F10 opens the menu',
  },
} satisfies MessageModule;

import type { MessageModule } from '../types';

/** Texts of the kernel's own pages (guard, loading, errors). */
export const app = {
  zh: {
    'app.screenLoadFailed': '页面加载失败',
    'app.menuLoading': '正在加载菜单…',
    'app.navigationLoading': '正在打开页面…',
    'app.retry': '重试',
    'app.notFound': '抱歉，您访问的页面不存在',
    'app.backHome': '返回首页',
    'app.forbidden': '抱歉，您无权访问该页面或登录状态已失效',
    'app.toLogin': '重新登录',
    'app.signingIn': '正在进入系统…',
    'app.signingOut': '正在退出登录…',
  },
  en: {
    'app.screenLoadFailed': 'The page could not be loaded',
    'app.menuLoading': 'Loading the menu…',
    'app.navigationLoading': 'Opening the page…',
    'app.retry': 'Retry',
    'app.notFound': 'Sorry, the page you visited does not exist',
    'app.backHome': 'Back home',
    'app.forbidden': 'Sorry, you may not open this page or your sign-in has expired',
    'app.toLogin': 'Sign in again',
    'app.signingIn': 'Signing you in…',
    'app.signingOut': 'Signing out…',
  },
} satisfies MessageModule;

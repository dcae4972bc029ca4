import type { MessageModule } from '../types';

/** Texts shared by every area. */
export const common = {
  zh: {
    'common.ok': '确定',
    'common.cancel': '取消',
    'common.loading': '加载中…',
    'common.success': '操作成功',
    'common.back': '返回',
  },
  en: {
    'common.ok': 'OK',
    'common.cancel': 'Cancel',
    'common.loading': 'Loading…',
    'common.success': 'Done',
    'common.back': 'Back',
  },
} satisfies MessageModule;

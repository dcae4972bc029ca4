import type { MessageModule } from '../types.js';

/** Texts shown where an account's menu permission lacks a screen's operation code. */
export const operations = {
  zh: {
    'operations.importDenied': '当前账号没有导入权限，请联系管理员开通',
  },
  en: {
    'operations.importDenied': 'This account may not import; ask an administrator for the import permission',
  },
} satisfies MessageModule;

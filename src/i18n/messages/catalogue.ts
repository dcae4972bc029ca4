import type { MessageModule } from '../types';

/** Texts of the screens catalogue (implementers and QA). */
export const catalogue = {
  zh: {
    'catalogue.loading': '正在加载并校验页面描述 {done}/{total}',
    'catalogue.summary': '共 {screens} 个页面描述，{routes} 个路由（含别名），{invalid} 个未通过校验',
    'catalogue.search': '搜索路径、标题或接口',
    'catalogue.kind': '类型',
    'catalogue.details': '详情',
    'catalogue.path': '路由',
    'catalogue.aliases': '别名',
    'catalogue.title': '标题',
    'catalogue.api': '接口',
    'catalogue.cache': '缓存',
    'catalogue.valid': '校验',
    'catalogue.ok': '通过',
    'catalogue.invalid': '{count} 个错误',
    'catalogue.open': '打开',
    'catalogue.file': '文件',
  },
  en: {
    'catalogue.loading': 'Loading and checking screen descriptors {done}/{total}',
    'catalogue.summary': '{screens} screen descriptors, {routes} routes (aliases counted), {invalid} invalid',
    'catalogue.search': 'Search path, title or API',
    'catalogue.kind': 'Kind',
    'catalogue.details': 'Details',
    'catalogue.path': 'Route',
    'catalogue.aliases': 'Aliases',
    'catalogue.title': 'Title',
    'catalogue.api': 'API',
    'catalogue.cache': 'Cached',
    'catalogue.valid': 'Check',
    'catalogue.ok': 'valid',
    'catalogue.invalid': '{count} errors',
    'catalogue.open': 'Open',
    'catalogue.file': 'File',
  },
} satisfies MessageModule;

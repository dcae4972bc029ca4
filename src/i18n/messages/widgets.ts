import type { MessageModule } from '../types';

/**
 * Texts of the drawer, tree select, quick view and bookmark widgets (widgets spec §2, §8). The drawer's
 * alert is the spec's own English text in both languages; the bookmark message is the spec's Chinese in zh.
 */
export const widgets = {
  zh: {
    'widgets.drawerPlacementUnsupported': 'only top, bottom, left, right are supported',
    'widgets.drawerClose': '关闭',
    'widgets.quickViewUnavailable': '无法打开该详情',
    'widgets.treeSearch': '输入名称筛选',
    'widgets.treeLoadFailed': '加载失败',
    'widgets.bookmark': '收藏本站',
    'widgets.bookmarkNotIe': '非IE浏览器，请使用浏览器自带收藏功能',
  },
  en: {
    'widgets.drawerPlacementUnsupported': 'only top, bottom, left, right are supported',
    'widgets.drawerClose': 'Close',
    'widgets.quickViewUnavailable': 'This detail cannot be opened',
    'widgets.treeSearch': 'Type a name to filter',
    'widgets.treeLoadFailed': 'Loading failed',
    'widgets.bookmark': 'Bookmark this site',
    'widgets.bookmarkNotIe': 'Not Internet Explorer: please use the browser\'s own bookmark feature',
  },
} satisfies MessageModule;

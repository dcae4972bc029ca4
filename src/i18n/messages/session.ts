import type { MessageModule } from '../types';

/** Texts of the session watchers and the group chooser (the spec's fixed texts are in config/messages). */
export const session = {
  zh: {
    'session.groupDialogTitle': '切换事业部',
    'session.groupLabel': '事业部',
    'session.groupPlaceholder': '搜索或选择事业部',
    'session.currentGroup': '当前事业部：{name}',
    'session.newVersionTitle': '系统有新版本',
    'session.newVersionBody': '系统已发布新版本，{seconds} 秒后自动刷新页面',
    'session.trialWarningTitle': '试用期即将到期',
    'session.trialWarningBody': '您的试用期还剩 {days} 天，如需继续使用请联系销售顾问。',
    'session.trialExpiredBody': '您的试用期已结束，如需继续使用请联系销售顾问。',
    'session.contact': '{name}：{phone}',
    'session.printPluginVersions': '已安装版本 {current}，最低要求版本 {minimum}。',
    'session.printPluginDownload': '下载新版打印插件',
  },
  en: {
    'session.groupDialogTitle': 'Switch business unit',
    'session.groupLabel': 'Business unit',
    'session.groupPlaceholder': 'Search or pick a business unit',
    'session.currentGroup': 'Current business unit: {name}',
    'session.newVersionTitle': 'A new version is available',
    'session.newVersionBody': 'The system has a new version; this page refreshes in {seconds} seconds.',
    'session.trialWarningTitle': 'Your trial ends soon',
    'session.trialWarningBody': 'Your trial ends in {days} days. To keep using the system, contact sales.',
    'session.trialExpiredBody': 'Your trial has ended. To keep using the system, contact sales.',
    'session.contact': '{name}: {phone}',
    'session.printPluginVersions': 'Installed version {current}, required at least {minimum}.',
    'session.printPluginDownload': 'Download the new print plug-in',
  },
} satisfies MessageModule;

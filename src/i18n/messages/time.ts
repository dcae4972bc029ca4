import type { MessageModule } from '../types';

/** Relative times (core spec §9). */
export const time = {
  zh: {
    'time.justNow': '刚刚',
    'time.minutesAgo': '{n}分钟前',
    'time.hoursAgo': '{n}小时前',
    'time.oneDayAgo': '1天前',
    'time.dateTime': '{month}月{day}日{hour}时{minute}分',
  },
  en: {
    'time.justNow': 'just now',
    'time.minutesAgo': '{n} min ago',
    'time.hoursAgo': '{n} h ago',
    'time.oneDayAgo': '1 day ago',
    'time.dateTime': '{month}/{day} {hour}:{minute}',
  },
} satisfies MessageModule;

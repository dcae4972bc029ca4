import type { MessageModule } from '../types';

/** Edit conflicts: a save based on a version of the record someone else has changed since. */
export const versions = {
  zh: {
    'record.staleVersion': '该记录已被他人修改，请刷新后重试',
  },
  en: {
    'record.staleVersion': 'Someone else has changed this record since you opened it. Refresh and try again.',
  },
} satisfies MessageModule;

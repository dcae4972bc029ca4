import type { MessageModule } from '../types';

/**
 * Chrome of the workflow buttons and the track timeline (the transitions' own labels, confirmations and
 * refusals are the workflow's, in src/config/workflow-messages.ts and workflows/*.json).
 */
export const workflow = {
  zh: {
    'workflow.more': '更多',
    'workflow.moreOf': '{name} 的更多操作',
    'workflow.noTracks': '暂无轨迹',
    'workflow.trackBy': '{company} {user}',
    'workflow.bulkResult': '{action}结果',
    'workflow.bulkRefused': '以下记录未能{action}：',
    'workflow.selectFirst': '请先选择要操作的记录',
  },
  en: {
    'workflow.more': 'More',
    'workflow.moreOf': 'More actions for {name}',
    'workflow.noTracks': 'No track yet',
    'workflow.trackBy': '{company} {user}',
    'workflow.bulkResult': '{action}: results',
    'workflow.bulkRefused': 'Not done for these records:',
    'workflow.selectFirst': 'Select the records first',
  },
} satisfies MessageModule;

/** The action rules every kind shares, plus its own handling actions (json-rules-engine rule format). */
import type { TicketAction } from '../ticket-constants.js';
import type { ActionFlags, ActionRule } from '../ticket-types.js';
import { all, fact, role, statusIs } from './conditions.js';

const grant = (name: string, flags: readonly TicketAction[]): { type: string; params: ActionFlags } => ({
  type: name,
  params: Object.fromEntries(flags.map((action) => [`can_${action}`, true])) as ActionFlags,
});

export interface ActionRuleOptions {
  /** Handling actions the executive may carry out while the ticket is IN_PROGRESS. */
  handling: readonly TicketAction[];
  /** Whether the kind carries fees that go to finance review. */
  financeReview: boolean;
}

export function actionRules(options: ActionRuleOptions): ActionRule[] {
  const rules: ActionRule[] = [
    // A ticket being created (status CREATE) belongs to nobody yet: whoever raises it may save it.
    { name: '提交', conditions: all(fact('task_stage', 'equal', 'CREATE')), event: grant('create', ['save']) },
    { name: '受理', conditions: all(role('EXECUTIVE_STAFF'), statusIs('SUBMITTED')), event: grant('accept', ['accept']) },
    { name: '保存', conditions: all(fact('allowed_save', 'equal', true)), event: grant('save', ['save']) },
    {
      name: '处理',
      conditions: all(role('EXECUTIVE_STAFF'), statusIs('IN_PROGRESS')),
      event: grant('handle', ['complete', ...options.handling]),
    },
  ];
  if (options.financeReview) {
    rules.push(
      {
        name: '提交财务审核',
        conditions: all(role('EXECUTIVE_STAFF'), statusIs('IN_PROGRESS', 'COMPLETED')),
        event: grant('submit_for_finance_review', ['submit_for_finance_review']),
      },
      {
        name: '财务审核',
        conditions: all(role('FINANCIAL_STAFF'), statusIs('FINANCE_REVIEWING')),
        event: grant('finance_review', ['reject', 'return_to_in_progress', 'finance_complete']),
      },
    );
  }
  return rules;
}

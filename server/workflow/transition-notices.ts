/**
 * The messages of a transition's notify effects: to the main account and sub-accounts of each named party
 * on the record (never the actor's own company), titled as the effect says, telling the record's number,
 * who acted and what the dialog asked, and linking to the record's detail screen the account can open.
 */
import { WORKFLOW_RECORD_TEXTS, workflowMessage } from '../../src/config/workflow-messages.js';
import type { RecordParty, WorkflowDescriptor, WorkflowTransition } from '../../src/workflow/types.js';
import { roleCanSee } from '../menu/role-access.js';
import type { NotificationInput } from '../notify/notification-store.js';
import type { Actor } from './actor.js';
import type { Companies } from '../parties/companies.js';

/** Detail screens of a workflow's records per party, the first the account's menu reaches being linked. */
const DETAIL_ROUTES: Readonly<Record<string, Readonly<Record<RecordParty, readonly string[]>>>> = {
  order: {
    merchant: ['/da/order/show/:id', '/saas/waybill/detail/:id'],
    servicer: ['/bang/order/show/:id', '/saas/waybill/detail/:id'],
    delivery: ['/saas/order/detail/:id', '/saas/waybill/detail/:id'],
  },
};

export interface Notice {
  userId: number;
  input: NotificationInput;
}

const isRecordParty = (party: string): party is RecordParty => party === 'merchant' || party === 'servicer' || party === 'delivery';

export function transitionNotices(
  workflow: WorkflowDescriptor, transition: WorkflowTransition, record: Readonly<Record<string, unknown>>, actor: Actor, note: string, companies: Companies,
): Notice[] {
  const notices: Notice[] = [];
  const told = new Set<string>();
  const message = workflowMessage(WORKFLOW_RECORD_TEXTS.notification, {
    subject: workflow.subject, no: String(record[workflow.recordKey] ?? ''), company: actor.companyName, action: transition.label,
  }) + (note ? workflowMessage(WORKFLOW_RECORD_TEXTS.notificationNote, { note }) : '');
  for (const effect of transition.effects ?? []) {
    if (effect.effect !== 'notify') continue;
    for (const party of effect.parties.filter(isRecordParty)) {
      const company = Number(record[workflow.parties[party]] ?? 0);
      if (!Number.isInteger(company) || company <= 0 || company === actor.company) continue;
      for (const account of companies.accountsOf(company)) {
        const key = `${account.id}|${effect.title}`;
        if (told.has(key)) continue;
        told.add(key);
        const route = (DETAIL_ROUTES[workflow.name]?.[party] ?? []).find((candidate) => roleCanSee(account.role, candidate));
        notices.push({
          userId: account.id,
          input: { category: 'ORDER', title: effect.title, message, ...(route ? { route: route.replace(':id', String(record.id)) } : {}) },
        });
      }
    }
  }
  return notices;
}

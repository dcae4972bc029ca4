/**
 * The history of a seeded order, consistent with its status: the workflow walked from the state it was
 * created in along the main path (接单, 入库, 发货, 到货, 派单, 签收), or to 取消 and 删除, each step by one of
 * the order's companies at a plausible time between its creation and its end (its sign time, or now),
 * with the times the steps stamp and the values their dialogs would have asked.
 */
import { WORKFLOW_RECORD_TEXTS, workflowMessage } from '../../src/config/workflow-messages.js';
import { transitionOf } from '../../src/workflow/rules.js';
import type { RecordParty, TrackEvent, WorkflowDescriptor, WorkflowParty } from '../../src/workflow/types.js';
import { formatLocalDateTime } from '../db/clock.js';
import { DEMO_CONSIGNOR_NAME, DEMO_DELIVERY_NAME, DEMO_SERVICER_NAME, ORDER_CANCEL_REASONS } from '../fake-data/business-names.js';
import { personName } from '../fake-data/fake-people.js';
import type { Random } from '../fake-data/prng.js';
import { demoUser } from '../users/demo-users.js';
import { createStep, trackEvent, type TrackActor } from './tracks.js';

type Row = Readonly<Record<string, unknown>>;

/** Transitions from the state an order is created in to each status, and the state it is created in. */
const SEEDED_PATHS: Readonly<Record<string, { start: string; steps: readonly string[] }>> = {
  DRAFT: { start: 'DRAFT', steps: [] },
  WAIT_RECEIVE: { start: 'WAIT_RECEIVE', steps: [] },
  RECEIVED: { start: 'WAIT_RECEIVE', steps: ['receive'] },
  IN_STORAGE: { start: 'WAIT_RECEIVE', steps: ['receive', 'stock_in'] },
  IN_TRANSIT: { start: 'WAIT_RECEIVE', steps: ['receive', 'ship'] },
  ARRIVED: { start: 'WAIT_RECEIVE', steps: ['receive', 'ship', 'arrive'] },
  DELIVERING: { start: 'WAIT_RECEIVE', steps: ['receive', 'ship', 'arrive', 'dispatch'] },
  SIGNED: { start: 'WAIT_RECEIVE', steps: ['receive', 'ship', 'arrive', 'dispatch', 'sign'] },
  CANCELLED: { start: 'WAIT_RECEIVE', steps: ['cancel'] },
  RECYCLED: { start: 'WAIT_RECEIVE', steps: ['cancel', 'discard'] },
};

/** Who fires each seeded step (one of the transition's parties); the others: its first party. */
const SEEDED_FIRERS: Readonly<Record<string, RecordParty>> = { stock_in: 'delivery', arrive: 'servicer', sign: 'delivery' };

/** The company fields and demo companies of each party. */
const COMPANIES: Readonly<Record<RecordParty, { nameField: string; demoName: string; demoUser: string }>> = {
  merchant: { nameField: 'consignor_name', demoName: DEMO_CONSIGNOR_NAME, demoUser: 'consignor' },
  servicer: { nameField: 'servicer_name', demoName: DEMO_SERVICER_NAME, demoUser: 'servicer' },
  delivery: { nameField: 'delivery_name', demoName: DEMO_DELIVERY_NAME, demoUser: 'delivery' },
};

const HOUR_MS = 3_600_000;

export interface SeededHistory {
  /** Fields the steps set: their stamps and dialog values. */
  fields: Record<string, unknown>;
  tracks: TrackEvent[];
}

/** One person per company of the order: the demo account's for the demo companies. */
function actorsOf(order: Row, random: Random): (party: WorkflowParty) => TrackActor {
  const known = new Map<WorkflowParty, TrackActor>();
  return (party) => {
    let actor = known.get(party);
    if (!actor) {
      const company = party === 'platform' ? undefined : COMPANIES[party];
      const companyName = company ? String(order[company.nameField] ?? '') : '';
      const userName = company && companyName === company.demoName ? demoUser(company.demoUser).nickname : personName(random);
      actor = { userName, party, companyName };
      known.set(party, actor);
    }
    return actor;
  };
}

/** Step times after `created`, ending at `end` when `exact`, else spread over at most 90 % of the time left. */
function stepTimes(count: number, created: Date, end: Date, exact: boolean, random: Random): Date[] {
  const gaps = Array.from({ length: count }, () => random.int(2, 26) * HOUR_MS + random.int(0, 59) * 60_000);
  const total = gaps.reduce((sum, gap) => sum + gap, 0);
  const available = Math.max(0, end.getTime() - created.getTime());
  const scale = total === 0 ? 1 : exact ? available / total : Math.min(1, (available * 0.9) / total);
  let at = created.getTime();
  const times = gaps.map((gap) => new Date(Math.round((at += gap * scale))));
  if (exact && count > 0) times[count - 1] = end;
  return times;
}

/** The dialog values of a seeded step: stored on the order and written in the note. */
function stepValues(key: string, order: Row, random: Random): { fields: Record<string, unknown>; note: Array<[string, string]> } {
  switch (key) {
    case 'cancel': {
      const reason = random.pick(ORDER_CANCEL_REASONS);
      return { fields: { cancel_reason: reason }, note: [['取消原因', reason]] };
    }
    case 'dispatch':
      return { fields: {}, note: [['配送安装服务商', String(order.delivery_name ?? '')], ['预约时间', String(order.appointment_time ?? '')]].filter(([, value]) => value !== '') as Array<[string, string]> };
    case 'sign':
      return { fields: { signer_name: String(order.end_contact ?? '') }, note: [['签收人', String(order.end_contact ?? '')]] };
    default:
      return { fields: {}, note: [] };
  }
}

const noteOf = (items: ReadonlyArray<[string, string]>): string =>
  items.map(([label, value]) => workflowMessage(WORKFLOW_RECORD_TEXTS.noteItem, { label, value })).join(WORKFLOW_RECORD_TEXTS.noteSeparator);

/** The seeded history of `order` (its status, companies and times), created at `created`, signed or still open at `end`. */
export function seededHistory(workflow: WorkflowDescriptor, order: Row, created: Date, end: Date, random: Random): SeededHistory {
  const status = String(order[workflow.stateField] ?? '');
  const path = SEEDED_PATHS[status] ?? { start: status, steps: [] };
  const actorOf = actorsOf(order, random);
  const creator: WorkflowParty = order.app_code === 'DA' ? 'merchant' : 'servicer';
  const tracks: TrackEvent[] = [trackEvent(workflow, createStep(path.start), actorOf(creator), formatLocalDateTime(created))];
  const fields: Record<string, unknown> = {};
  const times = stepTimes(path.steps.length, created, end, status === 'SIGNED', random);
  let state = path.start;
  path.steps.forEach((key, index) => {
    const transition = transitionOf(workflow, key);
    if (!transition || !transition.from.includes(state)) throw new Error(`seeded order history: ${key} does not leave ${state}`);
    const at = formatLocalDateTime(times[index] ?? end);
    const wanted = SEEDED_FIRERS[key] ?? (key === 'cancel' || key === 'discard' ? creator : undefined);
    const party = wanted && transition.parties.includes(wanted) ? wanted : (transition.parties[0] ?? 'platform');
    const values = stepValues(key, order, random);
    const to = transition.to ?? state;
    tracks.push(trackEvent(workflow, { action: key, label: transition.label, from: state, to }, actorOf(party), at, noteOf(values.note)));
    Object.assign(fields, values.fields);
    for (const effect of transition.effects ?? []) if (effect.effect === 'stamp' && effect.value !== 'actor') fields[effect.field] = at;
    state = to;
  });
  if (state !== status) throw new Error(`seeded order history ends in ${state}, not ${status}`);
  return { fields, tracks };
}

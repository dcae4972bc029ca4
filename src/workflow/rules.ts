/**
 * The rules of a workflow, read alike by the renderer (which buttons a record offers) and the reference
 * server (which transitions it runs): a transition is allowed when the record's state is one it leaves
 * from, the account's party may fire it, the account holds its operation code, no active hold blocks it,
 * and its `when` condition (if any) matches the record.
 */
import { WORKFLOW_MESSAGES, WORKFLOW_PARTY_NAMES, workflowMessage } from '../config/workflow-messages.js';
import { matchesCondition } from '../rules/condition.js';
import { ACTIVE_HOLDS_FIELD, type WorkflowDescriptor, type WorkflowParty, type WorkflowState, type WorkflowTransition } from './types.js';

/** Who fires a transition: the account's party and a check of its operation codes on the screen (or API). */
export interface WorkflowActor {
  party: WorkflowParty | undefined;
  holdsCode: (operation: string) => boolean;
}

/** Why a transition is refused: the HTTP status the server answers and the message both sides show. */
export interface Refusal {
  reason: 'unknown' | 'state' | 'party' | 'code' | 'hold' | 'notHeld' | 'condition';
  status: 403 | 404 | 409;
  msg: string;
}

type Row = Readonly<Record<string, unknown>>;

// The party of an account type lives apart, so a screen can know its account's party without these rules.
export { partyOfMainType } from './party.js';

export const transitionOf = (workflow: WorkflowDescriptor, key: string): WorkflowTransition | undefined =>
  workflow.transitions.find((transition) => transition.key === key);

export const stateOf = (workflow: WorkflowDescriptor, key: unknown): WorkflowState | undefined =>
  workflow.states.find((state) => state.key === key);

/** The state's label, or the raw value for a state the workflow does not know. */
export const stateLabel = (workflow: WorkflowDescriptor, key: unknown): string => stateOf(workflow, key)?.label ?? String(key ?? '');

/** The keys of the holds active on a record, as the server keeps them. */
export function activeHolds(record: Row): string[] {
  const value = record[ACTIVE_HOLDS_FIELD];
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/** The refusal for a transition on a record by an actor, checked in the order a user would want told. */
export async function refusalOf(workflow: WorkflowDescriptor, record: Row, transitionKey: string, actor: WorkflowActor): Promise<Refusal | undefined> {
  const transition = transitionOf(workflow, transitionKey);
  if (!transition) return { reason: 'unknown', status: 404, msg: workflowMessage(WORKFLOW_MESSAGES.unknownAction, { action: transitionKey }) };
  const words = { subject: workflow.subject, action: transition.label };
  if (!actor.party || !transition.parties.includes(actor.party)) {
    const party = actor.party ? WORKFLOW_PARTY_NAMES[actor.party] : '当前账号';
    return { reason: 'party', status: 409, msg: workflowMessage(WORKFLOW_MESSAGES.wrongParty, { ...words, party }) };
  }
  if (!actor.holdsCode(transition.operation)) return { reason: 'code', status: 403, msg: workflowMessage(WORKFLOW_MESSAGES.missingCode, words) };
  const current = record[workflow.stateField];
  if (!transition.from.includes(String(current))) {
    const state = stateOf(workflow, current);
    return { reason: 'state', status: 409, msg: workflowMessage(WORKFLOW_MESSAGES.wrongState, { ...words, state: state?.phrase ?? state?.label ?? String(current ?? '') }) };
  }
  const holds = activeHolds(record);
  const blocking = workflow.holds?.find((hold) => holds.includes(hold.key) && hold.blocks.includes(transition.key));
  if (blocking) return { reason: 'hold', status: 409, msg: workflowMessage(WORKFLOW_MESSAGES.held, { ...words, hold: blocking.label }) };
  if (transition.whileHeld && !holds.includes(transition.whileHeld)) {
    return { reason: 'notHeld', status: 409, msg: workflowMessage(WORKFLOW_MESSAGES.notHeld, words) };
  }
  if (transition.when && !(await matchesCondition(transition.when, { ...record }))) {
    return { reason: 'condition', status: 409, msg: workflowMessage(transition.whenRefusal ?? WORKFLOW_MESSAGES.notHeld, words) };
  }
  return undefined;
}

/** The transitions a record offers an actor, in the workflow's order. */
export async function allowedTransitions(workflow: WorkflowDescriptor, record: Row, actor: WorkflowActor): Promise<WorkflowTransition[]> {
  const refusals = await Promise.all(workflow.transitions.map((transition) => refusalOf(workflow, record, transition.key, actor)));
  return workflow.transitions.filter((_, index) => refusals[index] === undefined);
}

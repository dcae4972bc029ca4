/**
 * What a transition writes besides its track event: the stamped times, the values it sets, the company it
 * assigns, the hold records it raises or releases and the tags it sets. Runs inside the transition's transaction.
 */
import type { FastifyRequest } from 'fastify';
import { WORKFLOW_MESSAGES, WORKFLOW_PARTY_NAMES, workflowMessage } from '../../src/config/workflow-messages.js';
import type { AssignEffect, WorkflowTransition } from '../../src/workflow/types.js';
import type { ApiRecord } from '../records/record-store.js';
import { nowDateTime } from '../db/clock.js';
import { closeDues, openDues, payDues } from '../finance/bill-dues.js';
import { settleBillLines } from '../finance/bill-lines.js';
import { settleOrder } from '../finance/settle-order.js';
import { badRequest } from '../http/api-error.js';
import { createStamp, readableRows } from '../records/collection-access.js';
import type { ServerContext } from '../context.js';
import type { Actor } from './actor.js';
import type { Companies } from '../parties/companies.js';
import { copiedFromRecord } from './hold-hooks.js';
import { holdStatusField, heldStateOf } from './hold-state.js';
import { activeHoldRecords, retagged, TAGS_FIELD } from './holds.js';
import type { WorkflowStores } from './workflow-stores.js';

type Body = Record<string, unknown>;

export interface EffectScope {
  context: ServerContext;
  companies: Companies;
  stores: WorkflowStores;
  request: FastifyRequest;
  actor: Actor;
  record: ApiRecord;
  transition: WorkflowTransition;
  /** The checked values of the transition's fields. */
  values: Body;
}

/** The fields an assign effect writes: the company's resource id, name and main account. */
function assigned(scope: EffectScope, effect: AssignEffect): Body {
  const resourceId = Number(scope.values[effect.from] ?? 0);
  const row = scope.companies.partnerRow(effect.party, resourceId);
  const store = scope.context.collections.get(scope.companies.collectionOf(effect.party));
  // The company must be one the account may pick (its own partners and those the platform publishes).
  const pickable = row && store ? store.find(row.id, undefined, readableRows(scope.context, store.spec, scope.request)) !== undefined : false;
  if (!row || !pickable) throw badRequest(workflowMessage(WORKFLOW_MESSAGES.unknownAssignee, { party: WORKFLOW_PARTY_NAMES[effect.party] }));
  const nameKey = scope.transition.fields?.find((field) => field.key === effect.from)?.picker?.nameKey;
  return {
    [effect.from]: resourceId,
    ...(nameKey ? { [nameKey]: String(row.name ?? '') } : {}),
    [scope.stores.workflow.parties[effect.party]]: scope.companies.mainAccountOf(effect.party, resourceId),
  };
}

/** Raises a hold: a hold record from the transition's fields, owned like a create by the actor. */
function raiseHold(scope: EffectScope, holdKey: string): void {
  const entry = scope.stores.holds.find((item) => item.hold.key === holdKey);
  if (!entry) return;
  const { hold, store } = entry;
  const { record, stores } = scope;
  const key = String(record[stores.workflow.recordKey] ?? '');
  const copied: Body = { [hold.recordKey]: key, ...copiedFromRecord(record), applicant_name: scope.actor.user.nickname };
  const data: Body = {};
  for (const [name, value] of Object.entries({ ...copied, ...scope.values })) if (store.spec.fields[name] !== undefined && value !== undefined) data[name] = value;
  const held = heldStateOf(hold);
  if (held) data[holdStatusField(hold)] = held;
  const stamp = createStamp(scope.context, store.spec, scope.request);
  store.insert({ ...data, ...stamp.force }, stamp.owner);
}

/** Releases a hold: its active records of the record get the hold's released state. */
function releaseHold(scope: EffectScope, holdKey: string): void {
  const key = String(scope.record[scope.stores.workflow.recordKey] ?? '');
  const active = activeHoldRecords(scope.stores, holdKey, key);
  const hold = scope.stores.holds.find((item) => item.hold.key === holdKey)?.hold;
  if (!active || !hold) return;
  for (const row of active.rows) active.store.update(row.id, { [holdStatusField(hold)]: hold.releasedState }, undefined);
}

/** Applies the effects that write other records, and answers the record's fields the effects set. */
export function applyEffects(scope: EffectScope): Body {
  const patch: Body = {};
  let tags: unknown = scope.record[TAGS_FIELD];
  let tagged = false;
  for (const effect of scope.transition.effects ?? []) {
    switch (effect.effect) {
      case 'stamp':
        patch[effect.field] = effect.value === 'actor' ? scope.actor.user.nickname : nowDateTime();
        break;
      case 'set':
        patch[effect.field] = effect.value;
        break;
      case 'assign':
        Object.assign(patch, assigned(scope, effect));
        break;
      case 'hold':
        raiseHold(scope, effect.hold);
        break;
      case 'release':
        releaseHold(scope, effect.hold);
        break;
      case 'tag':
      case 'untag':
        tags = effect.effect === 'tag' ? retagged(tags, [effect.tag], []) : retagged(tags, [], [effect.tag]);
        tagged = true;
        break;
      case 'settle':
        settleOrder(scope.context, scope.record);
        break;
      case 'settleLines':
        settleBillLines(scope.context, scope.record);
        break;
      case 'openDues':
        openDues(scope.context, scope.record);
        break;
      case 'closeDues':
        closeDues(scope.context, scope.record);
        break;
      case 'payDues':
        Object.assign(patch, payDues(scope.context, scope.record));
        break;
      case 'notify':
        break;
    }
  }
  if (tagged) patch[TAGS_FIELD] = tags;
  return patch;
}

/**
 * Runs one transition on one record: the record must be one the caller reads (else 404 as a missing
 * record), the transition one refusalOf allows (src/workflow/rules.ts, the rule the buttons follow), the
 * version the caller saw the current one, and the dialog's values valid. Then, in one transaction, the
 * effects, the new state, the track event and the holds; after it, the notifications.
 */
import type { FastifyRequest } from 'fastify';
import { WORKFLOW_MESSAGES, workflowMessage } from '../../src/config/workflow-messages.js';
import { refusalOf, transitionOf, type Refusal } from '../../src/workflow/rules.js';
import { TRACKS_FIELD, type WorkflowTransition } from '../../src/workflow/types.js';
import type { ApiRecord } from '../records/record-store.js';
import { assertCurrentVersion, updateAtVersion } from '../records/versioned-update.js';
import type { ServerContext } from '../context.js';
import { nowDateTime } from '../db/clock.js';
import { ApiError, recordNotFound } from '../http/api-error.js';
import { readableRows } from '../records/collection-access.js';
import { bindImages } from '../uploads/image-bindings.js';
import { actorOf, trackActorOf, type Actor } from './actor.js';
import type { Companies } from '../parties/companies.js';
import { holdFields, holdStateOf } from './holds.js';
import type { WorkflowNotifier } from './notifier.js';
import { applyEffects } from './transition-effects.js';
import { transitionInput, transitionNote } from './transition-fields.js';
import { transitionNotices } from './transition-notices.js';
import { trackEvent, tracksOf } from './tracks.js';
import type { WorkflowStores } from './workflow-stores.js';

type Body = Record<string, unknown>;

export interface TransitionServices {
  context: ServerContext;
  companies: Companies;
  notifier: WorkflowNotifier;
  /** Whether the caller holds the transition's code on a screen offering it (record or bulk button). */
  mayFire(request: FastifyRequest, transition: WorkflowTransition, bulk: boolean): boolean;
}

const refused = (refusal: Refusal): ApiError => new ApiError(refusal.status, String(refusal.status), refusal.msg);

/** The transition of `key`, or 404 不支持的操作 (also for a bulk run of a transition that has no bulk button). */
export function transitionOrRefuse(stores: WorkflowStores, key: string, bulk: boolean): WorkflowTransition {
  const transition = transitionOf(stores.workflow, key);
  if (!transition || (bulk && !transition.bulk)) throw new ApiError(404, '404', workflowMessage(WORKFLOW_MESSAGES.unknownAction, { action: key }));
  return transition;
}

/** Where the transition's field values are stored: the hold record it raises, or the record itself. */
function targetSpec(stores: WorkflowStores, transition: WorkflowTransition) {
  const hold = transition.effects?.find((effect) => effect.effect === 'hold');
  if (!hold) return stores.records.spec;
  return stores.holds.find((item) => item.hold.key === hold.hold)?.store.spec ?? { ...stores.records.spec, fields: {} };
}

/** The transition's writes in one transaction: the updated record and the track's note. */
function writeTransition(
  services: TransitionServices, stores: WorkflowStores, request: FastifyRequest, actor: Actor, record: ApiRecord, transition: WorkflowTransition, body: Body, values: Body,
): { updated: ApiRecord; note: string } {
  const { workflow, records } = stores;
  const from = String(record[workflow.stateField] ?? '');
  const to = transition.to ?? from;
  return records.transaction(() => {
    const effects = applyEffects({ context: services.context, companies: services.companies, stores, request, actor, record, transition, values });
    const holdsRaised = transition.effects?.some((effect) => effect.effect === 'hold') === true;
    const note = transitionNote(transition, { ...body, ...values, ...effects });
    const event = trackEvent(workflow, { action: transition.key, label: transition.label, from, to }, trackActorOf(actor), nowDateTime(), note);
    const changed: Body = { ...(holdsRaised ? {} : values), ...effects, [workflow.stateField]: to, [TRACKS_FIELD]: [...tracksOf(record), event] };
    const key = String(record[workflow.recordKey] ?? '');
    const patch = { ...changed, ...holdFields(stores, { ...record, ...changed }, holdStateOf(stores, key)) };
    const updated = updateAtVersion(records, record.id, patch, undefined, record.version);
    if (!updated) throw recordNotFound();
    return { updated, note };
  });
}

/** Runs transition `key` on the record `recordKey` (id or record key) for the caller; the updated record. */
export async function runTransition(
  services: TransitionServices, stores: WorkflowStores, request: FastifyRequest, key: string, recordKey: string | number, body: Body, bulk: boolean,
): Promise<ApiRecord> {
  const transition = transitionOrRefuse(stores, key, bulk);
  const record = stores.records.find(recordKey, undefined, readableRows(services.context, stores.records.spec, request));
  if (!record) throw recordNotFound();
  const actor = actorOf(request, services.companies);
  // The current record's state and holds are told before a stale version: a page opened before the order
  // was signed learns 订单已签收，不能取消, which a refresh would not change; a stale page whose transition
  // is still allowed is told the record changed.
  const refusal = await refusalOf(stores.workflow, record, key, { party: actor.party, holdsCode: () => services.mayFire(request, transition, bulk) });
  if (refusal) throw refused(refusal);
  assertCurrentVersion(record.version, typeof body.version === 'number' ? body.version : undefined);
  const { values } = transitionInput(transition, body, targetSpec(stores, transition));
  const { updated, note } = writeTransition(services, stores, request, actor, record, transition, body, values);
  bindImages(services.context, request, stores.records.spec.name, updated);
  for (const notice of transitionNotices(stores.workflow, transition, updated, actor, note, services.companies)) services.notifier.send(notice.userId, notice.input);
  return updated;
}

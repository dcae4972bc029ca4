/**
 * A workflow's records through the generic collection routes. Only transitions move a record's state,
 * track, holds and the fields its transitions stamp or set: a create starts in one of the workflow's
 * initial states (the first by default; another state answers 400) with a 下单 track event, and an update
 * (PUT, and the descriptors' call actions) leaves those fields as stored and changes the others as typed.
 * The companies a transition assigns (the delivery company of 派单) are the workflow's too, on create as
 * on update.
 */
import type { FastifyRequest } from 'fastify';
import { WORKFLOW_MESSAGES, workflowMessage } from '../../src/config/workflow-messages.js';
import { stateLabel } from '../../src/workflow/rules.js';
import { ACTIVE_HOLDS_FIELD, TRACKS_FIELD, type TransitionEffect, type WorkflowDescriptor } from '../../src/workflow/types.js';
import type { CollectionHooks } from '../records/collection-hooks.js';
import { nowDateTime } from '../db/clock.js';
import { badRequest } from '../http/api-error.js';
import { actorOf, trackActorOf, type Actor } from './actor.js';
import type { Companies } from '../parties/companies.js';
import { createStep, trackEvent } from './tracks.js';

type Body = Record<string, unknown>;

/** Where a new record goes besides its creator (an order's next company): extra fields of the create. */
export type Travel = (actor: Actor, body: Body) => Body;

/** The fields a transition's stamp and set effects write (回访 stamps visited_at and sets visited). */
export function stampFields(workflow: WorkflowDescriptor): string[] {
  const written = (effect: TransitionEffect): string[] => (effect.effect === 'stamp' || effect.effect === 'set' ? [effect.field] : []);
  return [...new Set(workflow.transitions.flatMap((transition) => (transition.effects ?? []).flatMap(written)))];
}

/**
 * The fields a transition's assign effects write: the picked company's resource id and the name its picker
 * fills (派单 writes delivery_resource_id and delivery_name beside delivery_user_id). A form that set them
 * would name a company the record is not visible to.
 */
export function assignedFields(workflow: WorkflowDescriptor): string[] {
  const fields = workflow.transitions.flatMap((transition) => (transition.effects ?? []).flatMap((effect) => {
    if (effect.effect !== 'assign') return [];
    const nameKey = transition.fields?.find((field) => field.key === effect.from)?.picker?.nameKey;
    return nameKey ? [effect.from, nameKey] : [effect.from];
  }));
  return [...new Set(fields)];
}

/** Fields only the workflow writes: the state, the track, the holds, the stamped and set fields and the assigned companies. */
export function workflowOwnedFields(workflow: WorkflowDescriptor): string[] {
  return [workflow.stateField, TRACKS_FIELD, ACTIVE_HOLDS_FIELD, ...stampFields(workflow), ...assignedFields(workflow)];
}

const without = (body: Body, fields: readonly string[]): Body => {
  const copy = { ...body };
  for (const field of fields) delete copy[field];
  return copy;
};

export function recordHooks(workflow: WorkflowDescriptor, companies: Companies, travel?: Travel): CollectionHooks {
  const owned = workflowOwnedFields(workflow);
  const notOnCreate = owned.filter((field) => field !== workflow.stateField);
  return {
    createInput(body) {
      for (const field of notOnCreate) delete body[field];
    },
    creating(request: FastifyRequest, body) {
      const state = typeof body[workflow.stateField] === 'string' ? String(body[workflow.stateField]) : workflow.initial[0] ?? '';
      if (!workflow.initial.includes(state)) {
        const states = workflow.initial.map((key) => stateLabel(workflow, key)).join('、');
        throw badRequest(workflowMessage(WORKFLOW_MESSAGES.initialState, { subject: workflow.subject, states }));
      }
      const actor = actorOf(request, companies);
      const event = trackEvent(workflow, createStep(state), trackActorOf(actor), nowDateTime());
      return { ...body, ...travel?.(actor, body), [workflow.stateField]: state, [TRACKS_FIELD]: [event], [ACTIVE_HOLDS_FIELD]: [] };
    },
    updating(_request, _existing, patch) {
      return without(patch, owned);
    },
  };
}

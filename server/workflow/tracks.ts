/**
 * A record's track (物流轨迹): one TrackEvent per transition, oldest first, in the record's `tracks` field.
 * The public order query shows each event's time, transition, state reached and company only.
 */
import { WORKFLOW_RECORD_TEXTS, workflowMessage } from '../../src/config/workflow-messages.js';
import { stateLabel } from '../../src/workflow/rules.js';
import { TRACKS_FIELD, type TrackEvent, type WorkflowDescriptor, type WorkflowParty } from '../../src/workflow/types.js';

/** Who acts on the track: the account's nickname, the party and the company it acts for. */
export interface TrackActor {
  userName: string;
  party: WorkflowParty;
  companyName: string;
}

/** One step of a record: the action's key and label and the states it leaves and reaches. */
export interface TrackStep {
  action: string;
  label: string;
  from?: string;
  to: string;
}

export function trackEvent(workflow: WorkflowDescriptor, step: TrackStep, actor: TrackActor, at: string, note?: string): TrackEvent {
  return {
    at,
    action: step.action,
    label: step.label,
    ...(step.from === undefined ? {} : { from: step.from }),
    to: step.to,
    to_label: stateLabel(workflow, step.to),
    user_name: actor.userName,
    party: actor.party,
    company_name: actor.companyName,
    ...(note ? { note } : {}),
  };
}

/** The step of a record's creation in `state` (下单). */
export const createStep = (state: string): TrackStep => ({ action: 'create', label: WORKFLOW_RECORD_TEXTS.createLabel, to: state });

const isTrackEvent = (value: unknown): value is TrackEvent =>
  typeof value === 'object' && value !== null && typeof (value as TrackEvent).at === 'string' && typeof (value as TrackEvent).to === 'string';

/** The record's track events, oldest first. */
export function tracksOf(record: Readonly<Record<string, unknown>>): TrackEvent[] {
  const value = record[TRACKS_FIELD];
  return Array.isArray(value) ? value.filter(isTrackEvent) : [];
}

/** What anyone may see of an event: no account name, no note. */
export type PublicTrackEvent = Pick<TrackEvent, 'at' | 'label' | 'to_label' | 'company_name'>;

export const publicTrackEvent = (event: TrackEvent): PublicTrackEvent =>
  ({ at: event.at, label: event.label, to_label: event.to_label, company_name: event.company_name });

/** The newest event as one line (the public query's 最新物流), '' without events. */
export function latestTrackText(events: readonly TrackEvent[]): string {
  const last = events[events.length - 1];
  return last ? workflowMessage(WORKFLOW_RECORD_TEXTS.latestTrack, { at: last.at, state: last.to_label, company: last.company_name }) : '';
}

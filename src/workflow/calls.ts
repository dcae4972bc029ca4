/**
 * The calls that run transitions (DESIGN "Processes are data"): one record's
 * `POST {resource}/{id}/actions/{key}` with `{version, ...fields}`, several records'
 * `POST {resource}/actions/{key}` with `{items: [{id, version}], ...fields}`, and the bulk answer.
 */
import { recordUrl } from '../data/query';
import { WORKFLOW_MESSAGES, workflowMessage } from '../config/workflow-messages';
import { WORKFLOW_VERSION_FIELD, type WorkflowDescriptor, type WorkflowTransition } from './types';
import { isRecord } from '../util/is-record';

type Row = Readonly<Record<string, unknown>>;
type RecordId = string | number;

/** The path running `transition` on the record `id`. */
export const transitionUrl = (workflow: WorkflowDescriptor, id: RecordId, transition: string): string =>
  `${recordUrl(workflow.resource, id)}/actions/${encodeURIComponent(transition)}`;

/** The path running `transition` on several records at once. */
export const bulkTransitionUrl = (workflow: WorkflowDescriptor, transition: string): string =>
  `${workflow.resource.replace(/\/+$/, '')}/actions/${encodeURIComponent(transition)}`;

/** The version a record was read at (sent so that a change by someone else in between is refused). */
export function recordVersion(record: Row): number | undefined {
  const version = record[WORKFLOW_VERSION_FIELD];
  return typeof version === 'number' ? version : undefined;
}

/** One record's call body: its version and what the dialog asked. */
export const transitionBody = (record: Row, values: Readonly<Record<string, unknown>>): Record<string, unknown> =>
  ({ ...values, [WORKFLOW_VERSION_FIELD]: recordVersion(record) });

/** Several records' call body: each one's id and version, and what the dialog asked once. */
export function bulkTransitionBody(records: readonly Row[], values: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const items = records.flatMap((record) => {
    const id = record.id;
    return typeof id === 'number' || typeof id === 'string' ? [{ id, [WORKFLOW_VERSION_FIELD]: recordVersion(record) }] : [];
  });
  return { ...values, items };
}

/** One record's outcome in a bulk run: `name` says which record (its `recordKey`, e.g. the order number). */
export interface BulkOutcome {
  id: RecordId;
  name: string;
  ok: boolean;
  msg: string;
}

export interface BulkResult {
  outcomes: BulkOutcome[];
  done: number;
  failed: number;
}


/** Reads the answer of a bulk run (`{results: [{id, order_no, ok, msg}], done, failed}`). */
export function readBulkResult(workflow: WorkflowDescriptor, data: unknown): BulkResult {
  const body = isRecord(data) ? data : {};
  const outcomes = (Array.isArray(body.results) ? body.results : []).filter(isRecord).map((item): BulkOutcome => {
    const id = typeof item.id === 'number' || typeof item.id === 'string' ? item.id : '';
    const key = item[workflow.recordKey];
    return {
      id,
      name: typeof key === 'string' || typeof key === 'number' ? String(key) : String(id),
      ok: item.ok === true,
      msg: typeof item.msg === 'string' ? item.msg : '',
    };
  });
  const count = (value: unknown, fallback: number): number => (typeof value === 'number' ? value : fallback);
  return {
    outcomes,
    done: count(body.done, outcomes.filter((outcome) => outcome.ok).length),
    failed: count(body.failed, outcomes.filter((outcome) => !outcome.ok).length),
  };
}

/** 接单成功 3 条，失败 1 条 */
export const bulkSummary = (transition: WorkflowTransition, result: BulkResult): string =>
  workflowMessage(WORKFLOW_MESSAGES.bulkSummary, { action: transition.label, done: result.done, failed: result.failed });

/** What a transition says when it went through. */
export const successMessage = (transition: WorkflowTransition): string => transition.success ?? WORKFLOW_MESSAGES.done;

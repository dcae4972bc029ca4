/**
 * The API permission index: for every screen route (and alias), the API calls that screen makes, each
 * with the operation code an account needs on that screen to make it (null: opening the screen is enough).
 * Built once from the descriptors the server parsed; the authorizer combines it with each account's menu.
 */
import { DEFAULT_OPERATION_OF_ACTION } from '../../src/config/operation-codes.js';
import { PRINT_TEMPLATES_API } from '../../src/config/print.js';
import type { WorkflowDescriptor } from '../../src/workflow/types.js';
import type { DocTransition, ScreenDoc } from '../descriptors/screen-doc.js';
import { bulkActionApi, recordActionApi } from './action-routes.js';
import { apiRouteOf, routeKeyOf } from './route-key.js';

export interface ApiUse {
  /** 'METHOD /api/normalized/:' (see route-key.ts). */
  key: string;
  /** The operation code the account's menu entry must list; null for reads. */
  operation: string | null;
}

/** Screen route → the API uses of its descriptor. */
export type ApiIndex = ReadonlyMap<string, readonly ApiUse[]>;

/** Calls and bulk actions that name no code change records: they need 'edit'. */
export const DEFAULT_CALL_OPERATION = DEFAULT_OPERATION_OF_ACTION.edit;
/** Print actions that name no code need 'print'. */
export const DEFAULT_PRINT_OPERATION = DEFAULT_OPERATION_OF_ACTION.print;

const use = (method: string, api: string, operation: string | null): ApiUse => ({ key: routeKeyOf(method, apiRouteOf(api)), operation });
const recordOf = (resource: string): string => `${resource.replace(/\/+$/, '')}/{id}`;
const tableOf = (resource: string): string => `${resource.replace(/\/+$/, '')}/table`;

/** Reads of a collection: its list in both conventions, and one record. */
function collectionReads(resource: string): ApiUse[] {
  return [use('GET', resource, null), use('GET', tableOf(resource), null), use('GET', recordOf(resource), null)];
}

/** The workflows by name, whose transitions the workflow buttons fire. */
export type WorkflowsByName = ReadonlyMap<string, WorkflowDescriptor>;

/**
 * A workflow button's calls, each needing its transition's operation code: a row or record button the
 * record route, a bulk button the bulk route of its (bulk) transitions. A workflow the server does not
 * know adds nothing.
 */
function transitionUses(button: DocTransition, workflows: WorkflowsByName): ApiUse[] {
  const workflow = workflows.get(button.workflow);
  if (!workflow) return [];
  const transitions = workflow.transitions.filter((item) => (button.transition === undefined || item.key === button.transition) && (!button.bulk || item.bulk === true));
  return transitions.map((item) =>
    use('POST', button.bulk ? bulkActionApi(workflow.resource, item.key) : recordActionApi(workflow.resource, item.key), item.operation));
}

/** Every API call one descriptor's screen makes, with the operation code each one needs. */
export function apiUsesOf(doc: ScreenDoc, workflows: WorkflowsByName = new Map()): ApiUse[] {
  const uses: ApiUse[] = [];
  const api = doc.api;
  if (api) {
    uses.push(...collectionReads(api.resource));
    if (api.list) uses.push(use('GET', api.list, null), use('GET', tableOf(api.list), null));
    if (api.get) uses.push(use('GET', api.get, null));
    if (doc.kind === 'form' && doc.createOperation) {
      // A create-only form (新增核销, 生成账单): its own code, and no edit.
      uses.push(use('POST', api.create ?? api.resource, doc.createOperation));
    } else if (doc.kind === 'form') {
      uses.push(use('POST', api.create ?? api.resource, DEFAULT_OPERATION_OF_ACTION.create));
      uses.push(api.update ? use('POST', api.update, DEFAULT_OPERATION_OF_ACTION.edit) : use('PUT', recordOf(api.resource), DEFAULT_OPERATION_OF_ACTION.edit));
    }
    for (const button of doc.buttons) {
      if (button.action === 'delete') uses.push(use('DELETE', recordOf(api.resource), button.operation ?? DEFAULT_OPERATION_OF_ACTION.delete));
    }
  }
  for (const button of doc.buttons) {
    if (button.action === 'export' && button.api) uses.push(use('GET', button.api, button.operation ?? DEFAULT_OPERATION_OF_ACTION.export));
  }
  for (const call of doc.calls) {
    uses.push(use(call.method, call.api, call.operation ?? DEFAULT_CALL_OPERATION));
    // What the call's dialog shows first needs the same code as the call.
    if (call.dialogLoad) uses.push(use('GET', call.dialogLoad.api, call.operation ?? DEFAULT_CALL_OPERATION));
  }
  for (const table of doc.resourceTables) uses.push(...collectionReads(table.resource));
  for (const options of doc.remoteOptions) uses.push(...collectionReads(options.resource));
  for (const read of [...doc.cards.map((card) => card.api), ...doc.charts.map((chart) => chart.api), ...doc.loads]) uses.push(use('GET', read, null));
  for (const send of doc.codeSends) uses.push(use('POST', send, null));
  // A print button reads the print templates to print with; it needs its own code (default 'print').
  for (const print of doc.prints) uses.push(use('GET', PRINT_TEMPLATES_API, print.operation ?? DEFAULT_PRINT_OPERATION));
  // A form's check before a create belongs to the create; a field's check is a read of what is free.
  if (doc.createCheck) uses.push(use('GET', doc.createCheck, DEFAULT_OPERATION_OF_ACTION.create));
  for (const check of doc.fieldChecks) uses.push(use('GET', check, null));
  for (const button of doc.transitions) uses.push(...transitionUses(button, workflows));
  return uses;
}

/** Screen route (path and every alias) → its API uses. */
export function buildApiIndex(docs: readonly ScreenDoc[], workflows: WorkflowsByName = new Map()): ApiIndex {
  const index = new Map<string, ApiUse[]>();
  for (const doc of docs) {
    const uses = apiUsesOf(doc, workflows);
    for (const route of [doc.path, ...doc.aliases]) if (!index.has(route)) index.set(route, uses);
  }
  return index;
}

/**
 * Registers each workflow's transition routes (server/authz/action-routes.ts). The global authorization
 * hook lets them through (route config `authorizesItself`): whether the caller may fire a transition is refusalOf's
 * decision, with the caller's codes on the screens offering it, so a missing code is answered here with
 * 没有{action}的操作权限 rather than the generic refusal.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { WORKFLOW_MESSAGES, workflowMessage } from '../../src/config/workflow-messages.js';
import { idParamsSchema } from '../records/json-schemas.js';
import { routePathOf } from '../records/register-collection.js';
import type { ApiRecord } from '../records/record-store.js';
import { VERSION_SCHEMA } from '../records/version-field.js';
import { ApiError } from '../http/api-error.js';
import { ok } from '../http/envelope.js';
import { readableRows } from '../records/collection-access.js';
import { recordViewFor } from '../records/record-view.js';
import { MAX_BULK_ITEMS } from '../authz/action-routes.js';
import { AUTHORIZES_ITSELF } from '../authz/self-authorized.js';
import { runTransition, transitionOrRefuse, type TransitionServices } from './transition-runner.js';
import type { WorkflowStores } from './workflow-stores.js';

type Body = Record<string, unknown>;
interface BulkItem { id: number | string; version?: number }

/** A transition key is checked against the workflow (404 不支持的操作 for an unknown one), only its size here. */
const ACTION_SCHEMA = { type: 'string', minLength: 1, maxLength: 64 };
const ITEM_SCHEMA = {
  type: 'object',
  required: ['id'],
  properties: { id: { anyOf: [{ type: 'integer', minimum: 1 }, { type: 'string', minLength: 1, maxLength: 64 }] }, version: VERSION_SCHEMA },
};

export interface BulkResult {
  id: number | string;
  order_no: string;
  ok: boolean;
  msg: string;
  record?: Record<string, unknown>;
}

export function registerWorkflowRoutes(app: FastifyInstance, services: TransitionServices, stores: WorkflowStores): void {
  const { workflow, records } = stores;
  const base = routePathOf(workflow.resource);
  const view = (request: FastifyRequest) => recordViewFor(services.context, records.spec, request);
  const success = (key: string): string => transitionOrRefuse(stores, key, false).success ?? WORKFLOW_MESSAGES.done;
  const recordParams = idParamsSchema(records.spec, 'id');

  app.post<{ Params: { id: string; action: string }; Body: Body }>(`${base}/:id/actions/:action`, {
    config: AUTHORIZES_ITSELF,
    schema: {
      params: { ...recordParams, required: ['id', 'action'], properties: { ...(recordParams.properties as object), action: ACTION_SCHEMA } },
      body: { type: 'object', properties: { version: VERSION_SCHEMA } },
    },
  }, async (request) => {
    const updated = await runTransition(services, stores, request, request.params.action, request.params.id, request.body ?? {}, false);
    return ok(view(request)(updated), success(request.params.action));
  });

  app.post<{ Params: { action: string }; Body: Body & { items: BulkItem[] } }>(`${base}/actions/:action`, {
    config: AUTHORIZES_ITSELF,
    schema: {
      params: { type: 'object', required: ['action'], properties: { action: ACTION_SCHEMA } },
      body: { type: 'object', required: ['items'], properties: { items: { type: 'array', minItems: 1, maxItems: MAX_BULK_ITEMS, items: ITEM_SCHEMA } } },
    },
  }, async (request) => {
    const { items, ...fields } = request.body;
    const transition = transitionOrRefuse(stores, request.params.action, true);
    const shown = view(request);
    const readable = readableRows(services.context, records.spec, request);
    const results: BulkResult[] = [];
    for (const item of items) {
      const found: ApiRecord | undefined = records.find(item.id, undefined, readable);
      const orderNo = String(found?.[workflow.recordKey] ?? '');
      try {
        const updated = await runTransition(services, stores, request, transition.key, item.id, { ...fields, ...(item.version === undefined ? {} : { version: item.version }) }, true);
        results.push({ id: item.id, order_no: orderNo, ok: true, msg: transition.success ?? WORKFLOW_MESSAGES.done, record: shown(updated) });
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        results.push({ id: item.id, order_no: orderNo, ok: false, msg: error.message });
      }
    }
    const done = results.filter((result) => result.ok).length;
    const failed = results.length - done;
    return ok({ results, done, failed }, workflowMessage(WORKFLOW_MESSAGES.bulkSummary, { action: transition.label, done, failed }));
  });
}

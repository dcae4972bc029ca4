/**
 * Hold and marker records through the generic collection routes (an intercept created on 新增拦截申请 and
 * withdrawn with 撤销, an abnormal case reported and closed): every create, update and delete brings the
 * records they name in step (holds.ts). A hold record starts in its hold's held state whatever the create
 * sends: its status is its own, never the order's state an order-number lookup copies into the form. It
 * names the record's merchant as a hold raised by a transition does (copiedFromRecord).
 */
import type { WorkflowHold } from '../../src/workflow/types.js';
import type { CollectionHooks } from '../records/collection-hooks.js';
import { fieldExpression } from '../db/record-sql.js';
import type { ApiRecord } from '../records/record-store.js';
import { holdStatusField } from './hold-state.js';
import { reconcileHolds } from './holds.js';
import type { WorkflowStores } from './workflow-stores.js';

/** Keeps the records named by a written hold or marker record (`recordKey`) in step. */
function reconcileNamed(storesOf: () => WorkflowStores | undefined, recordKey: string) {
  return (_request: unknown, change: { before?: ApiRecord; after?: ApiRecord }): void => {
    const stores = storesOf();
    if (!stores) return;
    const keys = new Set([change.before?.[recordKey], change.after?.[recordKey]].filter((key): key is string => typeof key === 'string' && key !== ''));
    for (const key of keys) reconcileHolds(stores, key);
  };
}

/** What a hold record takes from the record it holds, whether a transition raises it or its own screen creates it. */
export function copiedFromRecord(record: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return { order_id: record.id, consignor_name: record.consignor_name };
}

export function holdHooks(hold: WorkflowHold, storesOf: () => WorkflowStores | undefined): CollectionHooks {
  const statusField = holdStatusField(hold);
  return {
    createInput(body) {
      delete body[statusField];
    },
    creating(_request, body) {
      const stores = storesOf();
      const key = body[hold.recordKey];
      if (!stores || (typeof key !== 'string' && typeof key !== 'number')) return body;
      const [record] = stores.records.allRowsWhere([{ sql: `${fieldExpression(stores.workflow.recordKey)} = ?`, params: [key] }]);
      if (!record) return body;
      const fields = stores.holds.find((item) => item.hold.key === hold.key)?.store.spec.fields ?? {};
      const copied = Object.entries(copiedFromRecord(record)).filter(([name, value]) => fields[name] !== undefined && value !== undefined && value !== null);
      return { ...Object.fromEntries(copied), ...body };
    },
    written: reconcileNamed(storesOf, hold.recordKey),
  };
}

export function markerHooks(recordKey: string, storesOf: () => WorkflowStores | undefined): CollectionHooks {
  return { written: reconcileNamed(storesOf, recordKey) };
}

/**
 * Hold and marker records through the generic collection routes (an intercept created on 新增拦截申请 and
 * withdrawn with 撤销, an abnormal case reported and closed): every create, update and delete brings the
 * records they name in step (holds.ts). A hold record starts in its hold's held state whatever the create
 * sends: its status is its own, never the order's state an order-number lookup copies into the form.
 */
import type { WorkflowHold } from '../../src/workflow/types.js';
import type { CollectionHooks } from '../collections/framework/collection-hooks.js';
import type { ApiRecord } from '../collections/framework/record-store.js';
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

export function holdHooks(hold: WorkflowHold, storesOf: () => WorkflowStores | undefined): CollectionHooks {
  const statusField = holdStatusField(hold);
  return {
    createInput(body) {
      delete body[statusField];
    },
    written: reconcileNamed(storesOf, hold.recordKey),
  };
}

export function markerHooks(recordKey: string, storesOf: () => WorkflowStores | undefined): CollectionHooks {
  return { written: reconcileNamed(storesOf, recordKey) };
}

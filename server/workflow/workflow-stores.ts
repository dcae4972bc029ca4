/** The collections a workflow works on: its records', and those of its holds and markers (when served). */
import type { WorkflowDescriptor, WorkflowHold, WorkflowMarker } from '../../src/workflow/types.js';
import type { RecordStore } from '../records/record-store.js';
import { normalizeResource } from '../records/resource-path.js';

export interface WorkflowStores {
  workflow: WorkflowDescriptor;
  records: RecordStore;
  holds: ReadonlyArray<{ hold: WorkflowHold; store: RecordStore }>;
  markers: ReadonlyArray<{ marker: WorkflowMarker; store: RecordStore }>;
}

export function storeOfResource(stores: Iterable<RecordStore>, resource: string): RecordStore | undefined {
  const path = normalizeResource(resource);
  for (const store of stores) if (normalizeResource(store.spec.path) === path) return store;
  return undefined;
}

/**
 * The stores of a workflow, or undefined when no collection serves its records. A hold or marker whose
 * collection no descriptor uses is left out (warned): nothing can raise it.
 */
export function workflowStores(workflow: WorkflowDescriptor, stores: readonly RecordStore[], warn: (message: string) => void): WorkflowStores | undefined {
  const records = storeOfResource(stores, workflow.resource);
  if (!records) {
    warn(`workflow ${workflow.name}: no collection serves ${workflow.resource}; its transitions are not served`);
    return undefined;
  }
  const holds = (workflow.holds ?? []).flatMap((hold) => {
    const store = storeOfResource(stores, hold.resource);
    if (!store) warn(`workflow ${workflow.name}: no collection serves the hold ${hold.key} (${hold.resource})`);
    return store ? [{ hold, store }] : [];
  });
  const markers = (workflow.markers ?? []).flatMap((marker) => {
    const store = storeOfResource(stores, marker.resource);
    if (!store) warn(`workflow ${workflow.name}: no collection serves the marker ${marker.resource}`);
    return store ? [{ marker, store }] : [];
  });
  return { workflow, records, holds, markers };
}

/**
 * The workflows the app knows, by name. Workflows are data (workflows/*.json) that the composition root
 * hands over as lazy loaders (renderers/workflows.ts), as it hands over the screen index: the kernel never
 * imports workflows/ itself. A screen naming a workflow loads it before drawing its buttons; afterwards
 * `loadedWorkflow` answers synchronously.
 */
import { useEffect, useSyncExternalStore } from 'react';
import type { WorkflowDescriptor } from './types';

/** A workflow, or a loader of it (a lazy JSON import). */
export type WorkflowSource = WorkflowDescriptor | (() => Promise<WorkflowDescriptor>);

const sources = new Map<string, WorkflowSource>();
const loaded = new Map<string, WorkflowDescriptor>();
const pending = new Map<string, Promise<WorkflowDescriptor | undefined>>();
const listeners = new Set<() => void>();
/** Changes whenever a workflow arrives, so subscribers re-read. */
let revision = 0;

function changed(): void {
  revision += 1;
  for (const listener of listeners) listener();
}

/** Adds workflows by name (a later registration of a name replaces the earlier one). */
export function registerWorkflows(entries: Readonly<Record<string, WorkflowSource>>): void {
  for (const [name, source] of Object.entries(entries)) {
    sources.set(name, source);
    pending.delete(name);
    if (typeof source === 'function') loaded.delete(name);
    else loaded.set(name, source);
  }
  changed();
}

/** Forgets every workflow (tests). */
export function resetWorkflows(): void {
  sources.clear();
  loaded.clear();
  pending.clear();
  changed();
}

/** The names of the registered workflows. */
export const workflowNames = (): string[] => [...sources.keys()].sort();

/** A workflow already loaded (or registered as data), else undefined. */
export const loadedWorkflow = (name: string): WorkflowDescriptor | undefined => loaded.get(name);

/** Loads a workflow once; undefined for a name nobody registered or a load that failed. */
export function loadWorkflow(name: string): Promise<WorkflowDescriptor | undefined> {
  const done = loaded.get(name);
  if (done) return Promise.resolve(done);
  const source = sources.get(name);
  if (source === undefined) return Promise.resolve(undefined);
  let promise = pending.get(name);
  if (!promise) {
    promise = (typeof source === 'function' ? source() : Promise.resolve(source)).then(
      (workflow) => {
        loaded.set(name, workflow);
        changed();
        return workflow;
      },
      (error: unknown) => {
        // A failed chunk may load on the next try (a deploy in between); the buttons stay hidden meanwhile.
        pending.delete(name);
        console.warn(`workflow ${name} could not be loaded`, error);
        return undefined;
      },
    );
    pending.set(name, promise);
  }
  return promise;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Loads the named workflows and tells when all of them are there (true at once when they already are,
 * or when no name is given). A name nobody registered counts as there: its buttons simply do not show.
 */
export function useWorkflowsReady(names: readonly string[]): boolean {
  useSyncExternalStore(subscribe, () => revision, () => revision);
  const missing = names.filter((name) => !loaded.has(name) && sources.has(name));
  const key = missing.join(',');
  useEffect(() => {
    if (key !== '') for (const name of key.split(',')) void loadWorkflow(name);
  }, [key]);
  return missing.length === 0;
}

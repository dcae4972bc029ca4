/**
 * The workflows of workflows/*.json for the kernel's registry, each a lazy chunk loaded by the first
 * screen that names it (as the screen descriptors are). Called once by the composition root.
 */
import { registerWorkflows, type WorkflowSource } from '../src/workflow/registry';
import type { WorkflowDescriptor } from '../src/workflow/types';

const files = import.meta.glob<WorkflowDescriptor>('../workflows/*.json', { import: 'default' });

/** The workflows by name: a file's name without its folder and `.json`. */
export function workflowLoaders(): Record<string, WorkflowSource> {
  return Object.fromEntries(Object.entries(files).map(([path, load]) => [path.replace(/^.*\//, '').replace(/\.json$/, ''), load]));
}

export function registerAppWorkflows(): void {
  registerWorkflows(workflowLoaders());
}

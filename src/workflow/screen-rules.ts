/**
 * Descriptor rules of the workflow actions (`transition`, `transitions`), part of screens:check: the
 * workflow and the transition they name exist, the screen's `api.resource` is the workflow's resource, a
 * bulk action fires a transition with `bulk`, and a list showing one state only (its `api.params` fix the
 * workflow's state field) offers a transition that leaves from that state.
 */
import { didYouMean } from '../screen-model/suggest';
import { isRecord, recordsIn } from '../util/is-record';

type Json = Record<string, unknown>;

export interface ActionProblem {
  file: string;
  pointer: string;
  message: string;
}

const quoted = (names: readonly string[]): string => names.map((name) => JSON.stringify(name)).join(', ');

/** A workflow as the checker read it (its fields not yet known to be valid). */
export interface KnownWorkflow {
  data: Json;
}

function keysOf(items: unknown): string[] {
  return recordsIn(items).flatMap((item) => (typeof item.key === 'string' ? [item.key] : []));
}

export function transitionActionProblems(file: string, data: Json, workflows: readonly KnownWorkflow[]): ActionProblem[] {
  const problems: ActionProblem[] = [];
  const byName = new Map(workflows.flatMap((workflow) => (typeof workflow.data.name === 'string' ? [[workflow.data.name, workflow.data] as const] : [])));
  const names = [...byName.keys()];
  const api = isRecord(data.api) ? data.api : {};
  const resource = typeof api.resource === 'string' ? api.resource : undefined;
  const params = isRecord(api.params) ? api.params : {};
  for (const list of ['rowActions', 'bulkActions', 'actions'] as const) {
    recordsIn(data[list]).forEach((action, index) => {
      if (action.action !== 'transition' && action.action !== 'transitions') return;
      const at = `/${list}/${index}`;
      const add = (pointer: string, message: string) => problems.push({ file, pointer, message });
      const name = typeof action.workflow === 'string' ? action.workflow : undefined;
      if (name === undefined) return;
      const workflow = byName.get(name);
      if (!workflow) {
        add(`${at}/workflow`, `unknown workflow "${name}"${didYouMean(name, names) || ` (workflows: ${quoted(names)})`}`);
        return;
      }
      if (resource !== undefined && workflow.resource !== resource) {
        add(at, `the "${name}" workflow runs on the records of ${String(workflow.resource)}, not on this screen's ${resource}`);
      }
      if (action.action !== 'transition' || typeof action.transition !== 'string') return;
      const key = action.transition;
      const transition = recordsIn(workflow.transitions).find((candidate) => candidate.key === key);
      if (!transition) {
        const keys = keysOf(workflow.transitions);
        add(`${at}/transition`, `the "${name}" workflow has no transition "${key}"${didYouMean(key, keys) || ` (transitions: ${quoted(keys)})`}`);
        return;
      }
      if (list === 'bulkActions' && transition.bulk !== true) {
        add(`${at}/transition`, `transition "${key}" of the "${name}" workflow does not run on several records (it has no "bulk": true)`);
      }
      const stateField = typeof workflow.stateField === 'string' ? workflow.stateField : undefined;
      const fixed = stateField === undefined ? undefined : params[stateField];
      const from = Array.isArray(transition.from) ? transition.from : [];
      if (list !== 'actions' && typeof fixed === 'string' && !from.includes(fixed)) {
        add(`${at}/transition`, `transition "${key}" leaves from ${quoted(from.filter((state): state is string => typeof state === 'string'))}, never from this list's ${stateField} "${fixed}"`);
      }
    });
  }
  return problems;
}

/**
 * Checks workflow descriptors (workflows/*.json) for screens:check: the generated JSON Schema, then what
 * one schema cannot say — states named in `initial`, `from` and `to` that the workflow does not declare,
 * states no transition reaches from the initial ones, keys declared twice, holds named in `whileHeld`
 * and effects that are not declared, holds blocking transitions that do not exist, and record fields
 * (transition fields, picker outputs, stamps, assignments, the state, key and party fields) that the
 * records of the workflow's resource do not have. Pure: the caller reads the files and says which fields
 * a resource's records have (scripts/screens-lib.ts, from the reference server's collections).
 */
import { pickerProblems } from '../screen-model/picker-rules';
import { schemaProblemsOf, type ScreenProblem, type ScreenSource } from '../screen-model/check';
import { didYouMean } from '../screen-model/suggest';
import { isRecord, recordsIn } from '../util/is-record';

export interface WorkflowCheckOptions {
  /** The generated schemas/workflow.schema.json. */
  schema: object;
  /** The `$schema` value a workflow file must hold. */
  expectedSchemaRef: (file: string) => string;
  /** The fields a resource's records have; undefined when the resource is unknown (its fields are not checked). */
  recordFields: (resource: string) => readonly string[] | undefined;
}

export interface WorkflowCheck {
  problems: ScreenProblem[];
  /** The workflows that parsed as objects, for the checks of the screens' transition actions. */
  workflows: ParsedWorkflow[];
}

/** A workflow as read from its file, not yet known to be valid. */
export interface ParsedWorkflow {
  file: string;
  data: Json;
}

type Json = Record<string, unknown>;
const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []);
const str = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const quoted = (names: readonly string[]): string => names.map((name) => JSON.stringify(name)).join(', ');

export function checkWorkflows(sources: readonly ScreenSource[], options: WorkflowCheckOptions): WorkflowCheck {
  const problems: ScreenProblem[] = [];
  const workflows: ParsedWorkflow[] = [];
  for (const source of sources) {
    let data: unknown;
    try {
      data = JSON.parse(source.text) as unknown;
    } catch (error) {
      problems.push({ file: source.file, pointer: '', message: `invalid JSON: ${(error as Error).message}` });
      continue;
    }
    problems.push(...schemaProblemsOf(source.file, data, options.schema));
    if (!isRecord(data)) continue;
    workflows.push({ file: source.file, data });
    problems.push(...workflowProblems({ file: source.file, data }, options));
  }
  return { problems, workflows };
}

/** The workflows that parse as JSON objects (for the screens' checks; their own problems aside). */
export function parseWorkflows(sources: readonly ScreenSource[]): ParsedWorkflow[] {
  return sources.flatMap((source) => {
    try {
      const data = JSON.parse(source.text) as unknown;
      return isRecord(data) ? [{ file: source.file, data }] : [];
    } catch {
      return [];
    }
  });
}

/** The name a workflow file must declare: its file name without `.json`. */
export const workflowNameOfFile = (file: string): string => file.replace(/^.*\//, '').replace(/\.json$/, '');

function workflowProblems(workflow: ParsedWorkflow, options: WorkflowCheckOptions): ScreenProblem[] {
  const { file, data } = workflow;
  const problems: ScreenProblem[] = [];
  const add = (pointer: string, message: string) => problems.push({ file, pointer, message });
  const expectedRef = options.expectedSchemaRef(file);
  if (typeof data.$schema === 'string' && data.$schema !== expectedRef) {
    add('/$schema', `must be "${expectedRef}" (the schema relative to this file), not "${data.$schema}"`);
  }
  const name = workflowNameOfFile(file);
  if (typeof data.name === 'string' && data.name !== name) add('/name', `must be "${name}", the file's name`);

  const states = recordsIn(data.states);
  const transitions = recordsIn(data.transitions);
  const holds = recordsIn(data.holds);
  duplicates(states, '/states', 'state', add);
  duplicates(transitions, '/transitions', 'transition', add);
  duplicates(holds, '/holds', 'hold', add);
  const stateKeys = states.flatMap((state) => strings([state.key]));
  const holdKeys = holds.flatMap((hold) => strings([hold.key]));
  const transitionKeys = transitions.flatMap((transition) => strings([transition.key]));

  const checkState = (value: unknown, pointer: string) => {
    if (typeof value === 'string' && !stateKeys.includes(value)) add(pointer, `unknown state "${value}"${didYouMean(value, stateKeys) || ` (states: ${quoted(stateKeys)})`}`);
  };
  const checkHold = (value: unknown, pointer: string) => {
    if (typeof value === 'string' && !holdKeys.includes(value)) add(pointer, `unknown hold "${value}"${didYouMean(value, holdKeys) || (holdKeys.length > 0 ? ` (holds: ${quoted(holdKeys)})` : ' (the workflow declares no holds)')}`);
  };
  strings(data.initial).forEach((state, index) => checkState(state, `/initial/${index}`));
  transitions.forEach((transition, index) => {
    const at = `/transitions/${index}`;
    (Array.isArray(transition.from) ? transition.from : []).forEach((state: unknown, stateIndex) => checkState(state, `${at}/from/${stateIndex}`));
    checkState(transition.to, `${at}/to`);
    checkHold(transition.whileHeld, `${at}/whileHeld`);
    recordsIn(transition.effects).forEach((effect, effectIndex) => {
      if (effect.effect === 'hold' || effect.effect === 'release') checkHold(effect.hold, `${at}/effects/${effectIndex}/hold`);
    });
  });
  holds.forEach((hold, index) => {
    strings(hold.blocks).forEach((key, blockIndex) => {
      if (!transitionKeys.includes(key)) add(`/holds/${index}/blocks/${blockIndex}`, `unknown transition "${key}"${didYouMean(key, transitionKeys) || ` (transitions: ${quoted(transitionKeys)})`}`);
    });
  });
  problems.push(...unreachableStates(file, data, stateKeys, transitions));
  problems.push(...fieldProblems(workflow, options));
  return problems;
}

function duplicates(items: readonly Json[], pointer: string, kind: string, add: (pointer: string, message: string) => void): void {
  const seen = new Map<string, number>();
  items.forEach((item, index) => {
    const key = str(item.key);
    if (key === undefined) return;
    const first = seen.get(key);
    if (first === undefined) seen.set(key, index);
    else add(`${pointer}/${index}/key`, `duplicate ${kind} "${key}", also at ${pointer}/${first}`);
  });
}

/** States no chain of transitions reaches from the initial states (a transition without `to` stays). */
function unreachableStates(file: string, data: Json, stateKeys: readonly string[], transitions: readonly Json[]): ScreenProblem[] {
  const initial = strings(data.initial).filter((state) => stateKeys.includes(state));
  if (initial.length === 0) return [];
  const reached = new Set(initial);
  let grew = true;
  while (grew) {
    grew = false;
    for (const transition of transitions) {
      const to = str(transition.to);
      if (to === undefined || reached.has(to) || !strings(transition.from).some((state) => reached.has(state))) continue;
      reached.add(to);
      grew = true;
    }
  }
  return recordsIn(data.states).flatMap((state, index) => {
    const key = str(state.key);
    return key === undefined || reached.has(key) ? [] : [{
      file, pointer: `/states/${index}`,
      message: `state "${key}" cannot be reached: no chain of transitions leads to it from the initial states (${quoted(initial)})`,
    }];
  });
}

/** The record fields the workflow names, checked against its resource's records; its transition fields against the pickers' rules. */
function fieldProblems({ file, data }: ParsedWorkflow, options: WorkflowCheckOptions): ScreenProblem[] {
  const resource = str(data.resource);
  const fields = resource === undefined ? undefined : options.recordFields(resource);
  const problems: ScreenProblem[] = [];
  /** `key` must be a field of `within`, the records of `where` (the workflow's own by default); unknown records check nothing. */
  const known = (key: string, pointer: string, what: string, target?: { within: readonly string[] | undefined; where: string | undefined }) => {
    const { within, where } = target ?? { within: fields, where: resource };
    if (within === undefined || within.includes(key)) return;
    problems.push({ file, pointer, message: `${what} "${key}" is not a field of the records of ${String(where)}${didYouMean(key, within)}` });
  };
  for (const key of ['stateField', 'recordKey'] as const) {
    const value = str(data[key]);
    if (value !== undefined) known(value, `/${key}`, 'record field');
  }
  if (isRecord(data.parties)) {
    for (const [party, value] of Object.entries(data.parties)) if (typeof value === 'string') known(value, `/parties/${party}`, 'party field');
  }
  const holds = recordsIn(data.holds);
  recordsIn(data.transitions).forEach((transition, index) => {
    const at = `/transitions/${index}`;
    const asked = recordsIn(transition.fields);
    const askedKeys = asked.flatMap((field) => strings([field.key]));
    // A transition raising a hold writes its fields into the hold record, not into this one.
    const holdEffect = recordsIn(transition.effects).find((effect) => effect.effect === 'hold');
    const hold = holds.find((candidate) => candidate.key === holdEffect?.hold);
    const holdResource = str(hold?.resource);
    const target = holdEffect
      ? { within: holdResource === undefined ? undefined : options.recordFields(holdResource), where: holdResource }
      : { within: fields, where: resource };
    asked.forEach((field, fieldIndex) => {
      const key = str(field.key);
      const fieldAt = `${at}/fields/${fieldIndex}`;
      if (key !== undefined && field.transient !== true && field.widget !== 'address') known(key, `${fieldAt}/key`, 'transition field', target);
      const picker = isRecord(field.picker) ? field.picker : {};
      const nameKey = str(picker.nameKey);
      if (nameKey !== undefined) known(nameKey, `${fieldAt}/picker/nameKey`, 'picker output', target);
      if (isRecord(picker.fill)) for (const fill of Object.keys(picker.fill)) known(fill, `${fieldAt}/picker/fill`, 'picker output', target);
    });
    recordsIn(transition.effects).forEach((effect, effectIndex) => {
      const effectAt = `${at}/effects/${effectIndex}`;
      if (effect.effect === 'stamp' && typeof effect.field === 'string') known(effect.field, `${effectAt}/field`, 'stamp field');
      if (effect.effect === 'set' && typeof effect.field === 'string') known(effect.field, `${effectAt}/field`, 'set field');
      if (effect.effect === 'assign' && typeof effect.from === 'string') {
        if (!askedKeys.includes(effect.from)) {
          problems.push({ file, pointer: `${effectAt}/from`, message: `"${effect.from}" is not a field of this transition${didYouMean(effect.from, askedKeys)}` });
        } else {
          known(effect.from, `${effectAt}/from`, 'assigned field');
        }
      }
      // Settling books the record's fee lines once it reaches a state: a transition keeping the state cannot settle.
      if (effect.effect === 'settleLines' && typeof transition.to !== 'string') {
        problems.push({ file, pointer: `${effectAt}/effect`, message: 'a settleLines effect needs a transition that reaches a state ("to")' });
      }
      if (effect.effect === 'settle') {
        known('fee_lines', `${effectAt}/effect`, 'fee lines field');
        if (typeof transition.to !== 'string') problems.push({ file, pointer: `${effectAt}/effect`, message: 'a settle effect needs a transition that reaches a state ("to")' });
      }
    });
    // The pickers' rules of forms hold for a transition's fields (a partner is picked, not typed).
    const asForm = { kind: 'form', api: { resource: target.where }, sections: [{ fields: asked }] };
    problems.push(...pickerProblems(file, asForm).map((problem) => ({ ...problem, pointer: problem.pointer.replace(/^\/sections\/0\/fields/, `${at}/fields`) })));
  });
  return problems;
}

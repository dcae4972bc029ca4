/**
 * What the schema cannot say about a workflow: every state, transition and hold it names exists, and the
 * conditions of its holds and markers are ones the server evaluates (record-condition.ts) and from which a
 * new hold record's state follows (hold-state.ts).
 */
import type { WorkflowDescriptor } from '../../src/workflow/types.js';
import { heldStateOf } from './hold-state.js';
import { usesPath } from './record-condition.js';

export function workflowProblems(workflow: WorkflowDescriptor): string[] {
  const problems: string[] = [];
  const states = new Set(workflow.states.map((state) => state.key));
  const holds = new Set((workflow.holds ?? []).map((hold) => hold.key));
  const transitions = new Set(workflow.transitions.map((transition) => transition.key));
  const state = (key: string, where: string): void => {
    if (!states.has(key)) problems.push(`${where} names the unknown state ${key}`);
  };
  const hold = (key: string, where: string): void => {
    if (!holds.has(key)) problems.push(`${where} names the unknown hold ${key}`);
  };
  if (states.size !== workflow.states.length) problems.push('two states share a key');
  if (transitions.size !== workflow.transitions.length) problems.push('two transitions share a key');
  workflow.initial.forEach((key) => state(key, 'initial'));
  for (const transition of workflow.transitions) {
    const where = `transition ${transition.key}`;
    transition.from.forEach((key) => state(key, where));
    if (transition.to !== undefined) state(transition.to, where);
    if (transition.whileHeld !== undefined) hold(transition.whileHeld, where);
    const fields = new Set((transition.fields ?? []).map((field) => field.key));
    for (const effect of transition.effects ?? []) {
      if (effect.effect === 'hold' || effect.effect === 'release') hold(effect.hold, where);
      if (effect.effect === 'assign' && !fields.has(effect.from)) problems.push(`${where} assigns from ${effect.from}, which it does not ask`);
    }
  }
  for (const item of workflow.holds ?? []) {
    item.blocks.filter((key) => !transitions.has(key)).forEach((key) => problems.push(`hold ${item.key} blocks the unknown transition ${key}`));
    if (usesPath(item.activeWhen)) problems.push(`hold ${item.key}: activeWhen may not use a JSONPath`);
    if (heldStateOf(item) === undefined) {
      problems.push(`hold ${item.key}: activeWhen must compare its status field with "equal" or "in", so a new hold record's state follows from it`);
    }
  }
  (workflow.markers ?? []).forEach((marker, index) => {
    if (usesPath(marker.openWhen)) problems.push(`marker ${index}: openWhen may not use a JSONPath`);
  });
  return problems;
}

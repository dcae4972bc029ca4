/**
 * The status field of a hold's collection is the hold's own: the states its descriptors offer, plus the
 * state a release writes (RELEASED), strictly (an order's state is refused), starting in the held state.
 * A collection derived from descriptors whose order-number lookup copies the order's status into the form
 * would otherwise take any text there.
 */
import type { WorkflowHold } from '../../src/workflow/types.js';
import type { CollectionSpec } from '../records/types.js';
import type { ResourceUse } from '../derive/derive-collections.js';
import { normalizeResource } from '../records/resource-path.js';
import { heldStateOf, holdStatusField } from './hold-state.js';

/** The spec with each hold's status field over `spec`'s records made the hold's own. */
export function withHoldStatus(spec: CollectionSpec, use: ResourceUse | undefined, holds: readonly WorkflowHold[]): CollectionSpec {
  const own = holds.filter((hold) => normalizeResource(hold.resource) === normalizeResource(spec.path));
  if (own.length === 0) return spec;
  const fields = { ...spec.fields };
  for (const hold of own) {
    const name = holdStatusField(hold);
    const offered = (use?.keys ?? []).filter((key) => key.key === name).flatMap((key) => (key.options ?? []).map((option) => String(option.value)));
    const active = 'fact' in hold.activeWhen && Array.isArray(hold.activeWhen.value) ? hold.activeWhen.value.map(String) : [];
    const held = heldStateOf(hold);
    const states = [...new Set([...(held ? [held] : []), ...active, ...offered, hold.releasedState])];
    const { maxLength: _maxLength, ...field } = fields[name] ?? { type: 'string' as const };
    fields[name] = { ...field, type: 'string', enum: states, ...(held ? { default: held } : {}) };
  }
  return { ...spec, fields };
}

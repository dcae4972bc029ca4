/**
 * Fields of the UI schema are shown only while their visibleWhen rules match the facts (core spec §4
 * "Form behaviour"). A hidden field keeps its data: it is drawn with rjsf's hidden widget, not removed
 * from the schema, so what the user typed before it was hidden is still there when it shows again.
 */
import type { TopLevelCondition } from 'json-rules-engine';
import { ticketEngine } from './engine';
import { engineFacts } from './facts';
import type { TicketFacts, TicketUiSchema } from './types';
import { isRecord } from '../util/is-record';

/** rjsf's keys start with ui:; every other object-valued key of an entry is a nested field. */
const RJSF_KEY_PREFIX = 'ui:';
const VISIBLE_WHEN = 'visibleWhen';
const HIDDEN_WIDGET = 'hidden';
const VISIBLE_EVENT = 'visible';
/** Field paths join property names with a dot: address.city. */
export const FIELD_PATH_SEPARATOR = '.';

function isNestedKey(key: string, value: unknown): value is Record<string, unknown> {
  return !key.startsWith(RJSF_KEY_PREFIX) && key !== VISIBLE_WHEN && isRecord(value);
}

/** Every field of the UI schema that carries visibleWhen, by its path. */
export function conditionalFields(uiSchema: TicketUiSchema, prefix = ''): Array<{ path: string; when: TopLevelCondition }> {
  const found: Array<{ path: string; when: TopLevelCondition }> = [];
  for (const [key, entry] of Object.entries(uiSchema)) {
    if (!isNestedKey(key, entry)) continue;
    const path = prefix ? `${prefix}${FIELD_PATH_SEPARATOR}${key}` : key;
    const when = entry[VISIBLE_WHEN];
    if (isRecord(when)) found.push({ path, when: when as unknown as TopLevelCondition });
    found.push(...conditionalFields(entry, path));
  }
  return found;
}

/** The paths of the fields hidden for these facts: those with visibleWhen that does not match. */
export async function hiddenFields(uiSchema: TicketUiSchema, facts: TicketFacts): Promise<Set<string>> {
  const fields = conditionalFields(uiSchema);
  if (fields.length === 0) return new Set();
  const paths = fields.map((field) => field.path);
  // One engine per UI schema, one rule per conditional field: a single run decides them all.
  const engine = ticketEngine('ticket-visibility', uiSchema, () =>
    fields.map(({ path, when }) => ({ conditions: when, event: { type: VISIBLE_EVENT, params: { path } } })),
  );
  const { events } = await engine.run(engineFacts(facts));
  const visible = new Set(events.map((event) => String((event.params as { path?: unknown } | undefined)?.path)));
  return new Set(paths.filter((path) => !visible.has(path)));
}

/**
 * The UI schema rjsf gets: visibleWhen removed everywhere, hidden fields drawn with the hidden widget.
 * The given schema is left unchanged.
 */
export function applyVisibility(uiSchema: TicketUiSchema, hidden: ReadonlySet<string>, prefix = ''): Record<string, unknown> {
  const result: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(uiSchema)) {
    if (key === VISIBLE_WHEN) continue;
    if (!isNestedKey(key, entry)) {
      result[key] = entry;
      continue;
    }
    const path = prefix ? `${prefix}${FIELD_PATH_SEPARATOR}${key}` : key;
    const field = applyVisibility(entry, hidden, path);
    result[key] = hidden.has(path) ? { ...field, 'ui:widget': HIDDEN_WIDGET } : field;
  }
  return result;
}

/** Whether a field path is hidden itself or lies inside a hidden field. */
export function isInsideHidden(path: string, hidden: ReadonlySet<string>): boolean {
  const parts = path.split(FIELD_PATH_SEPARATOR);
  for (let length = 1; length <= parts.length; length += 1) {
    if (hidden.has(parts.slice(0, length).join(FIELD_PATH_SEPARATOR))) return true;
  }
  return false;
}

/**
 * The values a transition's dialog sends, checked as the form checks them (the validators of
 * src/validators by each field's rules, with the rule's own message) and as the collection storing them
 * checks them (type, length, pattern, enum), and written as one line for the track's note.
 */
import { Ajv, type ValidateFunction } from 'ajv';
import { WORKFLOW_RECORD_TEXTS, workflowMessage } from '../../src/config/workflow-messages.js';
import type { FormField } from '../../src/screen-model/types.js';
import { pickerOutputKeys } from '../../src/screen-model/field-writes.js';
import { isBlank, VALIDATORS, type SyncValidatorName } from '../../src/validators/index.js';
import type { WorkflowTransition } from '../../src/workflow/types.js';
import { fieldSchemas } from '../records/json-schemas.js';
import type { CollectionSpec } from '../records/types.js';
import { badRequest } from '../http/api-error.js';
import { validationMessage, type ValidationIssue } from '../http/validation-messages.js';

type Body = Readonly<Record<string, unknown>>;

/** What a transition's dialog gave: the values to store. */
export interface TransitionInput {
  values: Record<string, unknown>;
}

const isSyncValidator = (name: string): name is SyncValidatorName => Object.hasOwn(VALIDATORS, name);

/** The form keys a field writes: its own, and a picker's outputs (src/screen-model/field-writes.ts). */
export function keysOfField(field: FormField): string[] {
  return [field.key, ...pickerOutputKeys(field)];
}

function valueOf(field: FormField, body: Body): unknown {
  const value = body[field.key];
  return value === undefined ? field.defaultValue : value;
}

/** The first rule a field's value breaks, as its message. */
function brokenRule(field: FormField, value: unknown, body: Body): string | undefined {
  for (const rule of field.rules ?? []) {
    if (!isSyncValidator(rule.name)) continue;
    const message = VALIDATORS[rule.name](value, { ...rule, ...(rule.field ? { other: body[rule.field] } : {}) });
    if (message !== undefined) return message;
  }
  return undefined;
}

function shownValue(field: FormField, value: unknown, body: Body): string {
  if (Array.isArray(value)) return field.widget === 'image' ? workflowMessage(WORKFLOW_RECORD_TEXTS.noteImages, { count: value.length }) : value.map(String).join('、');
  const name = field.picker?.nameKey ? body[field.picker.nameKey] : undefined;
  if (typeof name === 'string' && name !== '') return name;
  const option = field.options?.find((candidate) => candidate.value === value);
  return option ? option.label : String(value);
}

const ajv = new Ajv({ coerceTypes: 'array', useDefaults: false, allErrors: false });
const compiled = new WeakMap<WorkflowTransition, ValidateFunction>();

/** The storing collection's checks of the transition's keys it declares. */
function typeCheck(transition: WorkflowTransition, spec: CollectionSpec): ValidateFunction {
  let validate = compiled.get(transition);
  if (!validate) {
    const keys = (transition.fields ?? []).flatMap(keysOfField);
    validate = ajv.compile({ type: 'object', properties: fieldSchemas(spec, keys) });
    compiled.set(transition, validate);
  }
  return validate;
}

/**
 * The checked values of a transition's fields that `spec` (the record's collection, or a hold's) declares;
 * 400 with the first broken rule's message otherwise.
 */
export function transitionInput(transition: WorkflowTransition, body: Body, spec: CollectionSpec): TransitionInput {
  const values: Record<string, unknown> = {};
  for (const field of transition.fields ?? []) {
    const value = valueOf(field, body);
    const broken = brokenRule(field, value, body);
    if (broken !== undefined) throw badRequest(broken);
    if (isBlank(value)) continue;
    for (const key of keysOfField(field)) {
      const written = key === field.key ? value : body[key];
      if (written !== undefined && spec.fields[key] !== undefined) values[key] = written;
    }
  }
  const validate = typeCheck(transition, spec);
  if (!validate(values)) {
    const labels = (key: string): string | undefined => transition.fields?.find((field) => field.key === key)?.label ?? spec.fields[key]?.label;
    throw badRequest(validationMessage((validate.errors ?? []) as ValidationIssue[], 'body', labels));
  }
  return { values };
}

/**
 * The dialog's values as one line for the track's note (取消原因：客户不要了；…), read from `values` as
 * stored (a picked company under the name its row has, not the one the client sent).
 */
export function transitionNote(transition: WorkflowTransition, values: Body): string {
  return (transition.fields ?? [])
    .flatMap((field) => {
      const value = valueOf(field, values);
      return isBlank(value) ? [] : [workflowMessage(WORKFLOW_RECORD_TEXTS.noteItem, { label: field.label, value: shownValue(field, value, values) })];
    })
    .join(WORKFLOW_RECORD_TEXTS.noteSeparator);
}

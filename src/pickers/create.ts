/**
 * The 'create and use' dialogs' rules (widgets spec §3, §5): what each asks, the messages of its
 * checks, and the body it posts.
 */
import { PARTNER_NAME_MAX } from '../config/pickers';
import { mobile } from '../validators/format';
import type { CreateSpec } from './kinds';

/** What the user typed or chose in a create dialog. */
export interface CreateInput {
  name?: string;
  phone?: string;
  memo?: string;
  settle_type_code?: string;
  settle_type_name?: string;
}

/** A failed check: the field and the i18n key of its message. */
export interface CreateProblem {
  field: 'name' | 'phone' | 'settle_type_code';
  messageKey: string;
}

/** The checks that need no server call, in the order the dialog shows them. */
export function checkCreateInput(spec: CreateSpec, input: CreateInput): CreateProblem[] {
  const problems: CreateProblem[] = [];
  const name = (input.name ?? '').trim();
  if (name === '') problems.push({ field: 'name', messageKey: spec.nameRequiredKey });
  else if ([...name].length > PARTNER_NAME_MAX) problems.push({ field: 'name', messageKey: 'pickers.nameMax' });
  const phone = (input.phone ?? '').trim();
  if (spec.phone === 'required' && phone === '') problems.push({ field: 'phone', messageKey: 'pickers.phoneRequired' });
  else if (spec.phone !== 'none' && mobile(phone) !== undefined) problems.push({ field: 'phone', messageKey: 'pickers.phoneFormat' });
  if (spec.settle?.required && !input.settle_type_code) problems.push({ field: 'settle_type_code', messageKey: 'pickers.settleRequired' });
  return problems;
}

/** The body of the create call: the kind's defaults, then what the user gave (empty fields left out). */
export function createPayload(spec: CreateSpec, input: CreateInput, extra: Record<string, unknown> = {}): Record<string, unknown> {
  const given = Object.fromEntries(
    Object.entries({
      name: input.name?.trim(),
      phone: spec.phone === 'none' ? undefined : input.phone?.trim(),
      memo: spec.nameOnly ? undefined : input.memo?.trim(),
      settle_type_code: input.settle_type_code,
      settle_type_name: input.settle_type_name,
    }).filter(([, value]) => value !== undefined && value !== ''),
  );
  return { ...spec.defaults, ...extra, ...given };
}

/** The new record's id out of the create call's data (the kind's id fields, first present wins). */
export function createdId(spec: CreateSpec, data: unknown): string | number | undefined {
  if (!data || typeof data !== 'object') return undefined;
  for (const field of spec.idFields) {
    const value = (data as Record<string, unknown>)[field];
    if ((typeof value === 'number' && Number.isFinite(value)) || (typeof value === 'string' && value !== '')) return value;
  }
  return undefined;
}

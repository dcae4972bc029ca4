/**
 * What the pickers' create calls share (widgets spec §5 "Create dialogs"): their body schemas (the
 * collection's own field schemas, so a stored value passes the generic routes' checks), the name, phone,
 * memo and settle type checks with the dialogs' messages, and the writes, which fill the collection's
 * defaults and keep its unique rules.
 *
 * A create body may carry any field of the collection besides the dialogs' (a management form's contact,
 * address, status, plate number…, as a descriptor's `api.create` sends them): each is checked by the
 * collection's own schema and stored (`otherFieldsOf`). Fields the collection does not know are ignored
 * (not stored), and optional fields sent empty ('' or null) count as not sent — the dialogs send what
 * the user left blank.
 */
import type { FastifyRequest } from 'fastify';
import { MOBILE_PATTERN } from '../records/common-fields.js';
import { fieldDefaults, fieldSchemas } from '../records/json-schemas.js';
import type { ApiRecord, RecordStore } from '../records/record-store.js';
import type { JsonSchema } from '../records/types.js';
import { DRIVER_MEMO_MAX, PARTNER_NAME_MAX } from '../../src/config/pickers.js';
import { brokenUniqueRule, type UniqueCheck } from '../records/unique-rules.js';
import { badRequest } from '../http/api-error.js';
import { settleTypeName } from './picker-lists.js';
import { PICKER_MSG } from './picker-messages.js';

export type Body = Record<string, unknown>;

/** The dialogs' partner names (at most 10 characters) and memos (at most 320, as the driver's). */
const MEMO_MAX = DRIVER_MEMO_MAX;
const MOBILE = new RegExp(MOBILE_PATTERN);
/** A settle type left blank: refused where one is required. */
const SETTLE = 'settle_type_code';

const text = (title: string): JsonSchema => ({ type: 'string', title, maxLength: 2000 });

/** Fields the dialogs' handlers check themselves, with the dialogs' messages. */
const DIALOG_CHECKED = ['name', 'phone', 'memo'] as const;

/**
 * A create body: every field of the collection with the collection's schema, except `checked` (name,
 * phone and memo unless told otherwise), which are text for the handlers to check with the dialogs'
 * messages; the settle type (a code of the collection, or '' for a blank choice); and `extra`.
 */
export function createBodySchema(store: RecordStore, extra: JsonSchema = {}, checked: readonly string[] = DIALOG_CHECKED): JsonSchema {
  const own = fieldSchemas(store.spec, Object.keys(store.spec.fields));
  const settle = own[SETTLE] as JsonSchema | undefined;
  const titles: Record<string, string> = { name: '名称', phone: '手机号', memo: '备注' };
  return {
    type: 'object',
    properties: {
      ...own,
      ...Object.fromEntries(checked.map((field) => [field, text(titles[field] ?? field)])),
      ...(settle ? { [SETTLE]: { title: settle.title, anyOf: [settle, { type: 'string', maxLength: 0 }] } } : {}),
      ...extra,
    },
  };
}

/** Fields the server owns: never taken from a body (an `id` names no record to change, a `version` no edit). */
const SERVER_OWNED: ReadonlySet<string> = new Set(['id', 'created_at', 'updated_at', 'version']);

/**
 * What a body sends of the collection's fields the handler does not set itself (`handled`): a management
 * form's contact, address, status, plate number…, stored as sent (the body schema checked them).
 */
export function otherFieldsOf(store: RecordStore, body: Body, handled: readonly string[]): Body {
  const skip = new Set(handled);
  return sentFields(body, Object.keys(store.spec.fields).filter((field) => !skip.has(field) && !SERVER_OWNED.has(field)));
}

/** Blank fields the handlers read: a blank settle type may be refused, a blank memo is stored blank. */
const KEPT_BLANK: ReadonlySet<string> = new Set([SETTLE, 'memo']);

/** preValidation of a create call: blank optional fields ('' or null) count as not sent. */
export async function dropBlankFields(request: FastifyRequest): Promise<void> {
  const body = request.body as Body | undefined;
  if (!body || typeof body !== 'object' || Array.isArray(body)) return;
  for (const [key, value] of Object.entries(body)) {
    if (value === null || (value === '' && !KEPT_BLANK.has(key))) delete body[key];
  }
}

const trimmed = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

export interface NameRule {
  required: string;
  max: number;
  tooLong: string;
}

/** The dialogs' name rule: present, and at most `max` characters (10, drivers 20). */
export function checkedName(body: Body, rule: NameRule): string {
  const name = trimmed(body.name);
  if (name === '') throw badRequest(rule.required);
  if ([...name].length > rule.max) throw badRequest(rule.tooLong);
  return name;
}

export const partnerNameRule = (required: string): NameRule => ({ required, max: PARTNER_NAME_MAX, tooLong: PICKER_MSG.nameMax });

/** A mobile number; `required` is the message when it must be given. */
export function checkedPhone(body: Body, rule: { required?: string; format: string }): { phone?: string } {
  const phone = trimmed(body.phone);
  if (phone === '') {
    if (rule.required) throw badRequest(rule.required);
    return {};
  }
  if (!MOBILE.test(phone)) throw badRequest(rule.format);
  return { phone };
}

/** The memo (at most 320 characters) when sent, blank included. */
export function checkedMemo(body: Body): { memo?: string } {
  if (body.memo === undefined) return {};
  const memo = trimmed(body.memo);
  if ([...memo].length > MEMO_MAX) throw badRequest(PICKER_MSG.driverMemoMax);
  return { memo };
}

/**
 * The settle type and its name. A blank choice is refused where the kind requires one (请选择结算方式);
 * one not sent takes `fallback` (merchants: PAY_NOW 现付) or, when required without fallback, is refused.
 */
export function checkedSettle(body: Body, rule: { required: boolean; fallback?: string }): { settle_type_code?: string; settle_type_name?: string } {
  const sent = trimmed(body[SETTLE]);
  if (sent === '' && body[SETTLE] !== undefined && rule.required) throw badRequest(PICKER_MSG.settleRequired);
  const code = sent || rule.fallback;
  if (!code) {
    if (rule.required) throw badRequest(PICKER_MSG.settleRequired);
    return {};
  }
  return { settle_type_code: code, settle_type_name: trimmed(body.settle_type_name) || settleTypeName(code) };
}

/** The body's values of `fields` that it sends. */
export function sentFields(body: Body, fields: readonly string[]): Body {
  return Object.fromEntries(fields.flatMap((field) => (body[field] === undefined ? [] : [[field, body[field]]])));
}

/** Refuses a record a unique rule of the collection forbids; a name rule answers the dialogs' 名称已存在. */
function refuseDuplicates(store: RecordStore, record: Body, check?: UniqueCheck): void {
  const broken = brokenUniqueRule(store, record, check);
  if (broken) throw badRequest(broken.field === 'name' ? PICKER_MSG.nameExists : broken.message);
}

/**
 * A new row with the collection's defaults for what `data` leaves out (a default settle type gets its name),
 * owned by `owner`: the creating company's main account.
 */
export function insertChecked(store: RecordStore, data: Body, owner: number): ApiRecord {
  const record = { ...fieldDefaults(store.spec), ...data };
  if (typeof record[SETTLE] === 'string' && record.settle_type_name === undefined && store.spec.fields.settle_type_name) {
    record.settle_type_name = settleTypeName(record[SETTLE]);
  }
  refuseDuplicates(store, record, { owner });
  return store.insert(record, owner);
}

/**
 * Fields every kind carries after its own: the handling note, the finance review and the rejection
 * reason. Each comes with its JSON schema property, its ui_schema entry and its error messages.
 */
import type { TopLevelCondition } from 'json-rules-engine';
import type { JsonObject } from '../ticket-types.js';
import { financeFieldsVisible, rejectReasonVisible } from './conditions.js';

export interface FieldDef {
  schema: JsonObject;
  ui: JsonObject;
  errors: Record<string, string>;
}

export function textField(title: string, maxLength: number, placeholder: string, extraUi: JsonObject = {}, visibleWhen?: TopLevelCondition): FieldDef {
  return {
    schema: { type: 'string', title, maxLength },
    ui: { 'ui:placeholder': placeholder, ...extraUi, ...(visibleWhen ? { visibleWhen } : {}) },
    errors: { required: placeholder, maxLength: `${title}不能超过${maxLength}个字`, minLength: placeholder, type: `${title}格式不正确` },
  };
}

export function choiceField(title: string, choices: readonly string[], placeholder: string, visibleWhen?: TopLevelCondition): FieldDef {
  return {
    schema: { type: 'string', title, enum: [...choices] },
    ui: { 'ui:widget': 'select', 'ui:placeholder': placeholder, ...(visibleWhen ? { visibleWhen } : {}) },
    errors: { required: placeholder, enum: `${title}不在可选范围内`, type: `${title}格式不正确` },
  };
}

export function amountField(title: string, minimum: number, maximum: number, visibleWhen?: TopLevelCondition): FieldDef {
  return {
    // No multipleOf: 0.01 is not exact in binary floating point, so ajv would refuse amounts such as 123.45.
    schema: { type: 'number', title, minimum, maximum },
    ui: { 'ui:widget': 'updown', 'ui:placeholder': `请输入${title}`, ...(visibleWhen ? { visibleWhen } : {}) },
    errors: {
      required: `请输入${title}`,
      minimum: `${title}不能小于${minimum}`,
      maximum: `${title}不能超过${maximum}`,
      type: `${title}必须是数字`,
    },
  };
}

export function countField(title: string, minimum: number, maximum: number, visibleWhen?: TopLevelCondition): FieldDef {
  return {
    schema: { type: 'integer', title, minimum, maximum },
    ui: { 'ui:widget': 'updown', 'ui:placeholder': `请输入${title}`, ...(visibleWhen ? { visibleWhen } : {}) },
    errors: {
      required: `请输入${title}`, minimum: `${title}不能小于${minimum}`, maximum: `${title}不能超过${maximum}`, type: `${title}必须是整数`,
    },
  };
}

export function dateTimeField(title: string, visibleWhen?: TopLevelCondition): FieldDef {
  return {
    schema: { type: 'string', title, format: 'date-time' },
    ui: { 'ui:widget': 'date-time', 'ui:placeholder': `请选择${title}`, ...(visibleWhen ? { visibleWhen } : {}) },
    errors: { required: `请选择${title}`, format: `${title}格式不正确`, type: `${title}格式不正确` },
  };
}

/** Fields every kind ends with. */
export const SHARED_FIELDS: Readonly<Record<string, FieldDef>> = {
  handling_note: textField('处理说明', 500, '请输入处理说明', { 'ui:widget': 'textarea' }, {
    all: [{ fact: 'ticket_status', operator: 'notIn', value: ['SUBMITTED'] }],
  }),
  finance_opinion: textField('财务审核意见', 300, '请输入财务审核意见', { 'ui:widget': 'textarea' }, financeFieldsVisible),
  approved_amount: amountField('核定金额', 0, 100000, financeFieldsVisible),
  reject_reason: textField('驳回原因', 300, '请输入驳回原因', { 'ui:widget': 'textarea' }, rejectReasonVisible),
};

export interface SchemaParts {
  json_schema: JsonObject;
  ui_schema: JsonObject;
  error_schema: Record<string, Record<string, string>>;
}

/**
 * A draft-07 object schema from the kind's own fields followed by the shared ones. `extra` adds
 * schema keywords such as allOf (conditional requirements).
 */
export function buildSchemaParts(
  title: string, own: Readonly<Record<string, FieldDef>>, required: readonly string[], extra: JsonObject = {},
): SchemaParts {
  const fields = { ...own, ...SHARED_FIELDS };
  const entries = Object.entries(fields);
  return {
    json_schema: {
      $schema: 'http://json-schema.org/draft-07/schema#',
      type: 'object',
      title,
      required: [...required],
      properties: Object.fromEntries(entries.map(([key, def]) => [key, def.schema])),
      ...extra,
    },
    ui_schema: { 'ui:order': [...entries.map(([key]) => key), '*'], ...Object.fromEntries(entries.map(([key, def]) => [key, def.ui])) },
    error_schema: Object.fromEntries(entries.map(([key, def]) => [key, def.errors])),
  };
}

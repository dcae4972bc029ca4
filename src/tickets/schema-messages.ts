/**
 * The one wording of a JSON-schema error of a ticket payload, for the form (rjsf) and the server
 * (ajv) alike: error_schema's message for the field and keyword, else the field's title and a Chinese
 * message of the keyword. Never ajv's English.
 */
import {
  SCHEMA_ERROR_FALLBACK, SCHEMA_ERROR_MSG, SCHEMA_FORM_TITLE, SCHEMA_TYPE_NAMES, SCHEMA_WRAPPER_KEYWORDS,
} from '../config/schema-messages.js';
import type { TicketErrorSchema } from './types.js';

/** What the wording needs of an error: its keyword, the dotted path of its field (no array indexes), ajv's params. */
export interface SchemaError {
  keyword: string;
  /** `claim_amount`, `contact.phone`; '' for the form as a whole. */
  path: string;
  params?: unknown;
}

const SEPARATOR = '.';
const TYPE_JOINER = '或';
/** A placeholder left unfilled. */
const PLACEHOLDER = /\{\w+\}/;

type JsonSchemaNode = Record<string, unknown>;

function isNode(value: unknown): value is JsonSchemaNode {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** True for keywords that only sum up their branches' own errors (if/then): those are not shown. */
export function isWrapperError(keyword: string): boolean {
  return SCHEMA_WRAPPER_KEYWORDS.includes(keyword);
}

/** The property schema of a dotted path, through nested objects and array items. */
export function fieldSchemaAt(jsonSchema: JsonSchemaNode, path: string): JsonSchemaNode | undefined {
  let node: JsonSchemaNode | undefined = jsonSchema;
  for (const name of path.split(SEPARATOR).filter(Boolean)) {
    while (node && isNode(node.items)) node = node.items;
    const properties: unknown = node?.properties;
    const next: unknown = isNode(properties) ? properties[name] : undefined;
    node = isNode(next) ? next : undefined;
  }
  return node;
}

/** The field's title, else the nearest titled field around it (an untitled fileid of 破损照片 → 破损照片), else 工单内容. */
function titleOf(jsonSchema: JsonSchemaNode, path: string): string {
  const names = path.split(SEPARATOR).filter(Boolean);
  for (let length = names.length; length > 0; length -= 1) {
    const title = fieldSchemaAt(jsonSchema, names.slice(0, length).join(SEPARATOR))?.title;
    if (typeof title === 'string' && title !== '') return title;
  }
  return SCHEMA_FORM_TITLE;
}

/** A choice field (enum, const or a list of choices) asks 请选择…, anything else 请输入…. */
function isChoice(field: JsonSchemaNode | undefined): boolean {
  return field !== undefined && (Array.isArray(field.enum) || 'const' in field || Array.isArray(field.oneOf) || Array.isArray(field.anyOf));
}

/** `number` → 数字; `string,null` or ['string', 'null'] → 文本或空值. */
function typeName(type: unknown): string | undefined {
  const names = Array.isArray(type) ? type : typeof type === 'string' ? type.split(',') : [];
  return names.length === 0 ? undefined : names.map((name) => SCHEMA_TYPE_NAMES[String(name)] ?? String(name)).join(TYPE_JOINER);
}

function fill(template: string, values: Record<string, unknown>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name];
    if (value === undefined || value === null) return whole;
    return typeof value === 'object' ? JSON.stringify(value) : String(value as string | number | boolean);
  });
}

/** The Chinese message of an error: error_schema's (by full path, then by the field's name), else the keyword's. */
export function schemaErrorMessage(jsonSchema: JsonSchemaNode, errorSchema: TicketErrorSchema, error: SchemaError): string {
  const last = error.path.split(SEPARATOR).pop() ?? '';
  const own = errorSchema[error.path]?.[error.keyword] ?? errorSchema[last]?.[error.keyword];
  if (own) return own;
  const field = fieldSchemaAt(jsonSchema, error.path);
  const params = isNode(error.params) ? error.params : {};
  const keyword = error.keyword === 'required' && isChoice(field) ? 'requiredChoice' : error.keyword;
  const title = titleOf(jsonSchema, error.path);
  // ajv's params, else the field's own keyword value (minimum: 0.01 gives {limit}).
  const values = {
    limit: field?.[error.keyword],
    [error.keyword]: field?.[error.keyword],
    ...params,
    type: typeName(params.type ?? field?.type),
    title,
  };
  const message = fill(SCHEMA_ERROR_MSG[keyword] ?? SCHEMA_ERROR_FALLBACK, values);
  return PLACEHOLDER.test(message) ? fill(SCHEMA_ERROR_FALLBACK, { title }) : message;
}

/**
 * Chinese messages of JSON-schema errors (ajv keywords) for a field whose error_schema has no wording
 * of its own. `{title}` is the field's title; the other placeholders are the keyword's params.
 */
export const SCHEMA_ERROR_MSG: Readonly<Record<string, string>> = {
  /** A text or number field left empty; choices use requiredChoice. */
  required: '请输入{title}',
  requiredChoice: '请选择{title}',
  minLength: '{title}不能少于{limit}个字',
  maxLength: '{title}不能超过{limit}个字',
  minimum: '{title}不能小于{limit}',
  maximum: '{title}不能超过{limit}',
  exclusiveMinimum: '{title}必须大于{limit}',
  exclusiveMaximum: '{title}必须小于{limit}',
  multipleOf: '{title}必须是{multipleOf}的倍数',
  minItems: '{title}至少需要{limit}项',
  maxItems: '{title}最多{limit}项',
  uniqueItems: '{title}不能有重复项',
  minProperties: '{title}至少需要{limit}项',
  maxProperties: '{title}最多{limit}项',
  enum: '{title}不在可选范围内',
  const: '{title}的值不正确',
  type: '{title}必须是{type}',
  format: '{title}格式不正确',
  pattern: '{title}格式不正确',
  additionalProperties: '{title}含有不允许的内容',
  anyOf: '{title}不符合要求',
  oneOf: '{title}不符合要求',
  not: '{title}不符合要求',
  contains: '{title}缺少必需的项',
} as const;

/** Any other keyword. */
export const SCHEMA_ERROR_FALLBACK = '{title}填写有误';

/** What `{title}` is for an error about the whole form (no field). */
export const SCHEMA_FORM_TITLE = '工单内容';

/** JSON-schema type names in the type message (理赔金额必须是数字). */
export const SCHEMA_TYPE_NAMES: Readonly<Record<string, string>> = {
  string: '文本',
  number: '数字',
  integer: '整数',
  boolean: '是或否',
  array: '列表',
  object: '对象',
  null: '空值',
};

/**
 * Keywords whose error only sums up the errors of their branches, which ajv reports on the fields
 * themselves (if/then: 请输入理赔金额 on 理赔金额): these are not shown.
 */
export const SCHEMA_WRAPPER_KEYWORDS: readonly string[] = ['if', 'allOf', '$ref'];

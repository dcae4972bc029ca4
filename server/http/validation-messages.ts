/** Turns ajv errors into one readable Chinese message such as '参数错误：phone 格式不正确'. */

/** The part of an ajv ErrorObject this mapper reads. */
export interface ValidationIssue {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
}

const TYPE_NAMES: Readonly<Record<string, string>> = {
  string: '字符串',
  integer: '整数',
  number: '数字',
  boolean: '布尔值',
  array: '数组',
  object: '对象',
  null: '空值',
};

const PART_NAMES: Readonly<Record<string, string>> = {
  body: '请求体',
  querystring: '查询参数',
  params: '路径参数',
  headers: '请求头',
};

/** Chinese name of a top-level field (from its schema's title), when the route declares one. */
export type FieldLabels = (field: string) => string | undefined;

/** '/tags/0/code' → 'tags.0.code'; an empty path names the request part itself; a labelled field its label. */
function fieldName(instancePath: string, part: string | undefined, labels: FieldLabels): string {
  const path = instancePath.replace(/^\//, '').split('/').join('.');
  if (path === '') return PART_NAMES[part ?? ''] ?? '请求参数';
  return (path.includes('.') ? undefined : labels(path)) ?? path;
}

function describeType(type: unknown): string {
  const types = Array.isArray(type) ? type : String(type).split(',');
  return types.map((t) => TYPE_NAMES[String(t)] ?? String(t)).join('或');
}

function describe(issue: ValidationIssue, part: string | undefined, labels: FieldLabels): string {
  const field = fieldName(issue.instancePath, part, labels);
  const p = issue.params;
  switch (issue.keyword) {
    case 'required':
      return `缺少必填字段 ${labels(String(p.missingProperty)) ?? String(p.missingProperty)}`;
    case 'type':
      return `${field} 应为${describeType(p.type)}`;
    case 'minLength':
      return Number(p.limit) <= 1 ? `${field} 不能为空` : `${field} 长度不能少于 ${String(p.limit)} 个字符`;
    case 'maxLength':
      return `${field} 长度不能超过 ${String(p.limit)} 个字符`;
    case 'pattern':
    case 'format':
      return `${field} 格式不正确`;
    case 'enum':
      return `${field} 应为以下值之一：${(p.allowedValues as unknown[]).map(String).join(', ')}`;
    case 'minimum':
      return `${field} 不能小于 ${String(p.limit)}`;
    case 'maximum':
      return `${field} 不能大于 ${String(p.limit)}`;
    case 'exclusiveMinimum':
      return `${field} 必须大于 ${String(p.limit)}`;
    case 'exclusiveMaximum':
      return `${field} 必须小于 ${String(p.limit)}`;
    case 'additionalProperties':
      return part === 'querystring' ? `不支持的查询参数 ${String(p.additionalProperty)}` : `不支持的字段 ${String(p.additionalProperty)}`;
    case 'minProperties':
      return `${field} 不能为空`;
    case 'minItems':
      return `${field} 至少需要 ${String(p.limit)} 项`;
    case 'maxItems':
      return `${field} 最多允许 ${String(p.limit)} 项`;
    default:
      return `${field} ${issue.message ?? '不合法'}`;
  }
}

export function validationMessage(issues: readonly ValidationIssue[], part: string | undefined, labels: FieldLabels = () => undefined): string {
  const first = issues[0];
  return first ? `参数错误：${describe(first, part, labels)}` : '参数错误';
}

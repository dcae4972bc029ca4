/**
 * The operation codes tables of docs/access-and-tenancy.md: every code of OPERATION_CODES with its name,
 * the workflow transitions that need it (read from workflows/*.json) and the descriptor actions that name
 * it, described here (a code with neither stops the generator, so a new code cannot go unlisted); and the
 * codes each role of the reference server holds.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { OPERATION_CODE_LIST, OPERATION_CODES, type OperationCode } from '../src/config/operation-codes';
import type { WorkflowDescriptor } from '../src/workflow/types';
import { ROLE_OPERATION_CODES } from '../server/menu/role-access';
import { DEMO_USERS } from '../server/users/demo-users';
import { WORKFLOWS_DIR } from './screens-lib';
import { markdownTable } from './docs-blocks';

/** The screen actions (not workflow transitions) that name each code. */
export const ACTIONS_NAMING_CODE: Readonly<Partial<Record<OperationCode, string>>> = {
  add: "`create` actions; a picker's 新增并使用 dialog",
  edit: "`edit` row actions; a detail screen's 编辑 (`editTo`)",
  delete: '`delete` row actions',
  export: '`export` actions',
  import: "the order import screens' file drop",
  audit: 'calls deciding a review: 通过, 驳回',
  push: '重新推送',
  submit: '提交入库',
  complete: '完成补货',
  enable: '开启, 关闭',
  print: '`print` actions: 打印运单, 打印标签',
  bill: '生成账单 (its form\'s `createOperation`)',
  write_off: '新增核销 (its form\'s `createOperation`)',
};

function readWorkflowFiles(): WorkflowDescriptor[] {
  return readdirSync(WORKFLOWS_DIR)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(readFileSync(join(WORKFLOWS_DIR, name), 'utf8')) as WorkflowDescriptor);
}

/** Per code, the transitions needing it: "`order`: 接单, 拒单; `bill`: 确认". */
function transitionsByCode(workflows: readonly WorkflowDescriptor[]): Map<string, string> {
  const byCode = new Map<string, string[]>();
  for (const workflow of workflows) {
    const labelsByCode = new Map<string, string[]>();
    for (const transition of workflow.transitions) {
      labelsByCode.set(transition.operation, [...(labelsByCode.get(transition.operation) ?? []), transition.label]);
    }
    for (const [code, labels] of labelsByCode) byCode.set(code, [...(byCode.get(code) ?? []), `\`${workflow.name}\`: ${labels.join(', ')}`]);
  }
  return new Map([...byCode].map(([code, uses]) => [code, uses.join('; ')]));
}

export function renderOperationCodes(): string {
  const transitions = transitionsByCode(readWorkflowFiles());
  const unused = OPERATION_CODE_LIST.filter((code) => ACTIONS_NAMING_CODE[code] === undefined && !transitions.has(code));
  if (unused.length > 0) throw new Error(`say which actions name the operation codes ${unused.join(', ')} in scripts/docs-operation-codes.ts`);
  const rows = OPERATION_CODE_LIST.map((code) => [`\`${code}\``, OPERATION_CODES[code], ACTIONS_NAMING_CODE[code] ?? '', transitions.get(code) ?? '']);
  return markdownTable(['code', 'name', 'screen actions', 'workflow transitions'], rows);
}

/** The codes each menu role holds on every page of its menu (ROLE_OPERATION_CODES), with its demo accounts. */
export function renderRoleCodes(): string {
  const rows = Object.entries(ROLE_OPERATION_CODES).map(([role, codes]) => {
    const accounts = DEMO_USERS.filter((user) => user.role === role).map((user) => `\`${user.username}\``);
    const every = OPERATION_CODE_LIST.every((code) => codes.includes(code));
    return [`\`${role}\``, accounts.join(', '), every ? 'every code' : codes.map((code) => `\`${code}\``).join(', ')];
  });
  return markdownTable(['role', 'demo accounts', 'codes'], rows);
}

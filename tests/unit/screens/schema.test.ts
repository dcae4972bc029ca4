// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildScreenSchemaText, buildWorkflowSchemaText } from '../../../scripts/screens-schema';
import { expectedSchemaRef, loadCommittedSchema, REPO_ROOT, SCHEMA_FILE, WORKFLOW_SCHEMA_FILE } from '../../../scripts/screens-lib';
import { checkScreens, formatProblem, type ScreenSource } from '../../../src/screen-model/check';
import { OPERATION_CODE_LIST } from '../../../src/config/operation-codes';

describe('schemas/screen.schema.json', () => {
  it('is up to date with src/screen-model/types.ts', { timeout: 60_000 }, () => {
    const committed = readFileSync(join(REPO_ROOT, SCHEMA_FILE), 'utf8');
    expect(committed === buildScreenSchemaText(), `${SCHEMA_FILE} is stale: run \`npm run screens:schema\``).toBe(true);
  });

  it('has schemas/workflow.schema.json up to date with src/workflow/types.ts', { timeout: 60_000 }, () => {
    const committed = readFileSync(join(REPO_ROOT, WORKFLOW_SCHEMA_FILE), 'utf8');
    expect(committed === buildWorkflowSchemaText(), `${WORKFLOW_SCHEMA_FILE} is stale: run \`npm run screens:schema\``).toBe(true);
  });

  const file = 'screens/fixture/example.json';
  const base = { $schema: expectedSchemaRef(file), path: '/fixture/example', title: '示例' };
  const schema = loadCommittedSchema();
  const check = (descriptor: object): string[] =>
    checkScreens([{ file, text: JSON.stringify(descriptor) } satisfies ScreenSource], {
      schema,
      expectedSchemaRef,
      customRenderers: ['welcome'],
      extraRoutes: ['/'],
    }).map(formatProblem);
  const list = { ...base, kind: 'list', api: { resource: '/fixture' }, columns: [{ key: 'a', title: 'A' }] };

  it('accepts a valid descriptor', () => {
    expect(check(list)).toEqual([]);
    expect(check({ ...base, kind: 'custom', renderer: 'welcome' })).toEqual([]);
  });

  it('rejects a wrong kind with the allowed kinds only', () => {
    expect(check({ ...list, kind: 'table' })).toEqual([
      `${file}: /kind must be one of "list", "show", "form", "dashboard", "custom"`,
    ]);
  });

  it('rejects a missing kind without the errors of every variant', () => {
    const { kind: _kind, ...withoutKind } = list;
    expect(check(withoutKind)).toEqual([`${file}: / must have required property 'kind'`]);
  });

  it('rejects a missing required property of the chosen variant', () => {
    const { columns: _columns, ...withoutColumns } = list;
    expect(check(withoutColumns)).toEqual([`${file}: / must have required property 'columns'`]);
  });

  it('rejects unknown properties at any depth', () => {
    expect(check({ ...list, colour: 'red', columns: [{ key: 'a', title: 'A', widht: 80 }] })).toEqual([
      `${file}: /colour is not an allowed property`,
      `${file}: /columns/0/widht is not an allowed property`,
    ]);
  });

  it('checks discriminated variants strictly', () => {
    const columns = (format: object) => ({ ...list, columns: [{ key: 'a', title: 'A', format }] });
    expect(check(columns({ name: 'enum' }))).toEqual([`${file}: /columns/0/format must have required property 'options'`]);
    expect(check(columns({ name: 'link', to: '/', options: [] }))).toEqual([`${file}: /columns/0/format/options is not an allowed property`]);
    expect(check(columns({ name: 'enum', options: [{ value: 1, label: '启用' }] }))).toEqual([]);
    expect(check({ ...list, rowActions: [{ action: 'delete', operation: 'delete', label: '删除' }] })).toEqual([
      `${file}: /rowActions/0 must have required property 'confirm'`,
    ]);
  });

  it('rejects an action without its operation code, or with a code the registry does not know', () => {
    const create = { action: 'create', label: '新增', to: '/fixture/example' };
    const codes = OPERATION_CODE_LIST.map((code) => JSON.stringify(code)).join(', ');
    expect(codes.startsWith('"add", "edit", "delete", "export", "import", "audit", "push", "submit", "complete", "enable", "print", "receive"')).toBe(true);
    expect(check({ ...list, toolbar: [create] })).toEqual([`${file}: /toolbar/0 must name its operation code: "operation": one of ${codes}`]);
    expect(check({ ...list, toolbar: [{ ...create, operation: 'create' }] })).toEqual([`${file}: /toolbar/0/operation must be one of ${codes}`]);
    const call = { action: 'call', operation: 'audit', label: '通过', api: '/fixture/{id}' };
    expect(check({ ...list, toolbar: [{ ...create, operation: 'add' }], rowActions: [call], bulkActions: [call] })).toEqual([]);
    expect(check({ ...list, bulkActions: [{ ...call, operation: undefined }] })).toEqual([
      `${file}: /bulkActions/0 must name its operation code: "operation": one of ${codes}`,
    ]);
  });

  it('rejects code-like values: patterns and ranges of the types hold', () => {
    expect(check({ ...list, path: 'saas/x' })).toEqual([`${file}: /path must match pattern "^/[A-Za-z0-9_\\-/:?*.]*$"`]);
    expect(check({ ...list, columns: [{ key: 'a', title: 'A', width: 10 }] })).toEqual([`${file}: /columns/0/width must be >= 40`]);
  });
});

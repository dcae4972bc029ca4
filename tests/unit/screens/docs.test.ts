// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildScreenDocs, DOCS_FILE } from '../../../scripts/screens-docs';
import { loadCommittedSchema, REPO_ROOT } from '../../../scripts/screens-lib';
import { PLAIN_FORM_WIDGETS } from '../../../src/screen-model/widgets';
import { VALIDATORS } from '../../../src/validators';

type Node = { [key: string]: unknown };
const definitions = (loadCommittedSchema() as { definitions: Record<string, Node> }).definitions;
/** The documented names of a union of strings in the schema (widgets, validators, operators). */
const names = (union: string): Node[] =>
  ((definitions[union]?.anyOf as Node[] | undefined) ?? []).flatMap((branch) =>
    typeof branch.$ref === 'string' ? names(branch.$ref.replace('#/definitions/', '')) : [branch]);

describe('docs/screens.md', () => {
  const docs = buildScreenDocs();

  it('is up to date with the descriptor types', { timeout: 60_000 }, () => {
    const committed = readFileSync(join(REPO_ROOT, DOCS_FILE), 'utf8');
    expect(committed === docs, `${DOCS_FILE} is stale: run \`npm run screens:docs\``).toBe(true);
  });

  it('lists every widget, formatter, validator, action and screen kind under its kind, each with an example', () => {
    const section = (title: string): string => docs.split(/^## /m).find((part) => part.startsWith(title)) ?? '';
    const entry = (text: string, name: string): string => text.split(/^#{3,4} /m).find((part) => part.startsWith(`\`${name}\``)) ?? '';
    for (const widget of [...PLAIN_FORM_WIDGETS, 'merchant', 'carrier', 'dateRange']) expect(entry(section('Widgets'), widget)).toContain('```json');
    for (const format of ['text', 'money', 'enum', 'link', 'feeAmount', 'chineseAmount', 'images']) expect(entry(section('Formatters'), format)).toContain('```json');
    for (const validator of Object.keys(VALIDATORS)) expect(entry(section('Validators'), validator), validator).toContain('```json');
    for (const action of ['create', 'export', 'show', 'edit', 'delete', 'call', 'quickView']) expect(entry(section('Actions'), action)).toContain('```json');
    for (const kind of ['list', 'show', 'form', 'dashboard', 'custom']) expect(entry(section('Containers'), kind)).toContain('| Option |');
    expect(section('Conditions')).toContain('### FactCondition');
    expect(entry(section('Formatters'), 'money')).toContain('An amount with two decimals');
  });

  it('gives every widget, validator and condition operator of the schema a description and an example (editor hover text)', () => {
    for (const union of ['FilterWidget', 'FormWidget', 'ValidatorName', 'ConditionOperator']) {
      const undocumented = names(union).filter((name) => typeof name.description !== 'string' || !Array.isArray(name.examples));
      expect(undocumented.map((name) => name.const), union).toEqual([]);
    }
  });
});

// @vitest-environment node
/**
 * What an editor shows hovering a top-level property of a screen descriptor: every property of every
 * kind must show its documentation, both in VS Code (its JSON language service) and in the descriptor
 * editor of the workbench (codemirror-json-schema, which asks json-schema-library).
 */
import { Draft04 } from 'json-schema-library';
import { describe, expect, it } from 'vitest';
import { loadCommittedSchema } from '../../../scripts/screens-lib';

type Node = { [key: string]: unknown };
const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value);
const schema = loadCommittedSchema() as Node & { definitions: Record<string, Node> };
const definitionOf = (ref: unknown): Node | undefined =>
  typeof ref === 'string' ? schema.definitions[ref.replace('#/definitions/', '')] : undefined;

const descriptor = definitionOf(schema.$ref) ?? {};
const branches = (Array.isArray(descriptor.allOf) ? descriptor.allOf : []).filter(isNode);
const kinds = ((descriptor.properties as Node).kind as { enum: string[] }).enum;

/** The `if` conditions of the descriptor's union: the property schemas each tests (its `kind`). */
const conditionProperties = branches.flatMap((branch) => (isNode(branch.if) && isNode(branch.if.properties) ? Object.values(branch.if.properties) : []));

/** The variant of `kind`: the definition the `then` of the condition `kind` satisfies refers to. */
function variantOf(kind: string): Node {
  const branch = branches.find((b) => isNode(b.if) && ((b.if.properties as Node).kind as Node).const === kind);
  const variant = isNode(branch?.then) ? definitionOf(branch.then.$ref) : undefined;
  if (!variant) throw new Error(`no variant for kind ${kind}`);
  return variant;
}

const propertiesOf = (kind: string): [string, Node][] => Object.entries(variantOf(kind).properties as Record<string, Node>);

/**
 * The text VS Code's hover shows for a property of the chosen variant. The language service walks into the
 * `then` of each `if` that holds and shows the first description among the schemas it matched there; it
 * resolves a `$ref` by copying the referenced definition over the property, so that definition's
 * description, when it has one, replaces the property's own.
 */
function vsCodeHover(property: Node): string {
  const target = definitionOf(property.$ref);
  const text = (typeof target?.description === 'string' && target.description) || property.description;
  return typeof text === 'string' ? text : '';
}

const workbench = new Draft04(schema);

/** The text the workbench's descriptor editor shows: codemirror-json-schema's hover, as it asks json-schema-library. */
function workbenchHover(kind: string, key: string): string {
  const data = Object.fromEntries(propertiesOf(kind).map(([name]) => [name, name === 'kind' ? kind : null]));
  const found = workbench.getSchema({ pointer: `/${key}`, data, withSchemaWarning: true }) as Node | undefined;
  const resolved = found?.type === 'error' && isNode(found.data) ? (found.data as Node).schema : found;
  return isNode(resolved) && typeof resolved.description === 'string' ? resolved.description : '';
}

describe('hovering a property of a screen descriptor', () => {
  it('knows every screen kind through one condition on `kind`', () => {
    expect(kinds).toEqual(['list', 'show', 'form', 'dashboard', 'custom']);
    for (const kind of kinds) expect(variantOf(kind).properties, kind).toBeDefined();
  });

  it('finds no documentation in the conditions, which the hover reads for every kind (else `kind` of a form shows the list\'s)', () => {
    const documented = conditionProperties.filter((property) => isNode(property) && ('description' in property || 'examples' in property));
    expect(documented).toEqual([]);
  });

  it.each(['list', 'show', 'form', 'dashboard', 'custom'])('shows a description for every property of a %s screen in VS Code', (kind) => {
    const undocumented = propertiesOf(kind).filter(([, property]) => vsCodeHover(property) === '').map(([name]) => name);
    expect(undocumented).toEqual([]);
  });

  it.each(['list', 'show', 'form', 'dashboard', 'custom'])('shows a description for every property of a %s screen in the workbench editor', (kind) => {
    const undocumented = propertiesOf(kind).filter(([name]) => workbenchHover(kind, name) === '').map(([name]) => name);
    expect(undocumented).toEqual([]);
  });

  it('shows the kind\'s own text on `kind`, and the property\'s own on `columns` and `sections`', () => {
    const list = Object.fromEntries(propertiesOf('list'));
    const form = Object.fromEntries(propertiesOf('form'));
    expect(vsCodeHover(list.kind as Node)).toMatch(/^A list screen/);
    expect(vsCodeHover(form.kind as Node)).toMatch(/^A form screen/);
    expect(workbenchHover('form', 'kind')).toMatch(/^A form screen/);
    expect(vsCodeHover(list.columns as Node)).toMatch(/^The table's columns/);
    expect(workbenchHover('form', 'sections')).toMatch(/^The inputs in groups/);
  });
});

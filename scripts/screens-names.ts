/**
 * Reads the doc comments of the string members of the descriptor model's name unions (widgets,
 * validators, condition operators) from the files of src/screen-model/descriptor/, which the schema
 * generator drops. Shared by `npm run screens:schema` and `npm run screens:docs`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { REPO_ROOT } from './screens-lib';

/** The folder of the descriptor types, one file per concern (src/screen-model/types.ts re-exports them). */
const DESCRIPTOR_DIR = join(REPO_ROOT, 'src/screen-model/descriptor');

/** Unions of registry names whose members carry their own description and `@example`. */
export const NAME_UNIONS = ['FilterWidget', 'FormWidget', 'PickerWidget', 'ValidatorName', 'ConditionOperator'] as const;

export interface NameDoc {
  description: string;
  /** Parsed `@example` values (JSON). */
  examples: unknown[];
}

/** The text of a `/** … *\/` comment without its stars, split into the description and `@example`s. */
function parseComment(comment: string): NameDoc {
  const lines = comment
    .replace(/^\/\*\*/, '')
    .replace(/\*\/$/, '')
    .split('\n')
    .map((line) => line.replace(/^\s*\* ?/, '').trimEnd());
  const text = lines.join('\n');
  const [description = '', ...examples] = text.split(/^@example\s*/m);
  return { description: description.trim().replace(/\s*\n\s*/g, ' '), examples: examples.map((example) => JSON.parse(example.trim()) as unknown) };
}

/** The texts of the descriptor files, in name order. */
export const descriptorSources = (): string[] =>
  readdirSync(DESCRIPTOR_DIR).filter((name) => name.endsWith('.ts')).sort().map((name) => readFileSync(join(DESCRIPTOR_DIR, name), 'utf8'));

/** union name → member name → its documentation, for the members that have a doc comment, over `sources`. */
export function documentedNames(sources: readonly string[], unions: readonly string[]): Record<string, Record<string, NameDoc>> {
  const result: Record<string, Record<string, NameDoc>> = {};
  for (const source of sources) Object.assign(result, documentedNamesOf(source, unions));
  return result;
}

/** The same, over one file. */
function documentedNamesOf(source: string, unions: readonly string[]): Record<string, Record<string, NameDoc>> {
  const file = ts.createSourceFile('descriptor.ts', source, ts.ScriptTarget.Latest, true);
  const result: Record<string, Record<string, NameDoc>> = {};
  file.forEachChild((node) => {
    if (!ts.isTypeAliasDeclaration(node) || !unions.includes(node.name.text) || !ts.isUnionTypeNode(node.type)) return;
    const members: Record<string, NameDoc> = {};
    let previousEnd = node.type.pos;
    for (const member of node.type.types) {
      // The comment stands before the member's `|`, so it is searched in the text since the last member.
      const between = source.slice(previousEnd, member.getStart());
      previousEnd = member.end;
      if (!ts.isLiteralTypeNode(member) || !ts.isStringLiteral(member.literal)) continue;
      const doc = between.match(/\/\*\*[\s\S]*?\*\//g)?.pop();
      if (doc) members[member.literal.text] = parseComment(doc);
    }
    result[node.name.text] = members;
  });
  return result;
}

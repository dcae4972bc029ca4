/**
 * Reads the doc comments of the string members of the descriptor model's name unions (widgets,
 * validators, condition operators) from src/screen-model/types.ts, which the schema generator drops.
 * Shared by `npm run screens:schema` and `npm run screens:docs`.
 */
import ts from 'typescript';

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

/** union name → member name → its documentation, for the members that have a doc comment. */
export function documentedNames(source: string, unions: readonly string[]): Record<string, Record<string, NameDoc>> {
  const file = ts.createSourceFile('types.ts', source, ts.ScriptTarget.Latest, true);
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

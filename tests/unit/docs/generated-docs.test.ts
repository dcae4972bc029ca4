// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { buildDocs, GENERATED_BLOCKS } from '../../../scripts/docs';
import { NPM_SCRIPT_DESCRIPTIONS, renderNpmScripts } from '../../../scripts/docs-npm-scripts';

describe('generated tables of README.md and docs/', () => {
  it('are up to date with the data they come from', () => {
    for (const [file, { committed, generated }] of buildDocs()) {
      expect(committed === generated, `${file} is stale: run \`npm run docs\``).toBe(true);
    }
  });

  it('cover the demo accounts, the npm scripts, the bundle budgets and the operation codes', () => {
    expect(GENERATED_BLOCKS.map((block) => block.name)).toEqual(['demo-accounts', 'npm-scripts', 'budgets', 'operation-codes', 'role-codes']);
    const table = renderNpmScripts();
    for (const name of Object.keys(NPM_SCRIPT_DESCRIPTIONS)) expect(table).toContain(name);
    expect(table).toContain('| `npm test` | `tsx scripts/test.ts` |');
  });
});

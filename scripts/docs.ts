/**
 * `npm run docs`: rewrites the generated tables of README.md and docs/ from the data the code holds
 * (the npm scripts of package.json, the bundle budgets, the seeded demo accounts, the operation codes and
 * each role's codes). docs/screens.md has its own generator, `npm run screens:docs`. `buildDocs()` gives
 * the texts in memory, so a test can tell whether the committed files are up to date.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { REPO_ROOT } from './screens-lib';
import { replaceBlock, type GeneratedBlock } from './docs-blocks';
import { renderNpmScripts } from './docs-npm-scripts';
import { renderBudgets } from './docs-budgets';
import { renderDemoAccounts } from './docs-demo-accounts';
import { renderOperationCodes, renderRoleCodes } from './docs-operation-codes';

export const GENERATED_BLOCKS: readonly GeneratedBlock[] = [
  { file: 'README.md', name: 'demo-accounts', render: renderDemoAccounts },
  { file: 'docs/commands.md', name: 'npm-scripts', render: renderNpmScripts },
  { file: 'docs/performance.md', name: 'budgets', render: renderBudgets },
  { file: 'docs/access-and-tenancy.md', name: 'operation-codes', render: renderOperationCodes },
  { file: 'docs/access-and-tenancy.md', name: 'role-codes', render: renderRoleCodes },
];

/** Each file holding a generated block, with its committed text and its text with every block rewritten. */
export function buildDocs(): Map<string, { committed: string; generated: string }> {
  const files = new Map<string, { committed: string; generated: string }>();
  for (const block of GENERATED_BLOCKS) {
    const entry = files.get(block.file) ?? (() => {
      const committed = readFileSync(join(REPO_ROOT, block.file), 'utf8');
      return { committed, generated: committed };
    })();
    entry.generated = replaceBlock(entry.generated, block);
    files.set(block.file, entry);
  }
  return files;
}

function main(): void {
  for (const [file, { committed, generated }] of buildDocs()) {
    if (generated === committed) continue;
    writeFileSync(join(REPO_ROOT, file), generated);
    console.log(`wrote ${file}`);
  }
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();

/** The bundle budgets table of docs/performance.md, from bench/budgets.json (the budget test's own data). */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './screens-lib';
import { markdownTable } from './docs-blocks';

interface BudgetRoute {
  id: string;
  name: string;
  budgetKiB: number;
  modules: string[];
}

export const BUDGETS_FILE = 'bench/budgets.json';

export function renderBudgets(): string {
  const { routes } = JSON.parse(readFileSync(join(REPO_ROOT, BUDGETS_FILE), 'utf8')) as { routes: BudgetRoute[] };
  // index.html is every route's entry; the last module is what makes the route itself.
  const rows = routes.map((route) => [
    `\`${route.id}\``,
    route.name,
    route.budgetKiB.toFixed(1),
    `${route.modules.length} (last: \`${route.modules.at(-1) ?? ''}\`)`,
  ]);
  return markdownTable(['id', 'route', 'budget (KiB gzip, JS + CSS)', 'modules counted'], rows);
}

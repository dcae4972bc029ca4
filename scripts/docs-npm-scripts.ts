/**
 * The npm scripts table of docs/commands.md: each script of package.json in its order, what it runs and
 * what it does. The descriptions live here, next to nothing else, so a script added to package.json
 * without one fails the docs test (tests/unit/docs/generated-docs.test.ts) instead of going unlisted.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from './screens-lib';
import { markdownTable } from './docs-blocks';

/** What each npm script does, for a reader choosing one; the command itself comes from package.json. */
export const NPM_SCRIPT_DESCRIPTIONS: Readonly<Record<string, string>> = {
  start: 'builds the app if needed, then serves it and the API on http://127.0.0.1:8080 (`PORT` changes the port); creates and seeds `data/app.db` on first start and keeps it across restarts',
  dev: 'the reference server plus Vite with hot reload on http://127.0.0.1:5173, proxying `/api` and socket.io to the server',
  build: 'the production build in `dist/`, with `.br` and `.gz` siblings of every compressible file',
  server: 'the reference API server alone (it serves `dist/` when it exists)',
  typecheck: 'TypeScript for the app, tests, scripts and benches, then for the server (`server/tsconfig.json`)',
  test: 'type check, unit and component tests, screens:check, end-to-end tests in Chromium; stops at the first failure',
  'test:unit': 'vitest only',
  'test:e2e': 'Playwright only (builds when stale, fresh database under `.tmp/`); it opens every route of the screens catalogue as the admin',
  'screens:schema': 'regenerates `schemas/screen.schema.json` and `schemas/workflow.schema.json` after a change to the descriptor or workflow types',
  'screens:check': 'validates every descriptor (schema, `$schema` path, unique routes, link targets, renderer names) and workflow, then starts the reference server in memory and reports descriptor APIs it does not serve and routes no demo user reaches (`--no-server` skips that part)',
  'screens:docs': 'regenerates `docs/screens.md` from the doc comments of the descriptor types',
  bench: 'builds and writes `bench/REPORT.md`, one section per script: gzip size of what each route loads (`bench/bundle-size.ts`), tab switch time and JS heap with 30 kept-alive tabs in Chromium (`bench/tabs.ts`), the ticket rules (`bench/ticket-rules.ts`)',
  'bench:sidebar': "times collapsing and opening the admin's sidebar (every menu entry) in Chromium",
  'bench:network': 'the app as a distant user sees it (10 Mbit/s, 40 ms round trips): bytes and time cold and warm, and opening screens from the menu, against a baseline commit (`--baseline <rev>`)',
  'bench:tickets': "times recomputing the ticket screen's action, visibility and sub-type rules for one form change on the largest ticket schema (median and p90 of 500 runs; section of `bench/REPORT.md`)",
  'bench:compress': 'server CPU per answer, latency and bytes of the 500-row waybill list sent plain, gzip and br (`--report`: section of `bench/REPORT.md`)',
  'test:routes': 'only the every-route end-to-end suite',
  docs: 'regenerates the generated tables of the README and `docs/` (this one, the budgets, the demo accounts, the operation codes)',
};

/** How a reader types the script: npm's shorthands for start and test, `npm run` for the others. */
const invocation = (name: string): string => (name === 'start' || name === 'test' ? `npm ${name}` : `npm run ${name}`);

function packageScripts(): Record<string, string> {
  const pkg = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as { scripts?: Record<string, string> };
  return pkg.scripts ?? {};
}

/** The table; throws naming any script without a description, or a description of a script that is gone. */
export function renderNpmScripts(): string {
  const scripts = packageScripts();
  const undescribed = Object.keys(scripts).filter((name) => NPM_SCRIPT_DESCRIPTIONS[name] === undefined);
  const gone = Object.keys(NPM_SCRIPT_DESCRIPTIONS).filter((name) => scripts[name] === undefined);
  if (undescribed.length > 0) throw new Error(`describe the npm scripts ${undescribed.join(', ')} in scripts/docs-npm-scripts.ts`);
  if (gone.length > 0) throw new Error(`scripts/docs-npm-scripts.ts describes npm scripts package.json no longer has: ${gone.join(', ')}`);
  const rows = Object.entries(scripts).map(([name, command]) => [`\`${invocation(name)}\``, `\`${command}\``, NPM_SCRIPT_DESCRIPTIONS[name] ?? '']);
  return markdownTable(['command', 'runs', 'what it does'], rows);
}

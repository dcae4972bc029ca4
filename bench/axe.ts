/**
 * axe-core over every route of the screens catalogue, in Chinese and in English, as the admin:
 * violations counted by rule and impact, written to the `axe` section of bench/REPORT.md with the
 * figures of an earlier run beside them.
 *
 *   npx tsx bench/axe.ts                     runs tests/e2e/all-routes.spec.ts counting (not failing on)
 *                                            every finding, saves the counts as "after"
 *   npx tsx bench/axe.ts --label before      the same, saved as "before"
 *   --note <text>                            a remark kept with the figures (e.g. a partial run)
 *   --all-languages                          every route in English too (the e2e walks an English sample)
 *   npx tsx bench/axe.ts --from <dir>        counts the findings an earlier run left in <dir>
 *                                            (every e2e run leaves them in .tmp/axe-findings)
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { repoRoot } from '../scripts/build-if-stale';
import type { AxeFinding } from '../tests/e2e/axe';
import { generatedLine, writeReportSection } from './report';

interface RuleCount { rule: string; impact: string; nodes: number; pages: number }
interface Summary { date: string; load: string; pages: number; rules: RuleCount[]; note?: string; allLanguages?: boolean }

const { values } = parseArgs({ options: { label: { type: 'string', default: 'after' }, from: { type: 'string' }, note: { type: 'string' }, 'all-languages': { type: 'boolean', default: false } } });
const label = values.label === 'before' ? 'before' : 'after';
const summaryFile = (which: string) => join(repoRoot, 'bench', `axe-${which}.json`);

const load = loadavg()[0]!.toFixed(1);
const dir = values.from ?? join(repoRoot, '.tmp', `axe-${label}`);
if (!values.from) {
  rmSync(dir, { recursive: true, force: true });
  // Counting only: the spec does not fail on findings; its exit status is not the bench's.
  spawnSync('npx', ['tsx', 'scripts/e2e.ts', 'tests/e2e/all-routes.spec.ts'], { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, AXE_REPORT_DIR: dir, AXE_COUNT_ONLY: '1', ...(values['all-languages'] ? { AXE_ALL_LANGUAGES: '1' } : {}) } });
}

const findings: AxeFinding[] = readdirSync(dir)
  .filter((file) => file.endsWith('.json'))
  .flatMap((file) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as AxeFinding[]);
const pages = new Set(findings.map((f) => `${f.route} ${f.language}`));
const byRule = new Map<string, RuleCount & { pageKeys: Set<string> }>();
for (const f of findings) {
  const entry = byRule.get(f.rule) ?? { rule: f.rule, impact: f.impact, nodes: 0, pages: 0, pageKeys: new Set<string>() };
  entry.nodes += f.nodes.length;
  entry.pageKeys.add(`${f.route} ${f.language}`);
  byRule.set(f.rule, entry);
}
const summary: Summary = {
  date: new Date().toISOString().slice(0, 10),
  load,
  pages: pages.size,
  ...(values.note ? { note: values.note } : {}),
  ...(values['all-languages'] ? { allLanguages: true } : {}),
  rules: [...byRule.values()].map(({ pageKeys, ...rest }) => ({ ...rest, pages: pageKeys.size })).sort((a, b) => b.nodes - a.nodes),
};
writeFileSync(summaryFile(label), `${JSON.stringify(summary, null, 2)}\n`);

const read = (which: string): Summary | undefined => (existsSync(summaryFile(which)) ? (JSON.parse(readFileSync(summaryFile(which), 'utf8')) as Summary) : undefined);
const before = read('before');
const after = read('after');
const blocking = (s: Summary | undefined) => s?.rules.filter((r) => r.impact === 'serious' || r.impact === 'critical') ?? [];
const totals = (s: Summary | undefined) => (s ? `${blocking(s).reduce((n, r) => n + r.nodes, 0)} nodes, ${blocking(s).length} rules` : '–');
const ruleNames = [...new Set([...(before?.rules ?? []), ...(after?.rules ?? [])].map((r) => r.rule))];
const cell = (s: Summary | undefined, rule: string) => {
  const r = s?.rules.find((x) => x.rule === rule);
  return s ? (r ? `${r.nodes} (${r.pages})` : '0') : '–';
};
const impactOf = (rule: string) => [...(before?.rules ?? []), ...(after?.rules ?? [])].find((r) => r.rule === rule)?.impact ?? '';

writeReportSection(
  'axe',
  `## axe-core on every route, Chinese and English

${generatedLine('npx tsx bench/axe.ts [--label before]')} Tags wcag2a, wcag2aa, wcag21a, wcag21aa; every route
tests/e2e/all-routes.spec.ts opens, as \`admin\`, once per language; ${cpus().length} CPU cores shared with other work.
Before: ${before ? `${before.date}, load average ${before.load}, ${before.pages} route×language pages with findings${before.note ? ` (${before.note})` : ''}` : 'not measured'};
after: ${after ? `${after.date}, load average ${after.load}, ${after.pages} route×language pages with findings${after.note ? ` (${after.note})` : ''}, every route in Chinese and ${after.allLanguages ? 'every route' : 'one route of each kind and renderer'} in English` : 'not measured'}.

Serious and critical: before ${totals(before)}; after ${totals(after)}.

Nodes per rule, and in brackets the route×language pages where it was found:

| rule | impact | before | after |
|---|---|---:|---:|
${ruleNames.map((rule) => `| ${rule} | ${impactOf(rule)} | ${cell(before, rule)} | ${cell(after, rule)} |`).join('\n')}
`,
);
console.log(`axe ${label}: ${totals(summary)} serious/critical over ${summary.pages} pages`);

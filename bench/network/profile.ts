/**
 * `npm run bench:network` (`npx tsx bench/network/profile.ts [--baseline <rev>] [--after <rev>] [--repeat <n>]
 * [--rebuild]`): the app as a user far from the server sees it. Builds the baseline commit (aceadd8 unless
 * --baseline) and the current one (HEAD unless --after) the same way, each from a `git archive` of its tree
 * under .tmp/ with its own build script, serves each with its own reference server, and drives Chromium
 * throttled to 10 Mbit/s with 40 ms round trips: bytes on the wire and time to the role list's rows, cold
 * and warm, the asset requests of a warm visit that reach the server, and the time to open five screens
 * from the menu. Prints the table with the targets of issue 27 and writes its section of bench/REPORT.md.
 * Reports only: it never fails on timing.
 */
import { cpus, loadavg } from 'node:os';
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, ensureChromium } from '../../scripts/ensure-chromium';
import { startReferenceServer, type BenchServer } from '../reference-server';
import { generatedLine, writeReportSection } from '../report';
import { commonListScreens } from './routes';
import { reportSection, summarize, type TreeResult } from './table';
import { builtTree, type BuiltTree } from './tree';
import { VARIANT_LABEL } from './demo-user';
import { loggedInState, visit } from './visit';

const DEFAULT_BASELINE = 'aceadd8';
/** Ports of this bench: the baseline's server and the current one's. */
const PORTS = [8290, 8291] as const;
const SCREENS = 5;
const TREE_LABEL = 'bench-network';

function step(message: string): void {
  console.error(`[bench:network] ${message}`);
}

function option(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  return index >= 0 ? process.argv[index + 1] : undefined;
}

const baselineRev = option('--baseline') ?? DEFAULT_BASELINE;
const afterRev = option('--after') ?? 'HEAD';
const repetitions = Number(option('--repeat') ?? 3);
const rebuild = process.argv.includes('--rebuild');
if (!Number.isInteger(repetitions) || repetitions < 1) throw new Error('--repeat takes a positive whole number');

const started = Date.now();
ensureChromium();
const loadAtStart = loadavg()[0] ?? 0;
// One after the other: two builds at once on two cores would only be slower.
const trees: BuiltTree[] = [];
for (const rev of [baselineRev, afterRev]) trees.push(await builtTree(rev, TREE_LABEL, rebuild, step));

const servers: BenchServer[] = [];
let browser: Browser | undefined;
try {
  for (const [i, tree] of trees.entries()) {
    step(`starting the server of ${tree.short} on port ${PORTS[i]}`);
    servers.push(await startReferenceServer({ root: tree.folder, port: PORTS[i] }));
  }
  browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    // The variant host resolves to the loopback address the servers listen on.
    args: [...CHROMIUM_ARGS, `--host-resolver-rules=MAP ${VARIANT_LABEL}.localhost 127.0.0.1`],
  });
  const origins = servers.map((s) => {
    const url = new URL(s.baseURL);
    url.hostname = `${VARIANT_LABEL}.localhost`;
    return url.origin;
  });
  const screens = await commonListScreens(SCREENS, servers.map((s, i) => ({ baseURL: s.baseURL, root: trees[i]!.folder })));
  step(`screens opened from the menu: ${screens[0]!.map((r) => r.path).join(', ')}`);
  const states = [];
  for (const [i, origin] of origins.entries()) {
    step(`logging in on ${trees[i]!.short}`);
    states.push(await loggedInState(browser, origin));
  }
  const results: TreeResult[] = trees.map((t, i) => ({ label: i === 0 ? 'before' : 'after', short: t.short, visits: [] }));
  // Alternating the trees, so a change in the machine's load falls on both.
  for (let round = 1; round <= repetitions; round += 1) {
    for (const [i, result] of results.entries()) {
      step(`round ${round}: ${result.label} (${result.short})`);
      const figures = await visit(browser, origins[i]!, states[i]!, screens[i]!);
      result.visits.push(figures);
      const s = summarize([figures]);
      step(
        `  cold ${Math.round(s.coldMs)} ms ${(s.coldBytes / 1024).toFixed(1)} KiB; warm ${Math.round(s.warmMs)} ms ` +
          `${(s.warmBytes / 1024).toFixed(1)} KiB ${s.warmAssets} assets; opening ${figures.opens.map((o) => Math.round(o.ms)).join('/')} ms`,
      );
    }
  }
  const builds = trees.map((t) => `${t.short}: \`${t.buildCommand}\`${t.buildSeconds === undefined ? ' (a build of that commit reused)' : ` in ${Math.round(t.buildSeconds)} s`}`);
  const section = reportSection(results[0]!, results[1]!, {
    command: 'npm run bench:network',
    generated: generatedLine(`npm run bench:network -- --baseline ${baselineRev}${afterRev === 'HEAD' ? '' : ` --after ${afterRev}`}`),
    chromium: browser.version(),
    repetitions,
    load: `${cpus().length} CPU cores, load average ${loadAtStart.toFixed(1)} at the start`,
    runtimeSeconds: (Date.now() - started) / 1000,
    buildNotes: [`Builds: ${builds.join('; ')}.`],
  });
  writeReportSection('network-profile', section);
  console.log(section);
} finally {
  await browser?.close();
  for (const server of servers) await server.stop();
}

/**
 * `npx tsx bench/tabs.ts` (part of `npm run bench`): kept-alive tabs in Debian's Chromium against the
 * reference server (seeded with 500 waybills). Measures the time to switch between two open list tabs
 * (in the page, from the click on the tab to the first frame after the other screen is shown) when the
 * order tab shows 20, 100 and 500 rows a page (and with 20 rows while 20 more list tabs are open),
 * counts the API requests the switches cause, profiles one switch (CPU time by script, CDP Profiler), and
 * follows the JS heap while the same 30 tabs are opened and closed three times, telling V8's compiled
 * code apart from the rest (a heap snapshot after each round). Prints the figures and writes its section
 * of bench/REPORT.md. Reports only: it never fails on timing.
 */
import { basename } from 'node:path';
import { cpus, loadavg } from 'node:os';
import { chromium, type Browser, type Page } from '@playwright/test';
import { PAGE_SIZE_STORAGE_PREFIX } from '../src/config/constants';
import { buildIfStale } from '../scripts/build-if-stale';
import { CHROMIUM_ARGS, CHROMIUM_PATH, ensureChromium } from '../scripts/ensure-chromium';
import { median, menuRoutes, newLoggedInPage, openFromMenu, percentile, USER, WELCOME, waitForScreen, type MenuRoute } from './app-session';
import { startReferenceServer } from './reference-server';
import { generatedLine, writeReportSection } from './report';
import { seedWaybills } from './seed-rows';

const SWITCHES = 20;
const TAB_COUNT = 30;
/** Rounds of opening and closing the 30 tabs; TABS_HEAP_ROUNDS=8 follows the compiled code further. */
const ROUNDS = Number(process.env.TABS_HEAP_ROUNDS ?? 3);
/** The two list tabs switched between: a small list and the order list with its wide table. */
const SWITCH_PAIR = ['/saas/system/role/index', '/saas/order/all/index'] as const;
/** Rows a page of the order tab in each switching case. */
const ORDER_PAGE_SIZES = [20, 100, 500] as const;
/** More list tabs opened from the menu before the pair, in a last case with 20 rows: a busy user's tab bar. */
const MANY_TABS = 20;
const MIN_ROWS = 500;
const MIB = 1024 * 1024;
const SERVER_PORT = 8423;

/** Progress on stderr, so a slow run shows where it is. */
function step(message: string): void {
  console.error(`[bench:tabs] ${message}`);
}

function tab(page: Page, key: string) {
  return page.locator(`[data-testid="tab"][data-tab-key="${key}"]`);
}

/**
 * In-page measurement of one switch, installed before the click: resolves with the time from the
 * click event to the first animation frame after the target screen is displayed (the frame that
 * paints it has been produced). Plain JavaScript text: the TypeScript runner would wrap named inner
 * functions in a helper the page does not have.
 */
const MEASURE_SWITCH = `(target) => {
  window.tabSwitch = new Promise((resolve) => {
    document.addEventListener('click', (event) => {
      const started = event.timeStamp;
      const selector = 'section[data-screen="' + CSS.escape(target) + '"]';
      const poll = () => {
        const section = document.querySelector(selector);
        // The screen inside the section: a hidden tab's section is rendered (zero height) while its
        // content is skipped, so only its content says whether the screen is shown.
        const shown = section !== null && (section.firstElementChild ?? section).checkVisibility();
        requestAnimationFrame(shown ? () => resolve(performance.now() - started) : poll);
      };
      poll();
    }, { capture: true, once: true });
  });
}`;

/** Clicks the tab of `key` and returns the measured switch time. */
async function timedSwitch(page: Page, key: string): Promise<number> {
  await page.evaluate(`(${MEASURE_SWITCH})(${JSON.stringify(key)})`);
  await tab(page, key).click();
  const ms = (await page.evaluate('window.tabSwitch')) as number;
  await waitForScreen(page, key);
  return ms;
}

async function closeAllTabs(page: Page, anyKey: string): Promise<void> {
  // Scrolled into view first, a frame before the click: the tab bar's scroll event arrives a frame after
  // the scroll, and antd closes a context menu that is open when its trigger's container scrolls.
  await tab(page, anyKey).scrollIntoViewIfNeeded();
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await tab(page, anyKey).click({ button: 'right' });
  // The context menu of that tab: earlier rounds' menus may still be in the page, hidden.
  const item = page.getByRole('menuitem', { name: '关闭所有', exact: true }).filter({ visible: true });
  await item.waitFor({ state: 'visible' });
  await item.evaluate((node) => Promise.all((node.closest('.ant-dropdown') ?? node).getAnimations({ subtree: true }).map((a) => a.finished)));
  await item.click();
  await page.waitForURL(/\/my\/wtoms$/);
  await waitForScreen(page, WELCOME);
}

interface Heap {
  usedMiB: number;
  totalMiB: number;
}

/** The page's JS heap after a full garbage collection. */
async function heapAfterGc(page: Page): Promise<Heap> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('HeapProfiler.collectGarbage');
    await cdp.send('HeapProfiler.collectGarbage');
    const { usedSize, totalSize } = await cdp.send('Runtime.getHeapUsage');
    return { usedMiB: usedSize / MIB, totalMiB: totalSize / MIB };
  } finally {
    await cdp.detach();
  }
}

/**
 * The part of the page's heap that is V8's compiled code (bytecode, baseline and optimised machine code
 * with their tables), from a heap snapshot: its nodes of type "code". It grows while functions that run
 * often are compiled again at a higher tier, which is no object left behind.
 */
async function compiledCodeMiB(page: Page): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  const chunks: string[] = [];
  cdp.on('HeapProfiler.addHeapSnapshotChunk', (event: { chunk: string }) => void chunks.push(event.chunk));
  try {
    await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  } finally {
    await cdp.detach();
  }
  const snapshot = JSON.parse(chunks.join('')) as {
    snapshot: { meta: { node_fields: string[]; node_types: [string[]] } };
    nodes: number[];
  };
  const { node_fields: fields, node_types: [types] } = snapshot.snapshot.meta;
  const typeField = fields.indexOf('type');
  const sizeField = fields.indexOf('self_size');
  const code = types.indexOf('code');
  let bytes = 0;
  for (let i = 0; i < snapshot.nodes.length; i += fields.length) {
    if (snapshot.nodes[i + typeField] === code) bytes += snapshot.nodes[i + sizeField]!;
  }
  return bytes / MIB;
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
}

/** Where one switch spends its CPU time: self time by script and the busiest functions (CDP Profiler). */
async function profileSwitch(page: Page, key: string): Promise<{ total: number; byScript: [string, number][]; byFunction: [string, number][] }> {
  const cdp = await page.context().newCDPSession(page);
  try {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
    await timedSwitch(page, key);
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as {
      profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };
    };
    const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
    const byScript = new Map<string, number>();
    const byFunction = new Map<string, number>();
    let total = 0;
    profile.samples.forEach((id, index) => {
      const frame = nodes.get(id)?.callFrame;
      const ms = (profile.timeDeltas[index] ?? 0) / 1000;
      if (!frame || frame.functionName === '(idle)' || frame.functionName === '(program)') return;
      total += ms;
      const script = frame.url ? basename(new URL(frame.url).pathname) : frame.functionName;
      byScript.set(script, (byScript.get(script) ?? 0) + ms);
      const fn = `${frame.functionName || '(anonymous)'} (${script})`;
      byFunction.set(fn, (byFunction.get(fn) ?? 0) + ms);
    });
    const top = (map: Map<string, number>, n: number) => [...map].sort((a, b) => b[1] - a[1]).slice(0, n);
    return { total, byScript: top(byScript, 6), byFunction: top(byFunction, 8) };
  } finally {
    await cdp.detach();
  }
}

interface SwitchCase {
  rows: number;
  /** List tabs open besides the pair (and the welcome tab). */
  otherTabs: number;
  samples: number[];
  requests: number;
  profile: Awaited<ReturnType<typeof profileSwitch>>;
}

async function measureSwitching(browser: Browser, baseURL: string, routes: readonly MenuRoute[], rows: number, otherTabs = 0): Promise<SwitchCase> {
  const page = await newLoggedInPage(browser, baseURL, step);
  await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [PAGE_SIZE_STORAGE_PREFIX + SWITCH_PAIR[1], String(rows)]);
  const pair: readonly string[] = SWITCH_PAIR;
  for (const route of routes.filter((r) => !pair.includes(r.path)).slice(0, otherTabs)) await openFromMenu(page, route);
  for (const path of SWITCH_PAIR) {
    const route = routes.find((r) => r.path === path);
    if (!route) throw new Error(`${path} is not in the ${USER} menu`);
    await openFromMenu(page, route);
  }
  let requests = 0;
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/')) requests += 1;
  });
  step(`switching ${SWITCHES} times, the order tab with ${rows} rows a page, ${otherTabs} other list tabs open`);
  const samples: number[] = [];
  for (let i = 0; i < SWITCHES; i += 1) {
    // The second of the pair is open: start with the first.
    samples.push(await timedSwitch(page, SWITCH_PAIR[i % 2]!));
    await page.waitForTimeout(200);
  }
  const counted = requests;
  // The role tab is shown now: profile showing the order tab again.
  const profile = await profileSwitch(page, SWITCH_PAIR[1]);
  await page.context().close();
  step(`${rows} rows, ${otherTabs} other tabs: median ${median(samples).toFixed(1)} ms, ${counted} API requests, profiled switch ${profile.total.toFixed(1)} ms of CPU`);
  return { rows, otherTabs, samples: samples.sort((a, b) => a - b), requests: counted, profile };
}

async function measureHeap(browser: Browser, baseURL: string, routes: readonly MenuRoute[]) {
  const page = await newLoggedInPage(browser, baseURL, step);
  const before = await heapAfterGc(page);
  const opened = routes.slice(0, TAB_COUNT);
  const rounds: Array<{ open: Heap; closed: Heap; codeMiB: number; tabCount: number }> = [];
  for (let round = 1; round <= ROUNDS; round += 1) {
    step(`round ${round}: opening ${TAB_COUNT} tabs`);
    for (const route of opened) await openFromMenu(page, route);
    const tabCount = await page.getByTestId('tab').count();
    const open = await heapAfterGc(page);
    await closeAllTabs(page, opened[opened.length - 1]!.path);
    const closed = await heapAfterGc(page);
    const codeMiB = await compiledCodeMiB(page);
    step(`round ${round}: ${open.usedMiB.toFixed(1)} MiB with ${tabCount} tabs, ${closed.usedMiB.toFixed(1)} MiB closed, ${codeMiB.toFixed(1)} MiB of it compiled code`);
    rounds.push({ open, closed, codeMiB, tabCount });
  }
  await page.context().close();
  return { before, rounds };
}

ensureChromium();
await buildIfStale();
// Timings depend on what else the machine is doing: the report states the load at the start.
const loadAtStart = loadavg()[0] ?? 0;
step('starting the reference server');
const server = await startReferenceServer({ port: SERVER_PORT });
step(`server at ${server.baseURL}`);
let browser: Browser | undefined;
try {
  const waybills = seedWaybills(server.dbFile, MIN_ROWS);
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
  const routes = (await menuRoutes(server.baseURL)).filter((r) => r.kind === 'list');
  if (routes.length < TAB_COUNT) throw new Error(`only ${routes.length} list entries in the ${USER} menu`);

  const cases: SwitchCase[] = [];
  for (const rows of ORDER_PAGE_SIZES) cases.push(await measureSwitching(browser, server.baseURL, routes, rows));
  cases.push(await measureSwitching(browser, server.baseURL, routes, ORDER_PAGE_SIZES[0], MANY_TABS));
  const heap = await measureHeap(browser, server.baseURL, routes);

  const ms = (value: number) => value.toFixed(1);
  const mib = (value: number) => value.toFixed(1);
  const first = heap.rounds[0]!.closed.usedMiB;
  const withoutCode = (r: (typeof heap.rounds)[number]) => r.closed.usedMiB - r.codeMiB;
  const firstWithoutCode = withoutCode(heap.rounds[0]!);
  const against = (value: number, base: number) => `${(((value - base) / base) * 100).toFixed(1)} %`;
  const profileOf = (c: SwitchCase) =>
    `- order tab with ${c.rows} rows, ${c.otherTabs} other list tabs: ${ms(c.profile.total)} ms of CPU; by script ${c.profile.byScript.map(([s, t]) => `${s} ${ms(t)}`).join(', ')}; ` +
    `busiest functions ${c.profile.byFunction.map(([f, t]) => `\`${f}\` ${ms(t)}`).join(', ')}`;
  const section = `## Tabs: switch time and JS heap

${generatedLine('npx tsx bench/tabs.ts')} Chromium ${browser.version()} headless, 1280×720, user \`${USER}\`,
reference server on the same machine (${cpus().length} CPU cores, load average ${loadAtStart.toFixed(1)} at the start), ${waybills} waybills.

Switching between two open list tabs (${SWITCH_PAIR.join(' ⇄ ')}), ${SWITCHES} switches per case, measured in the
page from the click on the tab to the first animation frame after the other screen is displayed; the order
tab shows 20, 100 or 500 rows a page; in the last case ${MANY_TABS} more list tabs of the menu are open as well.
Requests: API calls made during the ${SWITCHES} switches.

| order tab rows | other list tabs open | median (ms) | p90 (ms) | min (ms) | max (ms) | API requests |
|---:|---:|---:|---:|---:|---:|---:|
${cases.map((c) => `| ${c.rows} | ${c.otherTabs} | ${ms(median(c.samples))} | ${ms(percentile(c.samples, 90))} | ${ms(c.samples[0]!)} | ${ms(c.samples[c.samples.length - 1]!)} | ${c.requests} |`).join('\n')}

CPU profile of showing the order tab again once more (CDP \`Profiler\`, 0.1 ms sampling, idle excluded):

${cases.map(profileOf).join('\n')}

JS heap of the page after a full garbage collection (CDP \`HeapProfiler.collectGarbage\`, then
\`Runtime.getHeapUsage\`): the first ${TAB_COUNT} list entries of the menu opened one after another, then
关闭所有, ${ROUNDS} times. Before the first round (welcome page): ${mib(heap.before.usedMiB)} MiB. After closing, a heap
snapshot (CDP \`HeapProfiler.takeHeapSnapshot\`) gives the part that is V8's compiled code (its nodes of type
"code": bytecode and the machine code of functions compiled again at a higher tier as they keep running);
the last two columns are the heap without it, where an object left behind by a closed tab would show.

| round | tabs open | heap with the tabs open (MiB) | heap after 关闭所有 (MiB) | against round 1 | of which compiled code (MiB) | without compiled code (MiB) | against round 1 |
|---:|---:|---:|---:|---:|---:|---:|---:|
${heap.rounds.map((r, i) => `| ${i + 1} | ${r.tabCount} | ${mib(r.open.usedMiB)} | ${mib(r.closed.usedMiB)} | ${against(r.closed.usedMiB, first)} | ${mib(r.codeMiB)} | ${mib(withoutCode(r))} | ${against(withoutCode(r), firstWithoutCode)} |`).join('\n')}
`;
  writeReportSection('tabs', section);
  console.log(section);
} finally {
  await browser?.close();
  await server.stop();
}

/**
 * `npx tsx bench/tabs.ts` (part of `npm run bench`): kept-alive tabs in Debian's Chromium against the
 * reference server. Measures the time to switch between two open tabs (in the page, from the click on
 * the tab to the first frame after the other screen is shown) and the JS heap before opening 30 tabs,
 * with them open and after closing them all. Prints the figures and writes its section of
 * bench/REPORT.md. Reports only: it never fails on timing.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { buildMenuTree, type MenuEntry } from '../src/access/menu';
import { buildIfStale, repoRoot } from '../scripts/build-if-stale';
import { CHROMIUM_ARGS, CHROMIUM_PATH, ensureChromium } from '../scripts/ensure-chromium';
import { startReferenceServer } from './reference-server';
import { generatedLine, writeReportSection } from './report';

const USER = 'admin';
const PASSWORD = 'demo1234';
const SWITCHES = 20;
const TAB_COUNT = 30;
/** The two list tabs switched between: a small list and the order list with its wide table. */
const SWITCH_PAIR = ['/saas/system/role/index', '/saas/order/all/index'] as const;
const MIB = 1024 * 1024;

/** Progress on stderr, so a slow run shows where it is. */
function step(message: string): void {
  console.error(`[bench:tabs] ${message}`);
}

/** A sidebar entry to open: its path and the id of the directory it sits in. */
interface MenuRoute {
  path: string;
  name: string;
  directoryId: number;
}

/** Visible sidebar entries one directory deep, in menu order, with the screen kind of each. */
async function menuRoutes(baseURL: string): Promise<Array<MenuRoute & { kind: string | undefined }>> {
  const login = await fetch(`${baseURL}/api/login/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: USER, password: PASSWORD }),
  });
  const token = ((await login.json()) as { data: { access_token: string } }).data.access_token;
  const menu = await fetch(`${baseURL}/api/user/group/getMenuPermissionByToken?app_code=OSS`, { headers: { token } });
  const entries = ((await menu.json()) as { data: MenuEntry[] }).data;
  const kinds = screenKinds();
  return buildMenuTree(entries).flatMap((directory) =>
    directory.children
      .filter((leaf) => leaf.path !== '' && leaf.children.length === 0)
      .map((leaf) => ({ path: leaf.path, name: leaf.name, directoryId: directory.id, kind: kinds.get(leaf.path) })),
  );
}

/** Screen kind by route, from the descriptors. */
function screenKinds(): Map<string, string> {
  const root = join(repoRoot, 'screens');
  const kinds = new Map<string, string>();
  for (const file of readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.json'))) {
    const descriptor = JSON.parse(readFileSync(join(root, file), 'utf8')) as { path: string; kind: string };
    kinds.set(descriptor.path, descriptor.kind);
  }
  return kinds;
}

async function newLoggedInPage(browser: Browser, baseURL: string): Promise<Page> {
  step('logging in');
  const context = await browser.newContext({ baseURL, locale: 'zh-CN', viewport: { width: 1280, height: 720 } });
  await context.addCookies([{ name: 'language', value: 'zh', url: baseURL }]);
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel(/用户名|Username/).fill(USER);
  await page.getByLabel(/密码|Password/).fill(PASSWORD);
  await page.getByRole('button', { name: /登\s*录|Sign in/ }).click();
  await page.waitForURL(/\/my\/wtoms$/);
  await waitForScreen(page, '/my/wtoms');
  return page;
}

/** Waits until the screen of `key` is the one shown and its data has arrived. */
async function waitForScreen(page: Page, key: string): Promise<void> {
  const screen = page.locator(`section[data-screen="${key}"]`);
  await screen.waitFor({ state: 'visible' });
  await page.waitForFunction(
    (selector) => document.querySelector(selector)?.querySelector('.ant-spin-spinning, .ant-skeleton') === null,
    `section[data-screen="${key}"]`,
  );
}

/** Opens a sidebar entry as a user does: its directory first when that is closed. */
async function openFromMenu(page: Page, route: MenuRoute): Promise<void> {
  // rc-menu ends each item's data-menu-id with its key: the path, or dir:<id> for a directory.
  const item = page.locator(`li.ant-menu-item[data-menu-id$="-${route.path}"]`);
  if (!(await item.isVisible())) await page.locator(`.ant-menu-submenu-title[data-menu-id$="-dir:${route.directoryId}"]`).click();
  await item.click();
  await page.waitForURL((url) => url.pathname === route.path);
  await waitForScreen(page, route.path);
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
        const shown = section !== null && section.checkVisibility();
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
  await tab(page, anyKey).click({ button: 'right' });
  const menu = page.locator('.ant-dropdown:not(.ant-dropdown-hidden)');
  await menu.waitFor({ state: 'visible' });
  await menu.evaluate((node) => Promise.all(node.getAnimations({ subtree: true }).map((a) => a.finished)));
  await menu.getByRole('menuitem', { name: '关闭所有', exact: true }).click();
  await page.waitForURL(/\/my\/wtoms$/);
  await waitForScreen(page, '/my/wtoms');
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

/** Nearest-rank percentile of sorted samples. */
function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

function median(sorted: readonly number[]): number {
  const mid = sorted.length / 2;
  return sorted.length % 2 === 0 ? (sorted[mid - 1]! + sorted[mid]!) / 2 : sorted[Math.floor(mid)]!;
}

async function measureSwitching(browser: Browser, baseURL: string, routes: readonly MenuRoute[]): Promise<number[]> {
  const page = await newLoggedInPage(browser, baseURL);
  for (const path of SWITCH_PAIR) {
    const route = routes.find((r) => r.path === path);
    if (!route) throw new Error(`${path} is not in the ${USER} menu`);
    await openFromMenu(page, route);
  }
  step(`switching ${SWITCHES} times`);
  const samples: number[] = [];
  for (let i = 0; i < SWITCHES; i += 1) {
    // The second of the pair is open: start with the first.
    samples.push(await timedSwitch(page, SWITCH_PAIR[i % 2]!));
    await page.waitForTimeout(200);
  }
  await page.context().close();
  return samples;
}

async function measureHeap(browser: Browser, baseURL: string, routes: readonly MenuRoute[]) {
  const page = await newLoggedInPage(browser, baseURL);
  const before = await heapAfterGc(page);
  step(`heap before: ${before.usedMiB.toFixed(1)} MiB; opening ${TAB_COUNT} tabs`);
  const opened = routes.slice(0, TAB_COUNT);
  for (const route of opened) {
    step(`open ${route.path}`);
    await openFromMenu(page, route);
  }
  const tabCount = await page.getByTestId('tab').count();
  const open = await heapAfterGc(page);
  step(`heap with ${tabCount} tabs: ${open.usedMiB.toFixed(1)} MiB; closing them all`);
  await closeAllTabs(page, opened[opened.length - 1]!.path);
  const closed = await heapAfterGc(page);
  await page.context().close();
  return { before, open, closed, tabCount };
}

ensureChromium();
await buildIfStale();
// Timings depend on what else the machine is doing: the report states the load at the start.
const loadAtStart = loadavg()[0] ?? 0;
step('starting the reference server');
const server = await startReferenceServer();
step(`server at ${server.baseURL}`);
let browser: Browser | undefined;
try {
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
  const routes = (await menuRoutes(server.baseURL)).filter((r) => r.kind === 'list');
  if (routes.length < TAB_COUNT) throw new Error(`only ${routes.length} list entries in the ${USER} menu`);

  const samples = (await measureSwitching(browser, server.baseURL, routes)).sort((a, b) => a - b);
  const heap = await measureHeap(browser, server.baseURL, routes);

  const ms = (value: number) => value.toFixed(1);
  const mib = (value: number) => value.toFixed(1);
  const perTab = (heap.open.usedMiB - heap.before.usedMiB) / TAB_COUNT;
  const section = `## Tabs: switch time and JS heap

${generatedLine('npx tsx bench/tabs.ts')} Chromium ${browser.version()} headless, 1280×720, user \`${USER}\`,
reference server on the same machine (${cpus().length} CPU cores, load average ${loadAtStart.toFixed(1)} at the start).

Switching between two open list tabs (${SWITCH_PAIR.join(' ⇄ ')}), ${SWITCHES} switches, measured in the
page from the click on the tab to the first animation frame after the other screen is displayed:

| median (ms) | p90 (ms) | min (ms) | max (ms) |
|---:|---:|---:|---:|
| ${ms(median(samples))} | ${ms(percentile(samples, 90))} | ${ms(samples[0]!)} | ${ms(samples[samples.length - 1]!)} |

JS heap of the page after a full garbage collection (CDP \`HeapProfiler.collectGarbage\`, then
\`Runtime.getHeapUsage\`), opening the first ${TAB_COUNT} list entries of the menu one after another:

| moment | tabs open | heap used (MiB) | heap total (MiB) |
|---|---:|---:|---:|
| before opening the tabs (welcome page) | 1 | ${mib(heap.before.usedMiB)} | ${mib(heap.before.totalMiB)} |
| with the ${TAB_COUNT} tabs open and kept alive | ${heap.tabCount} | ${mib(heap.open.usedMiB)} | ${mib(heap.open.totalMiB)} |
| after 关闭所有 (back on the welcome page) | 1 | ${mib(heap.closed.usedMiB)} | ${mib(heap.closed.totalMiB)} |

About ${perTab.toFixed(2)} MiB per kept-alive list tab; ${mib(heap.closed.usedMiB - heap.before.usedMiB)} MiB more than before once they are all closed
(the modules loaded for those screens stay, and the query cache keeps fetched lists for its default 5 minutes).
`;
  writeReportSection('tabs', section);
  console.log(section);
} finally {
  await browser?.close();
  await server.stop();
}

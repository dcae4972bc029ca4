/**
 * `npx tsx bench/list-rows.ts`: how long a list takes from navigation to rows painted, for the app's
 * waybill list with 20 and 500 rows a page and for a plain @refinedev/antd `useTable` + antd `<Table>`
 * page (bench/plain-list/) over the same API and the same 500 rows, side by side in one run.
 *
 * The reference server runs on port 8421 with a fresh database seeded with at least 500 waybills; the
 * plain page is built with Vite into a temporary folder and served on port 8422 (its /api proxied to
 * the server). Each sample is a client-side navigation measured in the page: from the click (on the
 * sidebar entry in the app, on 打开列表 in the plain page) to the first animation frame after the
 * table shows rows and no longer spins. Prints the figures and writes its section of bench/REPORT.md.
 * Reports only: it never fails on timing.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { build, preview } from 'vite';
import react from '@vitejs/plugin-react';
import { PAGE_SIZE_STORAGE_PREFIX } from '../src/config/constants';
import { buildIfStale, repoRoot } from '../scripts/build-if-stale';
import { CHROMIUM_ARGS, CHROMIUM_PATH, ensureChromium } from '../scripts/ensure-chromium';
import { apiToken, median, menuRoutes, newLoggedInPage, revealMenuItem, menuItem, WELCOME, waitForScreen, type MenuRoute } from './app-session';
import { startReferenceServer } from './reference-server';
import { seedWaybills } from './seed-rows';
import { generatedLine, writeReportSection } from './report';

const SERVER_PORT = 8421;
const PLAIN_PORT = 8422;
const LIST_PATH = '/saas/waybill/all/index';
const MIN_ROWS = 500;
const SIZES = [20, 500] as const;
const RUNS = Number(process.env.LIST_ROWS_RUNS ?? 5);

function step(message: string): void {
  console.error(`[bench:list-rows] ${message}`);
}

/** Builds bench/plain-list into a temporary folder and serves it with /api proxied to the server. */
async function servePlainPage(apiBase: string) {
  const outDir = mkdtempSync(join(tmpdir(), 'bench-plain-list-'));
  const root = join(repoRoot, 'bench', 'plain-list');
  const config = { root, configFile: false as const, logLevel: 'warn' as const, plugins: [react()], build: { outDir, emptyOutDir: true } };
  await build(config);
  const server = await preview({ ...config, preview: { host: '127.0.0.1', port: PLAIN_PORT, strictPort: true, proxy: { '/api': apiBase } } });
  return {
    url: `http://127.0.0.1:${PLAIN_PORT}/`,
    stop: async () => {
      await server.close();
      rmSync(outDir, { recursive: true, force: true });
    },
  };
}

/**
 * Installed before the click: resolves with the time from the click to the first animation frame
 * after the table inside `scope` shows rows and no longer spins, and the number of rows in the DOM.
 * Plain JavaScript text: the TypeScript runner would wrap named inner functions in a helper the page
 * does not have.
 */
const MEASURE_ROWS = `(scope) => {
  window.rowsPainted = new Promise((resolve) => {
    document.addEventListener('click', (event) => {
      const started = event.timeStamp;
      const poll = () => {
        const root = document.querySelector(scope);
        const rows = root ? root.querySelectorAll('.ant-table-tbody .ant-table-row').length : 0;
        const spinning = root ? root.querySelector('.ant-table-wrapper .ant-spin-spinning') !== null : true;
        if (rows > 0 && !spinning) requestAnimationFrame(() => resolve({ ms: performance.now() - started, rows }));
        else requestAnimationFrame(poll);
      };
      poll();
    }, { capture: true, once: true });
  });
}`;

interface Sample {
  ms: number;
  rows: number;
}

async function measureClick(page: Page, scope: string, click: () => Promise<void>): Promise<Sample> {
  await page.evaluate(`(${MEASURE_ROWS})(${JSON.stringify(scope)})`);
  await click();
  return (await page.evaluate('window.rowsPainted')) as Sample;
}

/** The app: a fresh load of the welcome page, the page size stored as the size changer stores it, then the sidebar entry. */
async function appSample(page: Page, route: MenuRoute, size: number): Promise<Sample> {
  await page.evaluate(([key, value]) => localStorage.setItem(key!, value!), [PAGE_SIZE_STORAGE_PREFIX + LIST_PATH, String(size)]);
  await page.goto(WELCOME);
  await waitForScreen(page, WELCOME);
  await revealMenuItem(page, route);
  const sample = await measureClick(page, `section[data-screen="${LIST_PATH}"]`, () => menuItem(page, route).click());
  await waitForScreen(page, LIST_PATH);
  return sample;
}

async function plainSample(page: Page, url: string, size: number): Promise<Sample> {
  await page.goto(`${url}?pageSize=${size}`);
  const open = page.getByRole('button', { name: '打开列表' });
  await open.waitFor();
  return measureClick(page, '#root', () => open.click());
}

ensureChromium();
await buildIfStale();
const loadAtStart = loadavg()[0] ?? 0;
step(`starting the reference server on port ${SERVER_PORT}`);
const server = await startReferenceServer({ port: SERVER_PORT });
let browser: Browser | undefined;
let plain: Awaited<ReturnType<typeof servePlainPage>> | undefined;
try {
  const total = seedWaybills(server.dbFile, MIN_ROWS);
  step(`${total} waybills; building the plain page`);
  plain = await servePlainPage(server.baseURL);
  const route = (await menuRoutes(server.baseURL)).find((r) => r.path === LIST_PATH);
  if (!route) throw new Error(`${LIST_PATH} is not in the menu`);
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
  const app = await newLoggedInPage(browser, server.baseURL, step);
  const plainContext = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1280, height: 720 } });
  const token = await apiToken(server.baseURL);
  await plainContext.addInitScript((value) => localStorage.setItem('bench-token', value), token);
  const plainPage = await plainContext.newPage();

  const samples = { app: new Map<number, Sample[]>(), plain: new Map<number, Sample[]>() };
  // One warm-up of each (caches, lazy chunks), then the runs interleaved so load changes hit all alike.
  for (let run = 0; run <= RUNS; run += 1) {
    for (const size of SIZES) {
      const a = await appSample(app, route, size);
      const p = await plainSample(plainPage, plain.url, size);
      step(`run ${run}${run === 0 ? ' (warm-up)' : ''}, ${size} rows: app ${a.ms.toFixed(0)} ms (${a.rows} rows in the DOM), plain ${p.ms.toFixed(0)} ms (${p.rows})`);
      if (run === 0) continue;
      samples.app.set(size, [...(samples.app.get(size) ?? []), a]);
      samples.plain.set(size, [...(samples.plain.get(size) ?? []), p]);
    }
  }

  const ms = (list: Sample[] | undefined) => median((list ?? []).map((s) => s.ms));
  const domRows = (list: Sample[] | undefined) => median((list ?? []).map((s) => s.rows));
  const line = (name: string, list: Map<number, Sample[]>) =>
    `| ${name} | ${SIZES.map((size) => `${ms(list.get(size)).toFixed(0)} (${domRows(list.get(size))})`).join(' | ')} |`;
  const app500 = ms(samples.app.get(500));
  const section = `## Lists: rows painted for 20 and 500 rows a page

${generatedLine('npx tsx bench/list-rows.ts')} Chromium ${browser.version()} headless, 1280×720, user \`admin\`,
reference server on the same machine (${cpus().length} CPU cores, load average ${loadAtStart.toFixed(1)} at the start)
with ${total} waybills.

${LIST_PATH} in the app against bench/plain-list (the same columns with @refinedev/antd \`useTable\` and antd
\`<Table>\`, the same data provider module and API). Median of ${RUNS} runs (after one warm-up) from the click
(sidebar entry / 打开列表) to the first animation frame after the table shows rows and no longer spins, in ms;
rows in the DOM in brackets:

| page | 20 rows a page | 500 rows a page |
|---|---:|---:|
${line('app (generic list)', samples.app)}
${line('plain useTable + Table', samples.plain)}

500 rows against 20 in the app: **${(app500 / ms(samples.app.get(20))).toFixed(2)}×** (target ≤ 1.3×);
the app's 500 rows against the plain page's: **${(app500 / ms(samples.plain.get(500))).toFixed(2)}×** (target ≤ 0.3×).
`;
  writeReportSection('list-rows', section);
  console.log(section);
} finally {
  await browser?.close();
  await plain?.stop();
  await server.stop();
}

/**
 * One tree's visits under the throttled profile: a logged-in user opening the role list with an
 * empty cache (a new context), the same context opening it again (a new page load), then opening screens
 * from the sidebar that are not open yet.
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { isApi, isAsset, NetworkRecorder, reachedServer, type RecordedRequest } from './recorder';
import type { BenchRoute } from './routes';
import { PASSWORD, ROLE_LIST, USER } from './demo-user';

const TIMEOUT_MS = 180_000;

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

export interface LoadFigures {
  /** Bytes on the wire of the requests sent until the rows were visible (API calls included). */
  bytes: number;
  /** Bytes of every request until the network was quiet (what loads in idle time after the rows too). */
  settledBytes: number;
  /** From navigation start to the first data row visible. */
  rowsMs: number;
  /** Requests sent until the rows were visible. */
  requests: number;
  /** Static files of the build that reached the server (not from a cache; a 304 counts) during the load. */
  assetRequests: string[];
  /** Non-API requests other than those (the document, brand and config files) that reached the server. */
  otherRequests: string[];
}

export interface OpenFigures {
  path: string;
  ms: number;
  requests: number;
  bytes: number;
}

export interface VisitFigures {
  cold: LoadFigures;
  warm: LoadFigures;
  opens: OpenFigures[];
}

/** Records when the role list's first data row becomes visible, in the page's own clock. */
const ROWS_PROBE = `(() => {
  const selector = 'section[data-screen="${ROLE_LIST}"] .ant-table-row';
  const poll = () => {
    const row = document.querySelector(selector);
    if (row && row.checkVisibility()) { window.__benchRowsAt = performance.now(); return; }
    requestAnimationFrame(poll);
  };
  requestAnimationFrame(poll);
})();`;

/**
 * In-page measure of opening a screen, installed before the click: the time from the click event to the
 * first frame in which the new screen is shown with its rows (or, for an empty list, its empty state
 * once nothing in it is loading). Plain JavaScript: the page has no TypeScript helpers.
 */
const OPEN_PROBE = `(target) => {
  window.__benchOpen = new Promise((resolve) => {
    document.addEventListener('click', (event) => {
      const started = event.timeStamp;
      const selector = 'section[data-screen="' + CSS.escape(target) + '"]';
      const poll = () => {
        const section = document.querySelector(selector);
        const content = section && (section.firstElementChild ?? section);
        let ready = false;
        if (content && content.checkVisibility()) {
          const row = section.querySelector('.ant-table-row');
          const loading = section.querySelector('.ant-spin-spinning, .ant-skeleton') !== null;
          ready = (row !== null && row.checkVisibility()) || (!loading && section.querySelector('.ant-empty') !== null);
        }
        if (ready) resolve(performance.now() - started); else requestAnimationFrame(poll);
      };
      poll();
    }, { capture: true, once: true });
  });
}`;

/** Logs in on the login page once (unthrottled) and keeps the session the app stored (cookies, localStorage). */
export async function loggedInState(browser: Browser, origin: string): Promise<StorageState> {
  const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1280, height: 720 } });
  try {
    await context.addCookies([{ name: 'language', value: 'zh', url: origin }]);
    const page = await context.newPage();
    await page.goto(`${origin}/login`);
    await page.getByLabel(/用户名|Username/).fill(USER);
    await page.getByLabel(/密码|Password/).fill(PASSWORD);
    await page.getByRole('button', { name: /登\s*录|Sign in/ }).click();
    await page.waitForURL(/\/my\/wtoms$/, { timeout: TIMEOUT_MS });
    await page.locator('section[data-screen]').first().waitFor({ state: 'visible', timeout: TIMEOUT_MS });
    return await context.storageState();
  } finally {
    await context.close();
  }
}

function sum(requests: readonly RecordedRequest[]): number {
  return requests.reduce((total, r) => total + r.bytes, 0);
}

async function loadRoleList(page: Page, recorder: NetworkRecorder, origin: string): Promise<LoadFigures> {
  recorder.reset();
  await page.goto(`${origin}${ROLE_LIST}`, { waitUntil: 'commit', timeout: TIMEOUT_MS });
  await page.waitForFunction('window.__benchRowsAt !== undefined', undefined, { timeout: TIMEOUT_MS, polling: 100 });
  const [rowsMs, timeOrigin] = (await page.evaluate('[window.__benchRowsAt, performance.timeOrigin]')) as [number, number];
  const rowsAt = timeOrigin + rowsMs;
  await recorder.settle();
  const all = recorder.requests();
  const before = all.filter((r) => r.sentAt <= rowsAt);
  const reached = all.filter(reachedServer);
  const path = (r: RecordedRequest) => `${r.status ?? '-'} ${new URL(r.url).pathname}`;
  return {
    bytes: sum(before),
    settledBytes: sum(all),
    rowsMs,
    requests: before.length,
    assetRequests: reached.filter((r) => isAsset(r, origin)).map(path),
    otherRequests: reached.filter((r) => r.url.startsWith(origin) && !isApi(r.url) && !isAsset(r, origin)).map(path),
  };
}

async function openFromMenu(page: Page, recorder: NetworkRecorder, route: BenchRoute): Promise<OpenFigures> {
  const title = page.locator(`.ant-menu-submenu-title[data-menu-id$="-dir:${route.directoryId}"]`);
  if ((await title.getAttribute('aria-expanded', { timeout: TIMEOUT_MS })) !== 'true') await title.click();
  const item = page.locator(`li.ant-menu-item[data-menu-id$="-${route.path}"]`);
  await item.waitFor({ state: 'visible', timeout: TIMEOUT_MS });
  // What the app loads in idle time has had its chance, as for a user reading the list before a click.
  await recorder.settle();
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.evaluate(`(${OPEN_PROBE})(${JSON.stringify(route.path)})`);
  recorder.reset();
  await item.click();
  const ms = (await page.evaluate('window.__benchOpen')) as number;
  const during = recorder.requests();
  return { path: route.path, ms, requests: during.length, bytes: sum(during) };
}

/** One repetition: cold load, warm load and the screens opened from the menu, in a new context. */
export async function visit(browser: Browser, origin: string, state: StorageState, screens: readonly BenchRoute[]): Promise<VisitFigures> {
  const context = await browser.newContext({ storageState: state, locale: 'zh-CN', viewport: { width: 1280, height: 720 } });
  try {
    await context.addInitScript({ content: ROWS_PROBE });
    const page = await context.newPage();
    const recorder = await NetworkRecorder.attach(await context.newCDPSession(page));
    const cold = await loadRoleList(page, recorder, origin);
    const warm = await loadRoleList(page, recorder, origin);
    const opens: OpenFigures[] = [];
    for (const route of screens) opens.push(await openFromMenu(page, recorder, route));
    return { cold, warm, opens };
  } finally {
    await context.close();
  }
}

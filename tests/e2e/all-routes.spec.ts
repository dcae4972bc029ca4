import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { isPublicPath } from '../../src/access/guard';
import { routeTitle } from '../../src/screen-model/titles';
import type { ScreenKind } from '../../src/screen-model/types';
import type { Language } from '../../src/i18n';
import { AXE_COUNT_ONLY, axeFindings, blockingLines, saveFindings, type AxeFinding } from './axe';
import { activeScreen, apiToken, isPrintPluginProbe, openInApp, seededField } from './support';

interface Descriptor { kind: ScreenKind; path: string; aliases?: string[]; title: string; renderer?: string }
interface RouteCase { route: string; url: string; title: string; kind: string; isPublic: boolean; renderer: string }

const BATCH = 18;

/** A concrete URL for a route pattern: every parameter 1 (seeded records start at id 1), optional ones left out. */
function sampleUrl(pattern: string): string {
  return pattern.replace(/\/:\w+\?/g, '').replace(/:\w+/g, '1');
}

/**
 * Routes whose sample needs a seeded value rather than 1, read when the step runs (the server is up by
 * then): an attachment link carries its attachment number, and the order lookup asks for a whole number.
 */
const SEEDED_SAMPLES: Record<string, () => string> = {
  '/order/attachment/:id/:no': () => `/order/attachment/1/${encodeURIComponent(seededField('public_order_attachments', 1, 'attachment_no'))}`,
  '/order/query': () => `/order/query?order_no=${seededField('waybills', 1, 'order_no')}`,
};

function allRoutes(): RouteCase[] {
  const root = join(process.cwd(), 'screens');
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.json'))
    .sort()
    .flatMap((file) => {
      const d = JSON.parse(readFileSync(join(root, file), 'utf8')) as Descriptor;
      return [d.path, ...(d.aliases ?? [])].map((route) => ({
        route,
        url: sampleUrl(route),
        // Edit routes (a form with a required :id) are titled 编辑… instead of 新增….
        title: routeTitle(d, /\/:id(\/|$)/.test(route) ? { id: '1' } : {}),
        kind: d.kind,
        isPublic: isPublicPath(sampleUrl(route)),
        renderer: d.renderer ?? '',
      }));
    });
}

/** Collects console errors, page errors, failed requests and HTTP errors, each with the route being opened. */
function watchProblems(page: Page, currentRoute: () => string): string[] {
  const problems: string[] = [];
  const add = (text: string) => problems.push(`${currentRoute()}: ${text}`);
  page.on('console', (message) => {
    if (message.type() === 'error' && !isPrintPluginProbe(message.location().url)) add(`console error: ${message.text()}`);
  });
  page.on('pageerror', (error) => add(`page error: ${error.message}`));
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? '';
    // Requests a navigation cancels (chunk preloads of the page being left) are not failures.
    if (reason !== 'net::ERR_ABORTED' && !isPrintPluginProbe(request.url())) add(`request failed: ${request.method()} ${request.url()} ${reason}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) add(`HTTP ${response.status()}: ${response.request().method()} ${response.url()}`);
  });
  return problems;
}


const routes = allRoutes();
const batches = Array.from({ length: Math.ceil(routes.length / BATCH) }, (_, i) => routes.slice(i * BATCH, (i + 1) * BATCH));

/**
 * Each batch is walked in Chinese, every route; then in English, the routes of the English sample. The
 * descriptors are written in Chinese, so what English changes is the kernel's and the renderers' own
 * words: one route of every kind, renderer and public/private shell covers each of them, and keeps the
 * journey within CI's time (axe on every route twice doubled it). The page's `lang` follows.
 */
const variantOf = (item: RouteCase) => `${item.kind}|${item.renderer}|${item.isPublic}`;
/** The first route of each variant. */
const ENGLISH_SAMPLE = new Set(
  [...new Set(routes.map(variantOf))].map((variant) => routes.find((item) => variantOf(item) === variant)!.route),
);

const PASSES: readonly { language: Language; htmlLang: string; routesOf: (batch: RouteCase[]) => RouteCase[] }[] = [
  { language: 'zh', htmlLang: 'zh-CN', routesOf: (batch) => batch },
  // AXE_ALL_LANGUAGES=1 (bench/axe.ts --all-languages) walks every route in English too.
  { language: 'en', htmlLang: 'en', routesOf: (batch) => (process.env.AXE_ALL_LANGUAGES === '1' ? batch : batch.filter((item) => ENGLISH_SAMPLE.has(item.route))) },
];

/** How long a screen may take to draw its title once nothing spins any more. */
const H1_WAIT_MS = 5_000;

/** What a route's screen shows once it is ready, as the in-page check reads it. */
interface ReadySignal { href: string; title: string; isPublic: boolean; isList: boolean }

/**
 * The ready signal checked in the page on every animation frame: the URL is the route's, the title is
 * set, one screen is shown (the other tabs stay mounted, hidden), a list shows its first row, no
 * spinner is turning (the app's chunk fallback, a table or form loading) and no skeleton waits for a
 * record. Self-contained: Playwright sends its source to the page.
 */
function readyInPage(wanted: ReadySignal): boolean {
  const shown = (node: Element | null): boolean => {
    if (!node) return false;
    const box = node.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(node).visibility !== 'hidden';
  };
  if (window.location.href !== wanted.href || document.title !== wanted.title) return false;
  let scope: Element = document.body;
  if (!wanted.isPublic) {
    const screens = [...document.querySelectorAll('section[data-screen]')].filter(shown);
    if (screens.length !== 1) return false;
    scope = screens[0]!;
  }
  if (wanted.isList && !shown(scope.querySelector('tbody tr.ant-table-row'))) return false;
  if ([...document.querySelectorAll('.ant-spin-spinning')].some(shown)) return false;
  return ![...scope.querySelectorAll('.ant-skeleton-active')].some(shown);
}

/**
 * Waits for the screen's own ready signal. One check polled every animation frame answers as soon as
 * the screen is drawn; a chain of expects each polling at growing intervals (up to a second) added
 * seconds to every route. When the check times out, the same conditions as expects say which failed.
 */
async function expectReady(page: Page, item: RouteCase, url: string, systemName: string): Promise<void> {
  const wanted: ReadySignal = { href: new URL(url, page.url()).toString(), title: `${item.title} - ${systemName}`, isPublic: item.isPublic, isList: item.kind === 'list' };
  // Generous: two browsers, the server and the build share two cores.
  const ready = await page.waitForFunction(readyInPage, wanted, { polling: 'raf', timeout: 30_000 }).then(() => true, () => false);
  const scope = item.isPublic ? page.locator('body') : activeScreen(page);
  if (!ready) {
    await expect(page, `${item.route} keeps its URL`).toHaveURL(wanted.href);
    await expect(page).toHaveTitle(wanted.title);
    if (!item.isPublic) await expect(activeScreen(page), `${item.route} is the only screen shown`).toHaveCount(1);
    if (wanted.isList) await expect(scope.locator('tbody tr.ant-table-row').first(), `${item.route} shows rows`).toBeVisible();
    await expect(page.locator('.ant-spin-spinning').filter({ visible: true }), `${item.route} has finished loading`).toHaveCount(0);
    await expect(scope.locator('.ant-skeleton-active').filter({ visible: true }), `${item.route} shows its record`).toHaveCount(0);
  }
  // A bespoke renderer's chunk may still be loading with no spinner shown: its title (the screen's h1) says
  // it is drawn. Not an assertion: a screen without one is axe's page-has-heading-one finding.
  await scope.locator('h1').first().waitFor({ state: 'visible', timeout: H1_WAIT_MS }).catch(() => undefined);
}

/** A CSS selector of the active tab's screen (the other tabs stay mounted, hidden). */
async function activeScreenSelector(page: Page): Promise<string> {
  const key = await activeScreen(page).getAttribute('data-screen');
  return `section[data-screen="${key!.replace(/["\\]/g, '\\$&')}"]`;
}

// Part of `npm test`; `npm run test:routes` runs it alone.
test.describe('every route of the screens catalogue', () => {
  // Up to 36 route visits with axe; generous because two browsers, the server and the build share two cores.
  test.setTimeout(600_000);
  let token = '';
  let systemName = '';
  test.beforeAll(async ({ request }) => {
    token = await apiToken(request, 'admin');
    systemName = ((await (await request.get('/brands/default.json')).json()) as { systemName: string }).systemName;
  });

  test.beforeEach(async ({ context }) => {
    // Logged in as admin (every route is in its menu); tabs from earlier routes are not restored.
    await context.addInitScript((value) => {
      document.cookie = `token=${value}; path=/`;
      localStorage.setItem('token', value);
      localStorage.removeItem('route_cache');
    }, token);
  });

  for (const [index, batch] of batches.entries()) {
    const name = `batch ${index + 1}: ${batch[0]!.route} … ${batch[batch.length - 1]!.route}`;
    test(name, async ({ page, context, baseURL }) => {
      let current = '';
      const problems = watchProblems(page, () => current);
      const findings: AxeFinding[] = [];
      for (const { language, htmlLang, routesOf } of PASSES) {
        const visits = routesOf(batch);
        if (visits.length === 0) continue;
        // One language switch per batch: the cookie, then a full load of the batch's first route.
        await context.addCookies([{ name: 'language', value: language, url: baseURL! }]);
        for (const [position, item] of visits.entries()) {
          current = `${item.route} [${language}]`;
          await test.step(current, async () => {
            const url = SEEDED_SAMPLES[item.route]?.() ?? item.url;
            // Public routes and the first of a pass load the page; the others navigate inside the app.
            if (position === 0 || item.isPublic || visits[position - 1]!.isPublic) await page.goto(url);
            else await openInApp(page, url);
            await test.step('ready', () => expectReady(page, item, url, systemName));
            await expect.soft(page.locator('html'), `${item.route} is marked as ${htmlLang}`).toHaveAttribute('lang', htmlLang);
            // The shell (navbar, side menu, tab bar) once per pass; afterwards only the screen that changed.
            const within = item.isPublic || position === 0 ? undefined : await activeScreenSelector(page);
            findings.push(...(await test.step('axe', () => axeFindings(page, item.route, language, within))));
            saveFindings(name, findings);
          });
        }
      }
      if (!AXE_COUNT_ONLY) expect(blockingLines(findings), 'no serious or critical axe-core violation').toEqual([]);
      expect(problems, 'no console errors, failed requests or HTTP errors').toEqual([]);
    });
  }
});

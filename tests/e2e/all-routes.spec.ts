import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { isPublicPath } from '../../src/access/guard';
import { routeTitle } from '../../src/screen-model/titles';
import type { ScreenKind } from '../../src/screen-model/types';
import { activeScreen, apiToken, isPrintPluginProbe, openInApp, seededField, useChinese } from './support';

interface Descriptor { kind: ScreenKind; path: string; aliases?: string[]; title: string }
interface RouteCase { route: string; url: string; title: string; kind: string; isPublic: boolean }

const BATCH = 12;

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
  '/order/query': () => `/order/query?order_no=${seededField('public_order_query', 1, 'order_no')}`,
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

// Part of `npm test`; `npm run test:routes` runs it alone.
test.describe('every route of the screens catalogue', () => {
  test.setTimeout(240_000);
  let token = '';
  let systemName = '';
  test.beforeAll(async ({ request }) => {
    token = await apiToken(request, 'admin');
    systemName = ((await (await request.get('/brands/default.json')).json()) as { systemName: string }).systemName;
  });

  test.beforeEach(async ({ context, baseURL }) => {
    await useChinese(context, baseURL!);
    // Logged in as admin (every route is in its menu); tabs from earlier routes are not restored.
    await context.addInitScript((value) => {
      document.cookie = `token=${value}; path=/`;
      localStorage.setItem('token', value);
      localStorage.removeItem('route_cache');
    }, token);
  });

  for (const [index, batch] of batches.entries()) {
    test(`batch ${index + 1}: ${batch[0]!.route} … ${batch[batch.length - 1]!.route}`, async ({ page }) => {
      let current = '';
      const problems = watchProblems(page, () => current);
      for (const [position, item] of batch.entries()) {
        current = item.route;
        await test.step(item.route, async () => {
          const url = SEEDED_SAMPLES[item.route]?.() ?? item.url;
          // Public routes and the first of a batch load the page; the others navigate inside the app.
          if (position === 0 || item.isPublic || batch[position - 1]!.isPublic) await page.goto(url);
          else await openInApp(page, url);
          await expect(page, `${item.route} keeps its URL`).toHaveURL(new URL(url, page.url()).toString());
          await expect(page).toHaveTitle(`${item.title} - ${systemName}`);
          if (item.kind === 'list') {
            const scope = item.isPublic ? page.locator('body') : activeScreen(page);
            // Generous: two browsers, the server and the build share two cores.
            await expect(scope.locator('tbody tr.ant-table-row').first(), `${item.route} shows rows`).toBeVisible({ timeout: 30_000 });
          }
        });
      }
      await page.waitForLoadState('networkidle');
      expect(problems, 'no console errors, failed requests or HTTP errors').toEqual([]);
    });
  }
});

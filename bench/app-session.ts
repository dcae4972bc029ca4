/**
 * What the browser benchmarks share: the demo login, the sidebar entries of the menu, opening an entry
 * as a user does, waiting for a screen, and the statistics of the samples.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { buildMenuTree, type MenuEntry } from '../src/access/menu';
import { repoRoot } from '../scripts/build-if-stale';

export const USER = 'admin';
export const PASSWORD = 'demo1234';
export const WELCOME = '/my/wtoms';

/** A sidebar entry to open: its path and the id of the directory it sits in. */
export interface MenuRoute {
  path: string;
  name: string;
  directoryId: number;
}

/** The API token of the demo user. */
export async function apiToken(baseURL: string): Promise<string> {
  const login = await fetch(`${baseURL}/api/login/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: USER, password: PASSWORD }),
  });
  return ((await login.json()) as { data: { access_token: string } }).data.access_token;
}

/** Visible sidebar entries one directory deep, in menu order, with the screen kind of each. */
export async function menuRoutes(baseURL: string): Promise<Array<MenuRoute & { kind: string | undefined }>> {
  const token = await apiToken(baseURL);
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

/** A new browser context logged in as the demo user, on the welcome page. */
export async function newLoggedInPage(browser: Browser, baseURL: string, log: (message: string) => void): Promise<Page> {
  log('logging in');
  const context = await browser.newContext({ baseURL, locale: 'zh-CN', viewport: { width: 1280, height: 720 } });
  await context.addCookies([{ name: 'language', value: 'zh', url: baseURL }]);
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel(/用户名|Username/).fill(USER);
  await page.getByLabel(/密码|Password/).fill(PASSWORD);
  await page.getByRole('button', { name: /登\s*录|Sign in/ }).click();
  await page.waitForURL(/\/my\/wtoms$/);
  await waitForScreen(page, WELCOME);
  return page;
}

/** A loaded machine may take long to render a long list without virtual rows. */
const SCREEN_TIMEOUT_MS = 180_000;

/** Waits until the screen of `key` is the one shown and its data has arrived. */
export async function waitForScreen(page: Page, key: string): Promise<void> {
  const screen = page.locator(`section[data-screen="${key}"]`);
  await screen.waitFor({ state: 'visible', timeout: SCREEN_TIMEOUT_MS });
  await page.waitForFunction(
    (selector) => document.querySelector(selector)?.querySelector('.ant-spin-spinning, .ant-skeleton') === null,
    `section[data-screen="${key}"]`,
    { timeout: SCREEN_TIMEOUT_MS },
  );
}

/** The sidebar item of a route. rc-menu ends each item's data-menu-id with its key (the path). */
export function menuItem(page: Page, route: MenuRoute) {
  return page.locator(`li.ant-menu-item[data-menu-id$="-${route.path}"]`);
}

/**
 * Shows the sidebar item of a route: opens its directory (keyed dir:<id>) when that is closed. Asks the
 * directory's aria-expanded rather than the item's visibility, which is false for a moment while
 * another submenu's animation runs, when a click on the title would close an open directory.
 */
export async function revealMenuItem(page: Page, route: MenuRoute): Promise<void> {
  const title = page.locator(`.ant-menu-submenu-title[data-menu-id$="-dir:${route.directoryId}"]`);
  if ((await title.getAttribute('aria-expanded')) !== 'true') await title.click();
  await menuItem(page, route).waitFor({ state: 'visible' });
}

/** Opens a sidebar entry as a user does: its directory first when that is closed. */
export async function openFromMenu(page: Page, route: MenuRoute): Promise<void> {
  await revealMenuItem(page, route);
  await menuItem(page, route).click();
  await page.waitForURL((url) => url.pathname === route.path);
  await waitForScreen(page, route.path);
}

/** Nearest-rank percentile of sorted samples. */
export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

export function median(samples: readonly number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  const mid = sorted.length / 2;
  return sorted.length % 2 === 0 ? (sorted[mid - 1]! + sorted[mid]!) / 2 : sorted[Math.floor(mid)]!;
}

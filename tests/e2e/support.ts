import { join } from 'node:path';
import Database from 'better-sqlite3';
import { expect, type Page, type BrowserContext, type APIRequestContext, type Locator } from '@playwright/test';
import { PRINT_PLUGIN_HOST, PRINT_PLUGIN_PORTS, PRINT_PLUGIN_VERSION_PATH } from '../../src/config/watchers';

export const DEMO_PASSWORD = 'demo1234';

/** Chinese UI for assertions on the product's own wording. */
export async function useChinese(context: BrowserContext, baseURL: string): Promise<void> {
  await context.addCookies([{ name: 'language', value: 'zh', url: baseURL }]);
}

/** Fills and submits the login page that is currently shown. */
export async function submitLogin(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByLabel(/用户名|Username/).fill(username);
  await page.getByLabel(/密码|Password/).fill(password);
  await page.getByRole('button', { name: /登\s*录|Sign in/ }).click();
}

export async function loginAs(page: Page, username: string): Promise<void> {
  await page.goto('/login');
  await submitLogin(page, username);
  await expect(page).toHaveURL(/\/my\/wtoms$/);
}

/** An access token for API set-up steps (e.g. switching maintenance mode). */
export async function apiToken(request: APIRequestContext, username: string): Promise<string> {
  const response = await request.post('/api/login/login', { data: { username, password: DEMO_PASSWORD } });
  const body = (await response.json()) as { data: { access_token: string } };
  return body.data.access_token;
}

/** The same server under another host name: `*.localhost` resolves to the loopback address in Chromium. */
export function variantUrl(baseURL: string, firstLabel: string, path = '/'): string {
  const url = new URL(path, baseURL);
  url.hostname = `${firstLabel}.localhost`;
  return url.toString();
}

/** Logs in on the host of an app variant (a BANG user's menu belongs to the BANG app), in Chinese. */
export async function loginOnVariant(page: Page, baseURL: string, variant: string, username: string): Promise<void> {
  const loginUrl = variantUrl(baseURL, variant, '/login');
  await page.context().addCookies([{ name: 'language', value: 'zh', url: loginUrl }]);
  await page.goto(loginUrl);
  await submitLogin(page, username);
  await expect(page).toHaveURL(/\/my\/wtoms$/);
}

/**
 * A form control by its label on the visible screen: kept-alive tabs stay in the page, hidden, with
 * their own controls of the same label.
 */
export function field(page: Page, label: string | RegExp) {
  return page.getByLabel(label).filter({ visible: true });
}

/**
 * Waits until navigation has finished switching tabs: the URL matches and the only visible screen
 * carries the heading. The URL changes a moment before the previous tab is hidden, so a control
 * picked in between may belong to the screen being left.
 */
export async function expectScreen(page: Page, url: RegExp, heading: string): Promise<void> {
  await expect(page).toHaveURL(url);
  await expect(activeScreen(page)).toHaveCount(1);
  await expect(activeScreen(page).getByRole('heading', { name: heading })).toBeVisible();
}

/**
 * The select labelled `label` inside `scope`, once it is the real one: while a picker's code loads, a
 * disabled stand-in of the same label (aria-busy) holds its place, and a click on it does nothing.
 */
async function usableCombobox(scope: Locator, label: string): Promise<Locator> {
  const box = scope.getByRole('combobox', { name: label });
  await expect(box).not.toHaveAttribute('aria-busy', 'true');
  return box;
}

/** Opens the select labelled `label` inside `scope` and picks the option whose whole text is `option`. */
export async function pickOption(scope: Locator, label: string, option: string): Promise<void> {
  await (await usableCombobox(scope, label)).click({ force: true });
  await scope.page().locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: new RegExp(`^${option}$`) }).click();
}

/**
 * Picks a record in the picker labelled `label` inside `scope` as a user does: types part of its name,
 * waits for the search to answer and clicks the option whose whole text is `option`.
 */
export async function pickByTyping(scope: Locator, label: string, typed: string, option: string): Promise<void> {
  const box = await usableCombobox(scope, label);
  await box.click({ force: true });
  await box.fill(typed);
  await scope.page().locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: new RegExp(`^${option}$`) }).click();
}

/** What the select labelled `label` inside `scope` shows as chosen; no element while nothing is. */
export function selectedOption(scope: Locator, label: string): Locator {
  return scope.locator('.ant-select', { has: scope.page().getByRole('combobox', { name: label }) }).locator('.ant-select-selection-item');
}

/** Client-side navigation, as a menu click does: the app and its session stay loaded. */
export async function openInApp(page: Page, url: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, url);
}

/** The screen of the active tab (hidden tabs stay mounted beside it). */
export function activeScreen(page: Page) {
  return page.locator('section[data-screen]').filter({ visible: true });
}

/**
 * The print plug-in check probing its local ports: on a machine without the plug-in the connection is
 * refused and Chromium logs it, which is expected rather than a fault of the screen under test.
 */
export function isPrintPluginProbe(url: string | undefined): boolean {
  if (!url) return false;
  const parsed = new URL(url);
  return parsed.hostname === PRINT_PLUGIN_HOST && PRINT_PLUGIN_PORTS.includes(Number(parsed.port)) && parsed.pathname === PRINT_PLUGIN_VERSION_PATH;
}

/** The database of the end-to-end server (scripts/e2e.ts starts it with DATA_DIR=.tmp/e2e-data). */
const E2E_DB_FILE = join(process.cwd(), '.tmp', 'e2e-data', 'app.db');

/**
 * A field of a seeded record, read from the end-to-end server's database: for values no API lists on
 * purpose, such as an attachment link's number or an order number the public lookup needs.
 */
export function seededField(collection: string, id: number, field: string): string {
  const db = new Database(E2E_DB_FILE, { readonly: true, fileMustExist: true });
  try {
    const row = db.prepare('SELECT data FROM records WHERE collection = ? AND id = ?').get(collection, id) as { data: string } | undefined;
    const value = row ? (JSON.parse(row.data) as Record<string, unknown>)[field] : undefined;
    if (typeof value !== 'string' && typeof value !== 'number') throw new Error(`no ${field} in seeded ${collection} record ${id}`);
    return String(value);
  } finally {
    db.close();
  }
}

/** Starts the real server in-process on port 0 with a temporary database and screens folder. */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createServer, type RunningServer, type ServerOptions } from '../../../server/app.js';
import type { MenuEntry } from '../../../server/menu/build-menu.js';
import { copySeededTemplate } from './db-templates.js';
import { screenFileText } from './screen-file.js';

/** The resources the real screens at these routes read. */
const ROLES = { api: { resource: '/system/roles' } };
const WAYBILLS = { api: { resource: '/order/waybills' } };

/**
 * A few small descriptors: lists, a show and a form screen with aliases, across several areas. They name
 * their API, and screen-file.ts makes them whole descriptors (the server reads only valid ones) as it
 * writes them.
 */
export const TEST_SCREENS: Record<string, unknown> = {
  'my/wtoms.json': { path: '/my/wtoms', title: '欢迎页', kind: 'custom', renderer: 'welcome' },
  'system/role-index.json': { path: '/saas/system/role/index', title: '角色管理', kind: 'list', ...ROLES },
  'system/role-show.json': { path: '/saas/system/role/show/:id', title: '角色详情', kind: 'show', ...ROLES },
  'system/role-form.json': {
    path: '/saas/system/role/update/:id', aliases: ['/saas/system/role/add'], title: '编辑角色', kind: 'form', ...ROLES,
  },
  'account/my.json': { path: '/saas/account/my/index', title: '我的账号', kind: 'custom' },
  'orders/da-index.json': { path: '/da/order/index', title: '订单列表', kind: 'list', ...WAYBILLS },
  'orders/bang-index.json': { path: '/bang/order/index', title: '全部订单', kind: 'list', ...WAYBILLS },
  'waybill/all.json': { path: '/saas/waybill/all/index', title: '全部运单', kind: 'list', ...WAYBILLS },
  'dashboard/index.json': { path: '/saas/dashboard/index', title: '运营总览', kind: 'dashboard' },
  'misc/odd.json': { path: '/zzz/unknown/index', title: '未归类页面', kind: 'list', ...ROLES },
};

export interface TestServer {
  url: string;
  /** Temporary folder holding the database, screens and static files. */
  dir: string;
  server: RunningServer;
  /** Stops the server; `keepFiles` leaves the folder for a restart. */
  stop(keepFiles?: boolean): Promise<void>;
}

export function writeTestScreens(dir: string, extra: Record<string, unknown> = {}): void {
  for (const [file, descriptor] of Object.entries({ ...TEST_SCREENS, ...extra })) {
    const full = join(dir, file);
    mkdirSync(dirname(full), { recursive: true });
    writeFileSync(full, screenFileText(file, descriptor));
  }
  // An unreadable descriptor is skipped with a warning, not fatal.
  writeFileSync(join(dir, 'broken.json'), '{ not json');
}

/**
 * `extraScreens` (file → descriptor) are written next to TEST_SCREENS. A new database starts as a copy
 * of the run's seeded template for these descriptors (db-templates.ts) rather than seeding itself.
 */
export async function startTestServer(
  options: Partial<ServerOptions> = {}, dir?: string, extraScreens: Record<string, unknown> = {},
): Promise<TestServer> {
  const folder = dir ?? mkdtempSync(join(tmpdir(), 'api-server-test-'));
  const screensDir = join(folder, 'screens');
  mkdirSync(screensDir, { recursive: true });
  writeTestScreens(screensDir, extraScreens);
  const dbFile = join(folder, 'app.db');
  if (options.dbFile === undefined && options.screens === undefined) await copySeededTemplate(dbFile, screensDir);
  const server = await createServer({
    dbFile,
    screensDir,
    accessTokenTtlSeconds: 3600,
    refreshTokenTtlSeconds: 86_400,
    appVersion: '1.2.3',
    logLevel: 'silent',
    // Many tests sign up several companies from one address; abuse-limits.test.ts passes the real limits.
    addressRateLimits: {},
    ...options,
  });
  const url = await server.listen(0, '127.0.0.1');
  return {
    url,
    dir: folder,
    server,
    async stop(keepFiles = false) {
      await server.close();
      if (!keepFiles) rmSync(folder, { recursive: true, force: true });
    },
  };
}

export interface ApiResponse {
  status: number;
  // Response bodies are arbitrary JSON; tests assert on their shape.
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
}

export async function call(
  url: string,
  path: string,
  init: { method?: string; token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<ApiResponse> {
  const headers: Record<string, string> = { ...init.headers };
  if (init.token) headers.token = init.token;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(url + path, {
    method: init.method ?? 'GET',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // Not JSON (HTML pages); keep the text.
  }
  return { status: response.status, body };
}

export const DEMO_PASSWORD = 'demo1234';

export async function login(url: string, username: string): Promise<{ token: string; refresh: string }> {
  const { body } = await call(url, '/api/login/login', { method: 'POST', body: { username, password: DEMO_PASSWORD } });
  if (body.code !== '0') throw new Error(`login of ${username} failed: ${JSON.stringify(body)}`);
  return { token: body.data.token, refresh: body.data.refresh_token };
}

/** The menu permission list a demo account gets for an app code (GET getMenuPermissionByToken). */
export async function menuOf(url: string, username: string, appCode: string): Promise<MenuEntry[]> {
  const { token } = await login(url, username);
  const { body } = await call(url, `/api/user/group/getMenuPermissionByToken?app_code=${appCode}`, { token });
  if (body.code !== '0') throw new Error(`menu of ${username} for ${appCode} failed: ${JSON.stringify(body)}`);
  return body.data as MenuEntry[];
}

/** Decodes a JWT payload without verifying it (the server verifies; tests read the claims). */
export function jwtClaims(token: string): Record<string, unknown> {
  const part = token.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;
}

// @vitest-environment node
/**
 * The authorization matrix: every demo account and a freshly signed-up company × every API route and
 * method of the real server (real descriptors, real SQLite file). The expected answer is derived here,
 * from the menu the API gives each account, the descriptor files under screens/, the explicit rules
 * table and, for the sign-up (its details not approved), the before-approval table, not from the
 * server's index code. Reads run on one database, writes on a copy of it.
 */
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type RunningServer } from '../../../server/app.js';
import { isPublicApiRoute } from '../../../server/auth/public-routes.js';
import { BEFORE_APPROVAL_RULES } from '../../../server/authz/before-approval-rules.js';
import { EXPLICIT_RULES, PLATFORM_ONLY_RULES, type RuleAudience } from '../../../server/authz/explicit-rules.js';
import { DEMO_PASSWORD, DEMO_USERS } from '../../../server/users/demo-users.js';
import { copySeededTemplate } from './db-templates.js';

type Json = Record<string, unknown>;
interface MenuPage { path: string; codes: Set<string> }
interface Account {
  name: string; token: string; writeToken: string; platform: boolean; pages: MenuPage[];
  /** A company that signed up itself and whose details the platform has not approved. */
  unapproved: boolean;
}
interface Cell { account: string; method: string; route: string; expected: boolean; status: number; msg: unknown }

/** The company review gate's refusal, for every call outside the before-approval table. */
const NOT_APPROVED_MSG = '企业资料审核通过后才能使用此功能';

const SCREENS = join(process.cwd(), 'screens');
/** Parameters compared by position: every `:name`, `:name?` and `{name}` is one `:`. */
const norm = (route: string): string => route.replace(/\{\w+\}|:\w+\??/g, ':').replace(/\/+$/, '');
const api = (path: string): string => norm(`/api${path}`);
const isObj = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const list = (value: unknown): Json[] => (Array.isArray(value) ? value.filter(isObj) : []);
const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** 'METHOD route' → code needed (null: none), per screen route, read from the descriptor files. */
function descriptorUses(): Map<string, Map<string, string | null>> {
  const byRoute = new Map<string, Map<string, string | null>>();
  for (const file of readdirSync(SCREENS, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.json'))) {
    const d = JSON.parse(readFileSync(join(SCREENS, file), 'utf8')) as Json;
    const uses = new Map<string, string | null>();
    const add = (method: string, path: string, code: string | null): void => void uses.set(`${method} ${api(path)}`, code);
    const reads = (resource: string): void => {
      for (const suffix of ['', '/table', '/{id}']) add('GET', `${resource.replace(/\/$/, '')}${suffix}`, null);
    };
    const apiDecl = isObj(d.api) ? d.api : undefined;
    const resource = text(apiDecl?.resource);
    if (resource) {
      reads(resource);
      const listApi = text(apiDecl?.list);
      if (listApi) for (const suffix of ['', '/table']) add('GET', `${listApi.replace(/\/$/, '')}${suffix}`, null);
      const getApi = text(apiDecl?.get);
      if (getApi) add('GET', getApi, null);
      if (d.kind === 'form' && text(d.createOperation)) {
        // A create-only form (新增核销, 生成账单): its own code, and no edit through it.
        add('POST', text(apiDecl?.create) ?? resource, text(d.createOperation) as string);
      } else if (d.kind === 'form') {
        add('POST', text(apiDecl?.create) ?? resource, 'add');
        // An edit PUTs the record, or POSTs to the descriptor's update call.
        if (text(apiDecl?.update)) add('POST', text(apiDecl?.update) as string, 'edit');
        else add('PUT', `${resource.replace(/\/$/, '')}/{id}`, 'edit');
      }
    }
    for (const action of [...list(d.toolbar), ...list(d.rowActions), ...list(d.actions), ...list(d.bulkActions)]) {
      const code = text(action.operation);
      if (action.action === 'delete' && resource) add('DELETE', `${resource.replace(/\/$/, '')}/{id}`, code ?? 'delete');
      if (action.action === 'export' && text(action.api)) add('GET', text(action.api) as string, code ?? 'export');
      if (action.action === 'call' && text(action.api)) add(text(action.method) ?? 'POST', text(action.api) as string, code ?? 'edit');
      // A print button reads the print templates it prints with (src/config/print.ts).
      if (action.action === 'print') add('GET', '/basic/print-templates', code ?? 'print');
      const dialogLoad = action.action === 'call' && isObj(action.dialog) ? text(action.dialog.load) : undefined;
      if (dialogLoad) add('GET', dialogLoad, code ?? 'edit');
    }
    for (const nested of list(d.nested)) if (text(nested.resource)) reads(text(nested.resource) as string);
    for (const filter of list(d.filters)) if (isObj(filter.optionsFrom) && text(filter.optionsFrom.resource)) reads(text(filter.optionsFrom.resource) as string);
    for (const item of [...list(d.cards), ...list(d.charts)]) if (text(item.api)) add('GET', text(item.api) as string, null);
    if (text(d.load)) add('GET', text(d.load) as string, null);
    // A form's check before a create needs the create's code; a field's server check none.
    if (text(d.createCheck)) add('GET', text(d.createCheck) as string, 'add');
    for (const section of list(d.sections)) {
      for (const field of list(section.fields)) {
        if (isObj(field.sendCode) && text(field.sendCode.api)) add('POST', text(field.sendCode.api) as string, null);
        for (const rule of list(field.rules)) if (rule.name === 'serverCheck' && text(rule.api)) add('GET', text(rule.api) as string, null);
      }
    }
    for (const route of [d.path, ...(Array.isArray(d.aliases) ? d.aliases : [])]) if (typeof route === 'string' && !byRoute.has(route)) byRoute.set(route, uses);
  }
  return byRoute;
}

function ruleHits(rule: { methods: readonly string[]; route: string; prefix?: boolean }, method: string, route: string): boolean {
  const target = norm(rule.route);
  return rule.methods.includes(method) && (norm(route) === target || (rule.prefix === true && norm(route).startsWith(`${target}/`)));
}

function audienceHas(who: RuleAudience, account: Account, mainType: string): boolean {
  if (who.kind === 'anyAccount') return true;
  if (who.kind === 'mainType') return (who.types as readonly string[]).includes(mainType);
  return account.pages.some((page) => who.prefixes.some((p) => page.path.startsWith(p)) && (!who.operation || page.codes.has(who.operation)));
}

const beforeApproval = (method: string, route: string): boolean => BEFORE_APPROVAL_RULES.some((rule) => ruleHits(rule, method, route));

/**
 * The workflows' transition routes decide themselves who may fire what (server/authz/self-authorized.ts:
 * party, code on a screen offering the transition, state; tests/unit/server/order-workflow.test.ts): any
 * approved account reaches them, and one without the right answers 403 没有…的操作权限 or 409 from there.
 */
const WORKFLOWS = join(process.cwd(), 'workflows');
const transitionRoutes = new Set(readdirSync(WORKFLOWS).filter((f) => f.endsWith('.json')).flatMap((file) => {
  const resource = String((JSON.parse(readFileSync(join(WORKFLOWS, file), 'utf8')) as Json).resource).replace(/\/$/, '');
  return [`POST ${api(`${resource}/{id}/actions/{action}`)}`, `POST ${api(`${resource}/actions/{action}`)}`];
}));

function expectedAllowed(account: Account, mainType: string, uses: Map<string, Map<string, string | null>>, method: string, route: string): boolean {
  if (account.platform) return true;
  if (account.unapproved && !beforeApproval(method, route)) return false;
  if (PLATFORM_ONLY_RULES.some((rule) => ruleHits(rule, method, route))) return false;
  const key = `${method} ${norm(route)}`;
  if (transitionRoutes.has(key)) return true;
  const byMenu = account.pages.some((page) => {
    const code = uses.get(page.path)?.get(key);
    return code !== undefined && (code === null || page.codes.has(code));
  });
  return byMenu || EXPLICIT_RULES.some((rule) => ruleHits(rule, method, route) && audienceHas(rule.who, account, mainType));
}

const fill = (route: string): string => route.replace(/:\w+\??/g, '1');

/** Calls in batches of `width` at a time. */
async function inBatches<T, R>(items: readonly T[], width: number, run: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += width) results.push(...(await Promise.all(items.slice(start, start + width).map(run))));
  return results;
}

async function inject(server: RunningServer, method: string, url: string, token: string | undefined, body?: unknown) {
  const response = await server.app.inject({
    method: method as 'GET', url, headers: token ? { token } : {}, ...(body === undefined ? {} : { payload: body as Json }),
  });
  const isJson = String(response.headers['content-type'] ?? '').includes('json');
  return { status: response.statusCode, body: (isJson ? response.json() : {}) as Json };
}

describe('authorization matrix', () => {
  const dir = mkdtempSync(join(tmpdir(), 'authz-matrix-'));
  let reads: RunningServer;
  let writes: RunningServer;
  const accounts: Array<Account & { mainType: string }> = [];
  const options = (dbFile: string) => ({
    dbFile, screensDir: SCREENS, accessTokenTtlSeconds: 3600, refreshTokenTtlSeconds: 86_400, appVersion: '1.0.0', logLevel: 'silent',
  });

  async function signIn(server: RunningServer, username: string, password: string): Promise<string> {
    const { body } = await inject(server, 'POST', '/api/login/login', undefined, { username, password });
    if (body.code !== '0') throw new Error(`login of ${username} failed: ${JSON.stringify(body)}`);
    return String((body.data as Json).token);
  }

  async function menuOf(server: RunningServer, token: string, appCode: string): Promise<MenuPage[]> {
    const { body } = await inject(server, 'GET', `/api/user/group/getMenuPermissionByToken?app_code=${appCode}`, token);
    return (body.data as Json[]).filter((e) => e.path !== '').map((e) => ({
      path: String(e.path),
      codes: new Set([...(e.menu_element_list as Json[]), ...(e.menu_opration_list as Json[])].map((c) => String(c.code))),
    }));
  }

  beforeAll(async () => {
    await copySeededTemplate(join(dir, 'reads.db'), SCREENS);
    reads = await createServer(options(join(dir, 'reads.db')));
    const phone = `139${String(Date.now()).slice(-8)}`;
    const signUp = await inject(reads, 'POST', '/api/user/users/createUser', undefined, {
      company_name: '新注册物流', contact_name: '王建军', phone, password: 'secret88', account_type: 'servicer',
    });
    expect(signUp.status).toBe(200);
    // The writes run on a copy taken after the sign-up, so both databases know every account.
    await reads.close();
    copyFileSync(join(dir, 'reads.db'), join(dir, 'writes.db'));
    reads = await createServer(options(join(dir, 'reads.db')));
    writes = await createServer(options(join(dir, 'writes.db')));
    const people = [
      ...DEMO_USERS.map((u) => ({ name: u.username, password: DEMO_PASSWORD, app: u.app_code, mainType: u.main_type })),
      { name: phone, password: 'secret88', app: 'BANG', mainType: 'servicer' },
    ];
    for (const person of people) {
      const token = await signIn(reads, person.name, person.password);
      accounts.push({
        name: person.name === phone ? 'signed-up' : person.name, token, writeToken: await signIn(writes, person.name, person.password), platform: person.mainType === 'platform',
        pages: await menuOf(reads, token, person.app), mainType: person.mainType, unapproved: person.name === phone,
      });
    }
  }, 60_000);

  afterAll(async () => {
    await reads?.close();
    await writes?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('answers every account × route × method as its menu and the explicit rules say, and never with a 500', async () => {
    const uses = descriptorUses();
    const routes = reads.apiRoutes
      .map((entry) => entry.split(' ') as [string, string])
      .filter(([method, route]) => method !== 'HEAD' && !isPublicApiRoute(method, route));
    // Writes: every account's creates and edits first, then deletes, the admin last (it may delete accounts).
    const order = (method: string): number => (method === 'GET' ? 0 : method === 'DELETE' ? 2 : 1);
    const cells: Cell[] = [];
    for (const phase of [0, 1, 2]) {
      for (const account of [...accounts].sort((a, b) => Number(a.platform) - Number(b.platform))) {
        const batch = routes.filter(([method]) => order(method) === phase);
        cells.push(...(await inBatches(batch, 16, async ([method, route]) => {
          const server = method === 'GET' ? reads : writes;
          const { status, body } = await inject(server, method, fill(route), method === 'GET' ? account.token : account.writeToken, method === 'GET' || method === 'DELETE' ? undefined : {});
          return { account: account.name, method, route, status, msg: body.msg, expected: expectedAllowed(account, account.mainType, uses, method, route) };
        })));
      }
    }
    const errors = cells.filter((cell) => cell.status >= 500 || cell.status === 401);
    const wrong = cells.filter((cell) => cell.status !== 403 !== cell.expected);
    const allowed = cells.filter((cell) => cell.status !== 403).length;
    console.log(`authorization matrix: ${accounts.length} accounts × ${routes.length} routes and methods = ${cells.length} cells, ${allowed} allow access`);
    for (const account of accounts) {
      console.log(`  ${account.name}: ${cells.filter((c) => c.account === account.name && c.status !== 403).length} allowed`);
    }
    expect(errors.map((c) => `${c.account} ${c.method} ${c.route} → ${c.status}`)).toEqual([]);
    expect(wrong.map((c) => `${c.account} ${c.method} ${c.route} → ${c.status} (expected ${c.expected ? 'allowed' : '403'})`)).toEqual([]);
    // The fresh sign-up (details not approved) hears why outside the before-approval table, and only there.
    const signedUp = cells.filter((cell) => cell.account === 'signed-up');
    const gated = signedUp.filter((cell) => !beforeApproval(cell.method, cell.route));
    expect(gated.filter((cell) => cell.status !== 403 || cell.msg !== NOT_APPROVED_MSG).map((c) => `${c.method} ${c.route} → ${c.status} ${String(c.msg)}`)).toEqual([]);
    expect(signedUp.filter((cell) => beforeApproval(cell.method, cell.route) && cell.msg === NOT_APPROVED_MSG).map((c) => `${c.method} ${c.route}`)).toEqual([]);
    const reachable = signedUp.filter((cell) => cell.status !== 403);
    console.log(`  a fresh sign-up before approval may call ${reachable.length} of ${routes.length} routes and methods: ${reachable.map((c) => `${c.method} ${c.route}`).join(', ')}`);
    // The attacks of the issue: a merchant or a fresh sign-up cannot administer the platform.
    for (const name of ['consignor', 'signed-up']) {
      for (const key of ['POST /api/system/roles', 'PUT /api/system/roles/:id', 'PUT /api/system/accounts/:id', 'PUT /api/basic/qualification-audits/:id']) {
        const [method, route] = key.split(' ') as [string, string];
        expect(cells.find((c) => c.account === name && c.method === method && norm(c.route) === norm(route))?.status, `${name} ${key}`).toBe(403);
      }
    }
  }, 180_000);

  it('says why in the envelope', async () => {
    const consignor = accounts.find((a) => a.name === 'consignor') as Account;
    const { status, body } = await inject(writes, 'POST', '/api/system/roles', consignor.writeToken, { name: 'x', code: 'X', app_code: 'OSS' });
    expect(status).toBe(403);
    expect(body).toMatchObject({ code: '403', msg: '无权访问：当前账号没有该操作的权限' });
  });
});

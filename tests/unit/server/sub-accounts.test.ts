// @vitest-environment node
/**
 * The sub-account calls of core spec §7 (getUserList, updateUser, updateUserStatus, checkSubLimit) and
 * the create and delete of /user/sub_user, against the real server with the real sub-account screens:
 * envelopes, paging and filters, tenancy (another company's sub-account is missing), who may call them,
 * the company's sub-account limit, invalid bodies, and the login a stopped sub-account loses.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, startTestServer, type ApiResponse, type TestServer } from './test-server.js';

const SCREEN_FILES = ['account/sub-index.json', 'account/sub-create.json', 'account/sub-detail.json', 'account/my-index.json', 'account/password.json'];
const screens = Object.fromEntries(SCREEN_FILES.map((file) => [file, JSON.parse(readFileSync(join(process.cwd(), 'screens', file), 'utf8')) as unknown]));

const NO_PERMISSION = '无权访问：当前账号没有该操作的权限';
const LIMIT_MESSAGE = '子账号数量已达上限（10个），请删除不再使用的子账号或升级订阅后再添加';

interface SubAccount { id: number; user_id: number; username: string; nickname: string; phone: string; status: number; version: number }

let ts: TestServer;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  ts = await startTestServer({}, undefined, screens);
  for (const username of ['admin', 'servicer', 'cs', 'consignor', 'delivery']) tokens[username] = (await login(ts.url, username)).token;
}, 120_000);
afterAll(() => ts.stop());

const get = (path: string, as = 'servicer'): Promise<ApiResponse> => call(ts.url, path, { token: tokens[as] });
const post = (path: string, body: unknown, as = 'servicer'): Promise<ApiResponse> => call(ts.url, path, { method: 'POST', token: tokens[as], body });

async function listOf(as: string, query = 'per_page=100'): Promise<SubAccount[]> {
  const { body } = await get(`/api/user/users/getUserList?${query}`, as);
  return body.data.list as SubAccount[];
}
async function subAccount(username: string, as = 'servicer'): Promise<SubAccount> {
  const found = (await listOf(as)).find((row) => row.username === username);
  if (!found) throw new Error(`no sub-account ${username} for ${as}`);
  return found;
}

describe('GET /user/users/getUserList', () => {
  it('pages the company’s sub-accounts in the main envelope, as the collection lists them', async () => {
    const first = await get('/api/user/users/getUserList?page=1&per_page=3');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ code: '0', msg: 'success', data: { total: 8, page: 1, per_page: 3 } });
    expect(first.body.data.list).toHaveLength(3);
    const third = await get('/api/user/users/getUserList?page=3&per_page=3');
    expect(third.body.data.list).toHaveLength(2);
    const all = await listOf('servicer');
    expect(all.map((row) => row.username)).toEqual(expect.arrayContaining(['cs', 'supervisor', 'finance']));
    const collection = await get('/api/user/sub_user?per_page=100');
    expect(all.map((row) => row.id)).toEqual(collection.body.data.list.map((row: SubAccount) => row.id));
    // Default paging: page 1 of 20.
    expect((await get('/api/user/users/getUserList')).body.data).toMatchObject({ page: 1, per_page: 20 });
  });

  it('filters by name, phone and status', async () => {
    const all = await listOf('servicer');
    const byName = await listOf('servicer', `nickname=${encodeURIComponent('刘婷')}`);
    expect(byName.map((row) => row.username)).toEqual(['cs']);
    const phone = all.find((row) => row.username === 'finance')!.phone;
    expect((await listOf('servicer', `phone=${phone.slice(0, 7)}`)).map((row) => row.username)).toContain('finance');
    const stopped = await listOf('servicer', 'status=0');
    expect(stopped.length).toBe(all.filter((row) => row.status === 0).length);
    for (const row of stopped) expect(row.status).toBe(0);
    const bad = await get('/api/user/users/getUserList?status=2');
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toMatch(/^参数错误：/);
  });

  it('shows each company only its own sub-accounts', async () => {
    const ofAdmin = await listOf('admin');
    const ofServicer = await listOf('servicer');
    expect(ofAdmin).toHaveLength(8);
    expect(ofAdmin.map((row) => row.id)).not.toEqual(expect.arrayContaining([ofServicer[0]!.id]));
    expect(await listOf('consignor')).toEqual([]);
  });

  it('is refused to an account whose menu has no sub-account screen (a sub-account itself)', async () => {
    const refused = await get('/api/user/users/getUserList', 'cs');
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ code: '403', msg: NO_PERMISSION });
    for (const [path, body] of [['/api/user/users/updateUser', { id: 1, nickname: '改名' }], ['/api/user/users/updateUserStatus', { id: 1, status: 0 }]] as const) {
      expect((await post(path, body, 'cs')).status).toBe(403);
    }
    expect((await get('/api/user/users/checkSubLimit', 'cs')).status).toBe(403);
    // Without a token nothing is answered.
    expect((await call(ts.url, '/api/user/users/getUserList')).status).toBe(401);
  });
});

describe('POST /user/users/updateUser', () => {
  it('saves a sub-account’s profile, and a login sub-account’s name and phone', async () => {
    const cs = await subAccount('cs');
    const saved = await post('/api/user/users/updateUser', { id: cs.id, username: 'cs', nickname: '刘婷', phone: '17702135585', remark: '组长', version: cs.version });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ code: '0', msg: '保存成功', data: { id: cs.id, nickname: '刘婷', phone: '17702135585', remark: '组长', status: 1 } });
    const info = await get('/api/user/users/getUserInfo', 'cs');
    expect(info.body.data).toMatchObject({ nickname: '刘婷', phone: '17702135585' });
    // An edit based on the version before is refused, and nothing changes.
    const stale = await post('/api/user/users/updateUser', { id: cs.id, nickname: '别人改的', version: cs.version });
    expect(stale.status).toBe(409);
    expect((await subAccount('cs')).nickname).toBe('刘婷');
  });

  it('answers another company’s sub-account like a missing one', async () => {
    const ofAdmin = (await listOf('admin'))[0]!;
    for (const id of [ofAdmin.id, 999_999]) {
      const refused = await post('/api/user/users/updateUser', { id, nickname: '越权' });
      expect(refused.status).toBe(404);
      expect(refused.body).toEqual({ code: '404', msg: '记录不存在' });
    }
    expect((await subAccount(ofAdmin.username, 'admin')).nickname).toBe(ofAdmin.nickname);
  });

  it('refuses invalid bodies with a readable message', async () => {
    const row = await subAccount('sd_diaodu01');
    const cases: Array<[unknown, string]> = [
      [{ nickname: '无编号' }, '参数错误：缺少必填字段 子账号'],
      [{ id: row.id, phone: '123' }, '参数错误：手机号 格式不正确'],
      [{ id: row.id, nickname: '' }, '参数错误：姓名 不能为空'],
      [{ id: row.id, status: 0 }, '参数错误：不支持的字段 status'],
      [{ id: row.id }, '请填写要修改的内容'],
      [{ id: row.id, username: 'other_name', nickname: '改名' }, '登录账号不可修改'],
    ];
    for (const [body, msg] of cases) {
      const answer = await post('/api/user/users/updateUser', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body).toEqual({ code: '400', msg });
    }
  });
});

describe('POST /user/users/updateUserStatus', () => {
  it('stops a login sub-account: it can no longer sign in, its token stops working; enabled again it can', async () => {
    const { token: csToken } = await login(ts.url, 'cs');
    const cs = await subAccount('cs');
    const stopped = await post('/api/user/users/updateUserStatus', { id: cs.id, status: 0 });
    expect(stopped.body).toEqual({ code: '0', msg: '子账号已停用', data: { ids: [cs.id], status: 0 } });
    expect((await subAccount('cs')).status).toBe(0);

    const refused = await call(ts.url, '/api/login/login', { method: 'POST', body: { username: 'cs', password: 'demo1234' } });
    expect(refused.body).toEqual({ code: '10002', msg: '账号已停用' });
    expect((await call(ts.url, '/api/user/users/getUserInfo', { token: csToken })).status).toBe(401);

    const enabled = await post('/api/user/users/updateUserStatus', { id: cs.id, status: 1 });
    expect(enabled.body.msg).toBe('子账号已启用');
    tokens.cs = (await login(ts.url, 'cs')).token;
  });

  it('changes several at once (a bulk action), or none when one is another company’s', async () => {
    const [a, b] = [await subAccount('sd_diaodu01'), await subAccount('sd_diaodu02')];
    const both = await post('/api/user/users/updateUserStatus', { ids: [a.id, b.id], status: 0 });
    expect(both.body.data).toEqual({ ids: [a.id, b.id], status: 0 });
    expect([(await subAccount('sd_diaodu01')).status, (await subAccount('sd_diaodu02')).status]).toEqual([0, 0]);

    const foreign = (await listOf('admin'))[0]!;
    const mixed = await post('/api/user/users/updateUserStatus', { ids: [a.id, foreign.id], status: 1 });
    expect(mixed.status).toBe(404);
    expect(mixed.body).toEqual({ code: '404', msg: '记录不存在' });
    expect((await subAccount('sd_diaodu01')).status).toBe(0);
    expect((await subAccount(foreign.username, 'admin')).status).toBe(foreign.status);
    await post('/api/user/users/updateUserStatus', { ids: [a.id, b.id], status: 1 });
  });

  it('refuses invalid bodies with a readable message', async () => {
    const row = await subAccount('sd_diaodu01');
    const cases: Array<[unknown, string]> = [
      [{ status: 0 }, '请选择子账号'],
      [{ id: row.id }, '参数错误：缺少必填字段 状态'],
      [{ id: row.id, status: 2 }, '参数错误：状态 应为以下值之一：0, 1'],
      [{ ids: [], status: 0 }, '参数错误：子账号 至少需要 1 项'],
      [{ ids: Array.from({ length: 101 }, (_, i) => i + 1), status: 0 }, '参数错误：子账号 最多允许 100 项'],
      [{ id: row.id, status: 0, reason: 'x' }, '参数错误：不支持的字段 reason'],
    ];
    for (const [body, msg] of cases) {
      const answer = await post('/api/user/users/updateUserStatus', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body).toEqual({ code: '400', msg });
    }
  });
});

describe('the sub-account limit (GET /user/users/checkSubLimit)', () => {
  it('tells how many the company may still add, then refuses the one beyond the limit, also on create', async () => {
    // The demo service provider is on the professional subscription: 10 sub-accounts, 8 seeded.
    const before = await get('/api/user/users/checkSubLimit');
    expect(before.body).toEqual({ code: '0', msg: 'success', data: { limit: 10, used: 8, remaining: 2 } });
    const created: number[] = [];
    for (const [username, phone] of [['sd_new01', '13700001234'], ['sd_new02', '13700001235']] as const) {
      const answer = await post('/api/user/sub_user', { username, nickname: '新同事', phone });
      expect(answer.body.code).toBe('0');
      created.push(answer.body.data.id as number);
    }

    const full = await get('/api/user/users/checkSubLimit');
    expect(full.status).toBe(200);
    expect(full.body).toEqual({ code: '10005', msg: LIMIT_MESSAGE, data: { limit: 10, used: 10, remaining: 0 } });
    const beyond = await post('/api/user/sub_user', { username: 'sd_new03', nickname: '多一个', phone: '13700001236' });
    expect(beyond.status).toBe(400);
    expect(beyond.body).toEqual({ code: '400', msg: LIMIT_MESSAGE });
    expect(await listOf('servicer')).toHaveLength(10);
    // Another company's limit is its own.
    expect((await get('/api/user/users/checkSubLimit', 'consignor')).body.data).toEqual({ limit: 5, used: 0, remaining: 5 });

    // Deleting one frees its place; a deleted sub-account of another company is missing.
    const foreign = (await listOf('admin'))[0]!;
    expect((await call(ts.url, `/api/user/sub_user/${foreign.id}`, { method: 'DELETE', token: tokens.servicer })).status).toBe(404);
    const removed = await call(ts.url, `/api/user/sub_user/${created[1]}`, { method: 'DELETE', token: tokens.servicer });
    expect(removed.body).toEqual({ code: '0', msg: 'success', data: { id: created[1] } });
    expect((await get('/api/user/users/checkSubLimit')).body.data).toEqual({ limit: 10, used: 9, remaining: 1 });
  });

  it('belongs to the create: an account without the add code on the screen is refused', async () => {
    // The delivery provider's menu lists only edit (and its order codes) on its pages.
    expect((await get('/api/user/users/checkSubLimit', 'delivery')).status).toBe(403);
    expect((await get('/api/user/users/getUserList', 'delivery')).body.code).toBe('0');
  });

  it('refuses a create with invalid fields, or a username already taken', async () => {
    const taken = await post('/api/user/sub_user', { username: 'cs', nickname: '重名', phone: '13700001299' });
    expect(taken.body).toEqual({ code: '400', msg: '登录账号已存在' });
    const phone = await post('/api/user/sub_user', { username: 'sd_bad', nickname: '号码', phone: '1' });
    expect(phone.body).toEqual({ code: '400', msg: '参数错误：手机号 格式不正确' });
  });
});

describe('deleting a login sub-account', () => {
  it('stops its login', async () => {
    const supervisor = await subAccount('supervisor');
    const removed = await call(ts.url, `/api/user/sub_user/${supervisor.id}`, { method: 'DELETE', token: tokens.servicer });
    expect(removed.body.code).toBe('0');
    const refused = await call(ts.url, '/api/login/login', { method: 'POST', body: { username: 'supervisor', password: 'demo1234' } });
    expect(refused.body).toEqual({ code: '10002', msg: '账号已停用' });
  });
});

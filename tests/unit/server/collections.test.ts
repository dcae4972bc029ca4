// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, startTestServer, type TestServer } from './test-server.js';
import { ROLE_PAGES } from './role-pages-fixture.js';

let ts: TestServer;
let admin: string;
beforeAll(async () => {
  ts = await startTestServer({}, undefined, ROLE_PAGES);
  admin = (await login(ts.url, 'admin')).token;
});
afterAll(async () => {
  await ts.stop();
});

const get = (path: string, token = admin) => call(ts.url, path, { token });

describe('list conventions', () => {
  it('pages with page/per_page, newest first, with the total', async () => {
    const all = await get('/api/system/roles?per_page=500');
    expect(all.body.code).toBe('0');
    expect(all.body.data.total).toBe(14);
    const rows = all.body.data.list as Array<{ id: number; created_at: string }>;
    const sorted = [...rows].sort((a, b) => b.created_at.localeCompare(a.created_at) || b.id - a.id);
    expect(rows.map((r) => r.id)).toEqual(sorted.map((r) => r.id));

    const page2 = await get('/api/system/roles?page=2&per_page=5');
    expect(page2.body.data).toMatchObject({ total: 14, page: 2, per_page: 5 });
    expect(page2.body.data.list.map((r: { id: number }) => r.id)).toEqual(rows.slice(5, 10).map((r) => r.id));

    const defaults = await get('/api/order/waybills');
    expect(defaults.body.data).toMatchObject({ total: 120, page: 1, per_page: 20 });
    expect(defaults.body.data.list).toHaveLength(20);
  });

  it('follows the table convention', async () => {
    const { body } = await get('/api/system/accounts/table?pageNum=2&pageSize=10');
    expect(body.success).toBe(true);
    expect(body.msg).toBe('success');
    expect(body.totalItem).toBe(37);
    expect(body.data).toHaveLength(10);
  });

  it('filters by substring, exact value and empty values are ignored', async () => {
    const like = await get(`/api/system/roles?name=${encodeURIComponent('管理员')}`);
    const names = like.body.data.list.map((r: { name: string }) => r.name);
    expect(names.length).toBeGreaterThanOrEqual(3);
    for (const name of names) expect(name).toContain('管理员');

    const exact = await get('/api/system/roles?app_code=DA&status=1&remark=');
    expect(exact.body.data.list.length).toBe(2);
    for (const row of exact.body.data.list) expect(row).toMatchObject({ app_code: 'DA', status: 1 });
  });

  it('filters by an inclusive date range on created_at', async () => {
    const all = (await get('/api/order/waybills?per_page=500')).body.data.list as Array<{ created_at: string }>;
    const days = [...new Set(all.map((r) => r.created_at.slice(0, 10)))].sort();
    const start = days[2] as string;
    const end = days[5] as string;
    const expected = all.filter((r) => r.created_at.slice(0, 10) >= start && r.created_at.slice(0, 10) <= end).length;
    const { body } = await get(`/api/order/waybills?per_page=500&created_at_start=${start}&created_at_end=${end}`);
    expect(body.data.total).toBe(expected);
    expect(expected).toBeGreaterThan(0);
    for (const row of body.data.list) {
      expect(row.created_at.slice(0, 10) >= start && row.created_at.slice(0, 10) <= end).toBe(true);
    }
  });
});

describe('create, read, update, delete', () => {
  it('runs the whole cycle and stamps times', async () => {
    const created = await call(ts.url, '/api/system/roles', {
      method: 'POST', token: admin, body: { name: '区域经理', code: 'REGION_MANAGER', app_code: 'BANG', remark: '负责片区' },
    });
    expect(created.body.code).toBe('0');
    const record = created.body.data;
    expect(record).toMatchObject({ name: '区域经理', code: 'REGION_MANAGER', app_code: 'BANG', status: 1 });
    expect(typeof record.id).toBe('number');
    expect(record.created_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    const fetched = await get(`/api/system/roles/${record.id}`);
    expect(fetched.body.data).toEqual(record);
    const newest = await get('/api/system/roles?per_page=1');
    expect(newest.body.data.list[0].id).toBe(record.id);

    // Edit forms may send the server-owned fields back; they are ignored.
    const updated = await call(ts.url, `/api/system/roles/${record.id}`, {
      method: 'PUT', token: admin, body: { id: record.id, status: 0, remark: '暂停使用' },
    });
    expect(updated.body.data).toMatchObject({ id: record.id, name: '区域经理', status: 0, remark: '暂停使用', created_at: record.created_at });

    const removed = await call(ts.url, `/api/system/roles/${record.id}`, { method: 'DELETE', token: admin });
    expect(removed.body).toEqual({ code: '0', msg: 'success', data: { id: record.id } });
    const gone = await get(`/api/system/roles/${record.id}`);
    expect(gone).toEqual({ status: 404, body: { code: '404', msg: '记录不存在' } });
  });

  it('rejects duplicates with the collection\'s message, on create and update', async () => {
    const dup = await call(ts.url, '/api/system/roles', {
      method: 'POST', token: admin, body: { name: '重复', code: 'PLATFORM_ADMIN', app_code: 'OSS' },
    });
    expect(dup).toEqual({ status: 400, body: { code: '400', msg: '角色编码已存在' } });
    const dupUpdate = await call(ts.url, '/api/system/roles/2', { method: 'PUT', token: admin, body: { code: 'PLATFORM_ADMIN' } });
    expect(dupUpdate.body.msg).toBe('角色编码已存在');
    const sameValue = await call(ts.url, '/api/system/roles/1', { method: 'PUT', token: admin, body: { code: 'PLATFORM_ADMIN' } });
    expect(sameValue.body.code).toBe('0');
    const dupAccount = await call(ts.url, '/api/system/accounts', {
      method: 'POST', token: admin, body: { username: 'servicer', nickname: '某人', phone: '13912345678' },
    });
    expect(dupAccount.body.msg).toBe('登录账号已存在');
  });

  it('finds a waybill by its 12-digit order number as well as by id', async () => {
    const first = (await get('/api/order/waybills?per_page=1')).body.data.list[0];
    expect(first.order_no).toMatch(/^2\d{10}[1-3]$/);
    expect((await get(`/api/order/waybills/${first.order_no}`)).body.data.id).toBe(first.id);
    expect((await get(`/api/order/waybills/${first.id}`)).body.data.order_no).toBe(first.order_no);
    expect((await get('/api/order/waybills/260101000001')).status).toBe(404);

    const created = await call(ts.url, '/api/order/waybills', {
      method: 'POST', token: admin,
      body: { consignor_name: '测试商家', end_contact: '张三', end_tel: '13800001111', end_province: '上海市', end_city: '上海市', end_address: '张江路1号', tags: [{ code: 'SECOND_DOOR' }] },
    });
    expect(created.body.data.order_no).toMatch(/^2\d{10}[1-3]$/);
    expect(created.body.data.status).toBe('WAIT_RECEIVE');
    const byNos = await get(`/api/order/waybills?nos=${created.body.data.order_no},${first.order_no}`);
    expect(byNos.body.data.total).toBe(2);
  });
});

describe('owner scoping of sub users', () => {
  it('shows each main account only its own sub users, with or without the trailing slash', async () => {
    const servicer = (await login(ts.url, 'servicer')).token;
    const cs = (await login(ts.url, 'cs')).token;

    const ofServicer = await get('/api/user/sub_user/?per_page=100', servicer);
    const servicerNames = ofServicer.body.data.list.map((r: { username: string }) => r.username);
    expect(ofServicer.body.data.total).toBe(8);
    expect(servicerNames).toEqual(expect.arrayContaining(['cs', 'supervisor', 'finance']));

    const ofCs = await get('/api/user/sub_user?per_page=100', cs);
    expect(ofCs.body.data.total).toBe(8);

    const ofAdmin = await get('/api/user/sub_user/?per_page=100');
    expect(ofAdmin.body.data.total).toBe(8);
    expect(ofAdmin.body.data.list.map((r: { username: string }) => r.username)).not.toContain('cs');

    const filtered = await get('/api/user/sub_user/?user_ids=5,7', servicer);
    expect(filtered.body.data.list.map((r: { user_id: number }) => r.user_id).sort()).toEqual([5, 7]);
    const byName = await get('/api/user/sub_user/?username=super', servicer);
    expect(byName.body.data.list.map((r: { username: string }) => r.username)).toEqual(['supervisor']);

    // Another account's row is invisible, also by id.
    const adminRowId = ofAdmin.body.data.list[0].id as number;
    expect((await get(`/api/user/sub_user/${adminRowId}`, servicer)).status).toBe(404);
    const created = await call(ts.url, '/api/user/sub_user/', {
      method: 'POST', token: servicer, body: { username: 'sd_new01', nickname: '新同事', phone: '13700001234' },
    });
    expect(created.body.data.user_id).toBeGreaterThan(10_000);
    expect((await get('/api/user/sub_user/?per_page=100', servicer)).body.data.total).toBe(9);
    expect((await get('/api/user/sub_user/?per_page=100')).body.data.total).toBe(8);
  });
});

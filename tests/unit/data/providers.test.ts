// @vitest-environment node
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import axios from 'axios';
import { createDataProviders } from '../../../src/data/providers';

interface Seen { method: string; url: string; body: string }

let server: Server;
let seen: Seen[] = [];
let reply: (req: IncomingMessage) => unknown = () => ({});
let providers: ReturnType<typeof createDataProviders>;

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', body });
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(reply(req)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  providers = createDataProviders(axios.create({ baseURL: base }), axios.create({ baseURL: base }), axios.create({ baseURL: base }));
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  seen = [];
});

describe('main data provider', () => {
  it('pages with page/per_page, sends filters and reads data.list/data.total', async () => {
    reply = () => ({ code: '0', data: { list: [{ id: 1, name: '平台管理员' }], total: 41 } });
    const result = await providers.default.getList({
      resource: '/system/roles',
      pagination: { currentPage: 3, pageSize: 20 },
      filters: [
        { field: 'name', operator: 'contains', value: '管理' },
        { field: 'created_at', operator: 'between', value: ['2026-11-01', '2026-11-22'] },
      ],
    });
    expect(result).toEqual({ data: [{ id: 1, name: '平台管理员' }], total: 41 });
    const url = new URL(seen[0]!.url, 'http://x');
    expect(url.pathname).toBe('/api/system/roles');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      page: '3', per_page: '20', name: '管理', created_at_start: '2026-11-01', created_at_end: '2026-11-22',
    });
  });

  it('gets, creates, updates and deletes one record at resource/id', async () => {
    reply = (req) => ({ code: '0', data: { id: 7, method: req.method } });
    expect((await providers.default.getOne({ resource: '/system/roles', id: 7 })).data).toEqual({ id: 7, method: 'GET' });
    await providers.default.create({ resource: '/system/roles', variables: { name: '调度员' } });
    await providers.default.update({ resource: '/system/roles', id: 7, variables: { name: '调度主管' } });
    await providers.default.deleteOne({ resource: '/system/roles', id: 7 });
    expect(seen.map((s) => `${s.method} ${s.url} ${s.body}`)).toEqual([
      'GET /api/system/roles/7 ',
      'POST /api/system/roles {"name":"调度员"}',
      'PUT /api/system/roles/7 {"name":"调度主管"}',
      'DELETE /api/system/roles/7 ',
    ]);
  });

  it("sends a detail screen's fixed parameters (meta.params) with the record request", async () => {
    reply = () => ({ code: '0', data: { id: 1, attachment_no: 'AT 1/2' } });
    await providers.default.getOne({ resource: '/public/order/attachments', id: 1, meta: { params: { attachment_no: 'AT 1/2' } } });
    const url = new URL(seen[0]!.url, 'http://x');
    expect(url.pathname).toBe('/api/public/order/attachments/1');
    expect(url.searchParams.get('attachment_no')).toBe('AT 1/2');
  });
});

describe('meta paths (api.list, api.create)', () => {
  it('lists from meta.listPath with the page, the filters and the fixed params, reading the convention', async () => {
    reply = () => ({ code: '0', data: { list: [{ id: 5, name: '顺达专线' }], total: 1 } });
    const result = await providers.default.getList({
      resource: '/resource/transporters',
      pagination: { currentPage: 2, pageSize: 10 },
      filters: [
        { field: 'object_sub_type', operator: 'eq', value: 'T_SJ' },
        { field: 'phone', operator: 'contains', value: '138' },
        { field: 'created_at', operator: 'between', value: ['2026-01-01', '2026-01-31'] },
      ],
      meta: { listPath: '/user/resource_binding/transporter/list' },
    });
    expect(result).toEqual({ data: [{ id: 5, name: '顺达专线' }], total: 1 });
    const url = new URL(seen[0]!.url, 'http://x');
    expect(url.pathname).toBe('/api/user/resource_binding/transporter/list');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      page: '2', per_page: '10', object_sub_type: 'T_SJ', phone: '138', created_at_start: '2026-01-01', created_at_end: '2026-01-31',
    });
  });

  it('lists from a table-convention meta.listPath with pageNum/pageSize', async () => {
    reply = () => ({ success: true, data: [{ id: 2 }], totalItem: 1 });
    const result = await providers.table.getList({
      resource: '/system/logs', pagination: { currentPage: 1, pageSize: 10 }, meta: { listPath: '/report/logs/list' },
    });
    expect(result).toEqual({ data: [{ id: 2 }], total: 1 });
    expect(seen[0]!.url).toBe('/api/report/logs/list?pageNum=1&pageSize=10');
  });

  it('creates at meta.createPath; a list path does not move the create, nor a create path the list', async () => {
    reply = () => ({ code: '0', data: { resource_id: 500041 } });
    const created = await providers.default.create({
      resource: '/resource/transporters', variables: { name: '新承运商', plate_no: '沪A·D1234' },
      meta: { createPath: '/user/resource_binding/transporter/add', listPath: '/user/resource_binding/transporter/list' },
    });
    expect(created.data).toEqual({ resource_id: 500041 });
    await providers.default.getList({ resource: '/resource/transporters', meta: { createPath: '/user/resource_binding/transporter/add' } });
    expect(seen.map((s) => `${s.method} ${new URL(s.url, 'http://x').pathname} ${s.body}`)).toEqual([
      'POST /api/user/resource_binding/transporter/add {"name":"新承运商","plate_no":"沪A·D1234"}',
      'GET /api/resource/transporters ',
    ]);
  });

  it('keeps get, update and delete on resource/id whatever the meta paths', async () => {
    reply = (req) => ({ code: '0', data: { id: 7, method: req.method } });
    const meta = { listPath: '/user/resource_binding/consignor/list', createPath: '/user/servicer_resource/consignor/add' };
    await providers.default.getOne({ resource: '/resource/consignors', id: 7, meta });
    await providers.default.update({ resource: '/resource/consignors', id: 7, variables: { name: '改名' }, meta });
    await providers.default.deleteOne({ resource: '/resource/consignors', id: 7, meta });
    expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual([
      'GET /api/resource/consignors/7',
      'PUT /api/resource/consignors/7',
      'DELETE /api/resource/consignors/7',
    ]);
  });

  it('posts an update to meta.updatePath with the record key as id in the body, and reads the record at resource/id', async () => {
    reply = (req) => ({ code: '0', data: { id: 12, method: req.method } });
    const meta = { updatePath: '/user/users/updateUser' };
    await providers.default.getOne({ resource: '/user/sub_user', id: 12, meta });
    const updated = await providers.default.update({ resource: '/user/sub_user', id: 12, variables: { nickname: '王磊', version: 3 }, meta });
    expect(updated.data).toEqual({ id: 12, method: 'POST' });
    expect(seen.map((s) => `${s.method} ${s.url} ${s.body}`)).toEqual([
      'GET /api/user/sub_user/12 ',
      'POST /api/user/users/updateUser {"nickname":"王磊","version":3,"id":12}',
    ]);
  });

  it('reads one record at meta.getPath with the id as ?id= and the fixed params; update and delete stay on resource/id', async () => {
    reply = (req) => ({ code: '0', data: { id: 107, url: req.url } });
    const meta = { getPath: '/user/consignor/getInfo', params: { app_code: 'BANG' } };
    expect((await providers.default.getOne({ resource: '/resource/consignors', id: 107, meta })).data).toMatchObject({ id: 107 });
    await providers.default.update({ resource: '/resource/consignors', id: 107, variables: { name: '改名' }, meta });
    await providers.default.deleteOne({ resource: '/resource/consignors', id: 107, meta });
    expect(seen.map((s) => `${s.method} ${s.url}`)).toEqual([
      'GET /api/user/consignor/getInfo?app_code=BANG&id=107',
      'PUT /api/resource/consignors/107',
      'DELETE /api/resource/consignors/107',
    ]);
    seen = [];
    await providers.default.getOne({ resource: '/resource/consignors', id: 107, meta: { getPath: '' } });
    expect(seen.map((s) => s.url)).toEqual(['/api/resource/consignors/107']);
  });

  it('uses the resource when a meta path is empty', async () => {
    reply = () => ({ code: '0', data: { list: [], total: 0 } });
    await providers.default.getList({ resource: '/resource/factories', meta: { listPath: '' } });
    await providers.default.create({ resource: '/resource/factories', variables: { name: '工厂' }, meta: { createPath: '' } });
    expect(seen.map((s) => `${s.method} ${new URL(s.url, 'http://x').pathname}`)).toEqual(['GET /api/resource/factories', 'POST /api/resource/factories']);
  });
});

describe('table data provider', () => {
  it('pages with pageNum/pageSize and reads data/totalItem', async () => {
    reply = () => ({ success: true, data: [{ id: 2 }, { id: 3 }], totalItem: 12 });
    const result = await providers.table.getList({ resource: '/system/logs', pagination: { currentPage: 2, pageSize: 10 } });
    expect(result).toEqual({ data: [{ id: 2 }, { id: 3 }], total: 12 });
    expect(seen[0]!.url).toBe('/api/system/logs?pageNum=2&pageSize=10');
  });
});

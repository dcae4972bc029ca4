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

describe('table data provider', () => {
  it('pages with pageNum/pageSize and reads data/totalItem', async () => {
    reply = () => ({ success: true, data: [{ id: 2 }, { id: 3 }], totalItem: 12 });
    const result = await providers.table.getList({ resource: '/system/logs', pagination: { currentPage: 2, pageSize: 10 } });
    expect(result).toEqual({ data: [{ id: 2 }, { id: 3 }], total: 12 });
    expect(seen[0]!.url).toBe('/api/system/logs?pageNum=2&pageSize=10');
  });
});

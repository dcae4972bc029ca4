// @vitest-environment node
/**
 * A list's first page asked ahead of its screen (src/data/pages-ahead.ts): the screen's identical request
 * takes that answer instead of asking the server again; once, while fresh, never after a write, and a
 * failed one makes the screen ask for itself.
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import axios, { type AxiosInstance } from 'axios';
import { AHEAD_ANSWER_TTL_MS } from '../../../src/config/list';
import { createPagesAhead, type PagesAhead } from '../../../src/data/pages-ahead';
import { createDataProviders } from '../../../src/data/providers';

interface Seen { method: string; url: string; menuId: string | undefined }

let server: Server;
let seen: Seen[] = [];
let status = 200;
let rows = [{ id: 1, name: '平台管理员' }];
let base = '';

beforeAll(async () => {
  server = createServer((req: IncomingMessage, res) => {
    req.resume();
    req.on('end', () => {
      seen.push({ method: req.method ?? '', url: req.url ?? '', menuId: req.headers['menu-id'] as string | undefined });
      res.statusCode = status;
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ code: '0', data: { list: rows, total: rows.length } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

let clock = 0;
let main: AxiosInstance;
let ahead: PagesAhead;
let providers: ReturnType<typeof createDataProviders>;
beforeEach(() => {
  seen = [];
  status = 200;
  rows = [{ id: 1, name: '平台管理员' }];
  clock = 1_000;
  main = axios.create({ baseURL: base });
  ahead = createPagesAhead(axios.create({ baseURL: base }), [main], () => clock);
  providers = createDataProviders(main, axios.create({ baseURL: base }), axios.create({ baseURL: base }), undefined, ahead);
});

const firstPage = { resource: '/system/roles', pagination: { currentPage: 1, pageSize: 20 }, filters: [{ field: 'status', operator: 'eq' as const, value: 1 }] };
const settled = () => new Promise((resolve) => setTimeout(resolve, 50));

describe('a first page asked ahead', () => {
  it('is what the list gets, from one request to the server that names the screen\'s menu', async () => {
    ahead.ask('/system/roles', { status: 1, per_page: 20, page: 1, name: '' }, 31);
    const result = await providers.default.getList(firstPage);
    expect(result).toEqual({ data: [{ id: 1, name: '平台管理员' }], total: 1 });
    expect(seen).toEqual([{ method: 'GET', url: '/api/system/roles?status=1&per_page=20&page=1&name=', menuId: '31' }]);
  });

  it('is taken once: the next identical request goes to the server', async () => {
    ahead.ask('/system/roles', { page: 1, per_page: 20, status: 1 });
    await providers.default.getList(firstPage);
    rows = [{ id: 2, name: '财务' }];
    expect((await providers.default.getList(firstPage)).data).toEqual([{ id: 2, name: '财务' }]);
    expect(seen).toHaveLength(2);
  });

  it('is not handed to a request for another page or other filters', async () => {
    ahead.ask('/system/roles', { page: 1, per_page: 20, status: 1 });
    await providers.default.getList({ ...firstPage, pagination: { currentPage: 2, pageSize: 20 } });
    expect(seen.map((s) => s.url)).toEqual(['/api/system/roles?page=1&per_page=20&status=1', '/api/system/roles?page=2&per_page=20&status=1']);
  });

  it('is not handed over once older than the freshness window', async () => {
    ahead.ask('/system/roles', { page: 1, per_page: 20, status: 1 });
    await settled();
    clock += AHEAD_ANSWER_TTL_MS + 1;
    await providers.default.getList(firstPage);
    expect(seen).toHaveLength(2);
  });

  it('is forgotten when anything is written through the app\'s clients', async () => {
    ahead.ask('/system/roles', { page: 1, per_page: 20, status: 1 });
    await settled();
    await main.post('/system/roles', { name: '调度' });
    rows = [{ id: 1, name: '平台管理员' }, { id: 3, name: '调度' }];
    expect((await providers.default.getList(firstPage)).total).toBe(2);
  });

  it('is asked once when asked twice before the list asks', async () => {
    ahead.ask('/system/roles', { page: 1, per_page: 20, status: 1 });
    ahead.ask('/system/roles', { status: 1, page: 1, per_page: 20 });
    await providers.default.getList(firstPage);
    expect(seen).toHaveLength(1);
  });

  it('is not asked when the list has already asked for itself (a start whose list renders first)', async () => {
    await providers.default.getList(firstPage);
    ahead.ask('/system/roles', { page: 1, per_page: 20, status: 1 });
    await settled();
    expect(seen).toHaveLength(1);
  });

  it('when it failed, the list asks for itself and gets its own answer', async () => {
    status = 500;
    ahead.ask('/system/roles', { page: 1, per_page: 20, status: 1 });
    await settled();
    status = 200;
    expect((await providers.default.getList(firstPage)).data).toEqual([{ id: 1, name: '平台管理员' }]);
    expect(seen).toHaveLength(2);
  });
});

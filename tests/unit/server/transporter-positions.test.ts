// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_SCREENS } from './fixture-screens.js';
import { call, login, startTestServer, type TestServer } from './test-server.js';
import { ROLE_PAGES } from './role-pages-fixture.js';

type Row = Record<string, unknown>;
let ts: TestServer;
let admin: string;
beforeAll(async () => {
  ts = await startTestServer({}, undefined, { ...FIXTURE_SCREENS, ...ROLE_PAGES });
  admin = (await login(ts.url, 'admin')).token;
}, 60_000);
afterAll(async () => {
  await ts.stop();
});

const get = (path: string, token = admin) => call(ts.url, path, { token });

describe('GET /resource/transporters/positions', () => {
  it('gives every seeded transporter with its position in China, as the collection holds it', async () => {
    const transporters: Row[] = (await get('/api/resource/transporters?per_page=500')).body.data.list;
    const { status, body } = await get('/api/resource/transporters/positions');
    expect(status).toBe(200);
    const list = body.data.list as Row[];
    expect(list).toHaveLength(transporters.length);
    expect(body.data.total).toBe(transporters.length);
    for (const row of transporters) {
      const position = list.find((p) => p.id === row.id);
      expect(position).toMatchObject({ name: row.name, phone: row.phone, plate_no: row.plate_no, status: row.status, longitude: row.longitude, latitude: row.latitude, last_located_at: row.last_located_at });
      // Inside China's bounding box.
      expect(Number(row.longitude)).toBeGreaterThan(73);
      expect(Number(row.longitude)).toBeLessThan(135);
      expect(Number(row.latitude)).toBeGreaterThan(18);
      expect(Number(row.latitude)).toBeLessThan(54);
    }
  });

  it('follows an edit of a position and leaves out transporters without one', async () => {
    const [first, second] = (await get('/api/resource/transporters?per_page=2')).body.data.list as Row[];
    await call(ts.url, `/api/resource/transporters/${String(first?.id)}`, { method: 'PUT', token: admin, body: { longitude: 121.4737, latitude: 31.2304 } });
    const created = await call(ts.url, '/api/resource/transporters', {
      method: 'POST', token: admin, body: { name: '无定位专线', phone: '13800001234', object_sub_type: 'T_ZX' },
    });
    expect(created.body.code).toBe('0');
    const list = (await get('/api/resource/transporters/positions')).body.data.list as Row[];
    expect(list.find((p) => p.id === first?.id)).toMatchObject({ longitude: 121.4737, latitude: 31.2304 });
    expect(list.some((p) => p.id === second?.id)).toBe(true);
    expect(list.some((p) => p.name === '无定位专线')).toBe(false);
  });

  it('refuses accounts whose menu does not reach the map, and nobody without a token', async () => {
    for (const user of ['consignor', 'delivery', 'finance']) {
      const token = (await login(ts.url, user)).token;
      expect((await get('/api/resource/transporters/positions', token)).status).toBe(403);
    }
    const servicer = (await login(ts.url, 'servicer')).token;
    expect(((await get('/api/resource/transporters/positions', servicer)).body.data.list as Row[]).length).toBeGreaterThan(0);
    expect((await call(ts.url, '/api/resource/transporters/positions')).status).toBe(401);
  });
});

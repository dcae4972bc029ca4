// @vitest-environment node
// A driver is edited through the spec's call (widgets spec §3 "Driver": "and id when editing", §7 POST
// transporter/add): the driver form posts the driver model with the driver's id and version. The edit is
// held to the collection PUT's rules: the 'edit' code on the driver pages, the caller's own writable
// driver, the version, and a carrier that is not a driver is never changed this way.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRANSPORTER_API } from '../../../src/config/picker-api';
import { call, login, startTestServer, type TestServer } from './test-server.js';

type Row = Record<string, unknown>;
let ts: TestServer;
const tokens: Record<string, string> = {};
const SCREENS = ['resource/driver-index.json', 'resource/driver-form.json', 'resource/transport-index.json', 'resource/transport-form.json'];
const RESOURCE_BASE = 500_000;

beforeAll(async () => {
  const screens = Object.fromEntries(SCREENS.map((file) => [file, JSON.parse(readFileSync(join(process.cwd(), 'screens', file), 'utf8')) as unknown]));
  ts = await startTestServer({}, undefined, screens);
  for (const user of ['admin', 'servicer', 'consignor']) tokens[user] = (await login(ts.url, user)).token;
}, 60_000);
afterAll(async () => {
  await ts.stop();
});

const post = (body: Row, as = 'servicer') => call(ts.url, `/api${TRANSPORTER_API.add}`, { method: 'POST', token: tokens[as], body });
const recordOf = async (id: number): Promise<Row> => (await call(ts.url, `/api/resource/transporters/${String(id)}`, { token: tokens.admin })).body.data as Row;

const AREA = (district: string, code: string) => ({
  list: [{ province: '上海市', province_no: '310000', citys: [{ city: '上海市', city_no: '310100', districts: [{ district, district_no: code }] }] }],
});
const driver = (phone: string): Row => ({
  object_sub_type: 'T_SJ', name: '周师傅', phone, is_related: true, settle_type_code: 'PAY_NOW', settle_type_name: '现付',
  service_type: [{ code: 'DELIVERY', name: '配送' }], service_type_codes: ['DELIVERY'], memo: '', districts: AREA('黄浦区', '310101'),
});

async function addDriver(phone: string): Promise<number> {
  const added = await post(driver(phone));
  expect(added.status, JSON.stringify(added.body)).toBe(200);
  return Number(added.body.data.resource_id) - RESOURCE_BASE;
}

describe('a driver edited through transporter/add with its id', () => {
  it('changes the driver, its service area included, and answers its resource id', async () => {
    const id = await addDriver('13711110001');
    const edit = await post({ ...driver('13711110001'), id, version: 1, name: '周建军', districts: AREA('徐汇区', '310104'), plate_no: '沪A·12345' });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    expect(edit.body.data).toEqual({ resource_id: id + RESOURCE_BASE });
    expect(await recordOf(id)).toMatchObject({
      name: '周建军', version: 2, is_related: true, object_sub_type: 'T_SJ', plate_no: '沪A·12345', districts: AREA('徐汇区', '310104'),
    });
  });

  it('refuses a stale version with 409 and keeps the driver', async () => {
    const id = await addDriver('13711110002');
    expect((await post({ ...driver('13711110002'), id, version: 1, memo: '第一次' })).status).toBe(200);
    const stale = await post({ ...driver('13711110002'), id, version: 1, memo: '旧版本' });
    expect(stale.status).toBe(409);
    expect(stale.body.msg).toBe('该记录已被他人修改，请刷新后重试');
    expect(await recordOf(id)).toMatchObject({ memo: '第一次', version: 2 });
  });

  it('needs the edit code on the driver pages: a merchant that may add partners is refused', async () => {
    const id = await addDriver('13711110003');
    const refused = await post({ ...driver('13711110003'), id, version: 1, name: '改名' }, 'consignor');
    expect(refused.status).toBe(403);
    expect(await recordOf(id)).toMatchObject({ name: '周师傅', version: 1 });
  });

  it('answers a line carrier or a driver the caller may not change as missing, and changes neither', async () => {
    const carrier = await post({ name: '沪杭专线一号', phone: '13711110004', object_sub_type: 'T_ZX' });
    const carrierId = Number(carrier.body.data.resource_id) - RESOURCE_BASE;
    const before = await recordOf(carrierId);
    const asDriver = await post({ ...driver('13711110004'), id: carrierId, version: 1 });
    expect(asDriver.status).toBe(404);
    expect(await recordOf(carrierId)).toEqual(before);

    const platformDriver = Number((await post(driver('13711110005'), 'admin')).body.data.resource_id) - RESOURCE_BASE;
    const other = await post({ ...driver('13711110005'), id: platformDriver, version: 1, name: '改名' });
    expect(other.status).toBe(404);
    expect(await recordOf(platformDriver)).toMatchObject({ name: '周师傅', version: 1 });
  });
});

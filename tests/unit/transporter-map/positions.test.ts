// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { focusFromRoute, plottable, positionTooltip, searchPositions } from '../../../src/transporter-map/positions';
import { buildMapOption } from '../../../renderers/transporter-map/map-option';

const rows = plottable([
  { id: 1, name: '上海-杭州顺达专线', phone: '13800000001', plate_no: '沪A12345', longitude: 121.47, latitude: 31.23 },
  { id: 2, name: '<img src=x onerror=alert(1)>', phone: '13800000002', plate_no: '粤A54321', longitude: 113.26, latitude: 23.13 },
  { id: 3, name: '无定位', longitude: null, latitude: 30 },
  { id: 4, name: '越界', longitude: 200, latitude: 30 },
  null,
]);

describe('transporter positions', () => {
  it('keeps only rows with a longitude and latitude in range', () => {
    expect(rows.map((row) => row.id)).toEqual([1, 2]);
  });

  it('searches name, phone and plate, and takes the focus from the route only for a listed id', () => {
    expect(searchPositions(rows, ' 沪a ').map((row) => row.id)).toEqual([1]);
    expect(searchPositions(rows, '13800000002').map((row) => row.id)).toEqual([2]);
    expect(searchPositions(rows, '')).toHaveLength(2);
    expect(focusFromRoute(rows, '2')).toBe(2);
    expect(focusFromRoute(rows, '3')).toBeUndefined();
    expect(focusFromRoute(rows, undefined)).toBeUndefined();
  });

  it('escapes the names in the HTML tooltip', () => {
    expect(positionTooltip(rows[1]!)).toBe('&lt;img src=x onerror=alert(1)&gt;<br/>13800000002<br/>粤A54321');
  });

  it('centres and zooms the map on the focused transporter and draws it apart', () => {
    const all = buildMapOption(rows, undefined);
    expect(all.geo).toMatchObject({ map: 'china', zoom: 1.2 });
    expect((all.geo as { center?: unknown }).center).toBeUndefined();
    const focused = buildMapOption(rows, 1);
    expect(focused.geo).toMatchObject({ center: [121.47, 31.23], zoom: 6 });
    const [points, ripple] = focused.series as Array<{ type: string; data: Array<{ id: number; value: number[] }> }>;
    expect(points?.data.map((d) => d.id)).toEqual([2]);
    expect(ripple).toMatchObject({ type: 'effectScatter', data: [{ id: 1, value: [121.47, 31.23] }] });
  });
});

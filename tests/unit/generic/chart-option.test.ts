// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../../scripts/screens-lib';
import type { Chart } from '../../../src/screen-model/types';
import { buildChartOption, chartRows } from '../../../renderers/generic/dashboard/chart-option';

const bar: Chart = {
  title: '各仓出库量',
  type: 'bar',
  api: '/report/warehouse-out',
  dataKey: 'rows',
  xKey: 'warehouse.name',
  yKeys: [{ key: 'out_count', label: '出库单数' }, { key: 'weight', label: '重量' }],
};

describe('chart options', () => {
  it('reads the rows at dataKey, from a list or its list field', () => {
    expect(chartRows(bar, { rows: [{ a: 1 }] })).toEqual([{ a: 1 }]);
    expect(chartRows(bar, { rows: { list: [{ a: 2 }], total: 1 } })).toEqual([{ a: 2 }]);
    expect(chartRows({ ...bar, dataKey: undefined }, [{ a: 3 }])).toEqual([{ a: 3 }]);
    expect(chartRows(bar, { other: [] })).toEqual([]);
  });

  it('builds a category axis and one series per y key, numbers from text and gaps for the rest', () => {
    const option = buildChartOption(bar, [
      { warehouse: { name: '上海仓' }, out_count: '1,200', weight: 3.5 },
      { warehouse: { name: '广州仓' }, out_count: 'n/a', weight: null },
    ]);
    expect(option.xAxis).toMatchObject({ type: 'category', data: ['上海仓', '广州仓'] });
    expect(option.yAxis).toMatchObject({ type: 'value' });
    expect(option.series).toEqual([
      { type: 'bar', name: '出库单数', data: [1200, null] },
      { type: 'bar', name: '重量', data: [3.5, null] },
    ]);
    expect(buildChartOption({ ...bar, type: 'line' }, []).series).toEqual([
      { type: 'line', name: '出库单数', data: [], smooth: true },
      { type: 'line', name: '重量', data: [], smooth: true },
    ]);
  });

  it('names every bar on the category axis, rotating the names when they crowd', () => {
    const two = buildChartOption(bar, [{ warehouse: { name: '上海仓' } }, { warehouse: { name: '广州仓' } }]);
    expect(two.xAxis).toMatchObject({ axisLabel: { interval: 0, hideOverlap: false } });
    expect((two.xAxis as { axisLabel: { rotate?: number } }).axisLabel.rotate).toBeUndefined();
    const names = ['上海浦东仓', '广州白云仓', '北京顺义仓', '成都双流仓', '武汉东西湖仓', '西安咸阳仓', '杭州萧山仓'];
    const many = buildChartOption(bar, names.map((name) => ({ warehouse: { name } })));
    expect(many.xAxis).toMatchObject({ data: names, axisLabel: { interval: 0, hideOverlap: false, rotate: 40 } });
    expect(many.grid).toMatchObject({ containLabel: true });
    // A 90-day line names every few days (echarts picks them), rotated.
    const days = Array.from({ length: 90 }, (_, index) => ({ warehouse: { name: `2026-09-${String(index).padStart(2, '0')}` } }));
    const line = buildChartOption({ ...bar, type: 'line' }, days).xAxis as { axisLabel: { interval?: number; rotate?: number } };
    expect(line.axisLabel.interval).toBeUndefined();
    expect(line.axisLabel.rotate).toBe(40);
  });

  it('builds a pie of the first y key with named slices', () => {
    const option = buildChartOption({ ...bar, type: 'pie' }, [{ warehouse: { name: '上海仓' }, out_count: 7 }, { warehouse: { name: '北京仓' } }]);
    expect(option.xAxis).toBeUndefined();
    expect(option.series).toEqual([
      expect.objectContaining({ type: 'pie', name: '出库单数', data: [{ name: '上海仓', value: 7 }, { name: '北京仓', value: '-' }] }),
    ]);
  });
});

/** Source files of the app (renderers and kernel), for import checks. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

describe('echarts loading', () => {
  const root = REPO_ROOT;
  const files = [...sourceFiles(join(root, 'renderers')), ...sourceFiles(join(root, 'src'))];
  /** The set-up modules: the dashboard charts' and the transporter map's, each loaded by one dynamic import. */
  const setups = ['renderers/generic/dashboard/echarts-setup.ts', 'renderers/transporter-map/map-echarts.ts'];

  it('imports echarts code only in the set-up modules, and only through echarts/core parts', () => {
    const importers = files.filter((file) => /^import\s+(?!type\b)[^;]*from\s+'echarts(\/[\w/]+)?'/m.test(readFileSync(file, 'utf8')));
    expect(importers.map((file) => relative(root, file)).sort()).toEqual([...setups].sort());
    for (const setup of setups) expect(readFileSync(join(root, setup), 'utf8')).not.toMatch(/from\s+'echarts'/);
  });

  it.each(setups)('loads %s only with a dynamic import', (setup) => {
    const name = setup.split('/').pop()!.replace(/\.ts$/, '');
    const users = files.filter((file) => readFileSync(file, 'utf8').includes(name) && relative(root, file) !== setup);
    for (const file of users) {
      expect(readFileSync(file, 'utf8'), relative(root, file)).not.toMatch(new RegExp(`^import[^;]*${name}`, 'm'));
    }
    expect(users.some((file) => new RegExp(`import\\('\\./${name}'\\)`).test(readFileSync(file, 'utf8')))).toBe(true);
  });
});

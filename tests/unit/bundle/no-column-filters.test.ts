// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../../scripts/build-if-stale';

/**
 * The build leaves antd's table column filter menu out (scripts/stubs/antd-filter-dropdown.ts): a
 * column with a filter menu would throw in the built app only, since the dev server and jsdom keep
 * antd's own. This fails first, wherever such a column is written.
 */
const COLUMN_FILTER_PROPS = /\b(filterDropdown|filterMode|onFilter|filteredValue|defaultFilteredValue|filterSearch|filterIcon|filterMultiple)\b|filters:\s*\[\s*\{\s*text\b/;

function sourceFiles(dir: string): string[] {
  return readdirSync(join(repoRoot, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => join(dir, file));
}

describe('table columns without a filter menu', () => {
  it('no renderer or kernel module gives a table column antd filter props', () => {
    const offenders = [...sourceFiles('renderers'), ...sourceFiles('src')].filter((file) =>
      COLUMN_FILTER_PROPS.test(readFileSync(join(repoRoot, file), 'utf8')),
    );
    expect(offenders).toEqual([]);
  });

  it('no table sets rowSelection.checkStrictly (the build leaves its tree conduction out: scripts/stubs/rc-tree-util.ts)', () => {
    const offenders = [...sourceFiles('renderers'), ...sourceFiles('src')].filter((file) =>
      /\bcheckStrictly\b/.test(readFileSync(join(repoRoot, file), 'utf8')),
    );
    expect(offenders).toEqual([]);
  });

  it("no table selects rows with radios (the build leaves the selection's Radio out: scripts/stubs/antd-selection-radio.ts)", () => {
    const offenders = [...sourceFiles('renderers'), ...sourceFiles('src')].filter((file) =>
      /\btype:\s*['"]radio['"]/.test(readFileSync(join(repoRoot, file), 'utf8')),
    );
    expect(offenders).toEqual([]);
  });

  it('recognises a column filter when one is written', () => {
    expect(COLUMN_FILTER_PROPS.test("{ title: '状态', filters: [{ text: '启用', value: 1 }] }")).toBe(true);
    expect(COLUMN_FILTER_PROPS.test('{ dataIndex: "name", onFilter: (v, r) => r.name === v }')).toBe(true);
    expect(COLUMN_FILTER_PROPS.test('const filters: CrudFilters = [];')).toBe(false);
  });
});

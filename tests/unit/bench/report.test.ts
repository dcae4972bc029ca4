// @vitest-environment node
import { withSection } from '../../../bench/report';

describe('withSection (bench/REPORT.md shared by the benchmark scripts)', () => {
  it('appends a new section after the header of an empty report', () => {
    const report = withSection('', 'tabs', '## Tabs\n\nfigures');
    expect(report).toMatch(/^# Benchmark report\n/);
    expect(report).toContain('<!-- bench:tabs -->\n## Tabs\n\nfigures\n<!-- /bench:tabs -->\n');
  });

  it('replaces only its own section and keeps the others where they are', () => {
    const both = withSection(withSection('', 'bundle-size', 'old sizes'), 'tabs', 'old tabs');
    const updated = withSection(both, 'bundle-size', 'new sizes');
    expect(updated).toContain('new sizes');
    expect(updated).not.toContain('old sizes');
    expect(updated).toContain('old tabs');
    expect(updated.indexOf('new sizes')).toBeLessThan(updated.indexOf('old tabs'));
    expect(updated.match(/<!-- bench:bundle-size -->/g)).toHaveLength(1);
  });

  it('replaces a report written before sections existed', () => {
    const report = withSection('# Benchmark report\n\nlegacy figures\n', 'tabs', 'figures');
    expect(report).not.toContain('legacy figures');
    expect(report).toContain('<!-- bench:tabs -->');
  });
});

import { render } from '@testing-library/react';
import { Table } from 'antd';
import { useRef } from 'react';
import { describe, expect, it } from 'vitest';
import { useScrollableRegions } from '../../../renderers/generic/scrollable-regions';

function WideReport({ virtual = false, selectable = false }: { virtual?: boolean; selectable?: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  useScrollableRegions(ref, '订单报表');
  const columns = Array.from({ length: 12 }, (_, i) => ({ key: `c${i}`, dataIndex: `c${i}`, title: `列${i}`, width: 160 }));
  const rows = [{ id: 1, c0: '华东' }];
  return (
    <div ref={ref}>
      <Table
        rowKey="id" columns={columns} dataSource={rows} virtual={virtual} scroll={virtual ? { x: 1920, y: 400 } : { x: 1920 }}
        rowSelection={selectable ? { selectedRowKeys: [] } : undefined}
      />
    </div>
  );
}

describe('useScrollableRegions', () => {
  it('makes a sideways-scrolling table a named keyboard stop', () => {
    const { container } = render(<WideReport />);
    const scroller = container.querySelector('.ant-table-content');
    expect(scroller).not.toBeNull();
    expect(scroller).toHaveAttribute('tabindex', '0');
    expect(scroller).toHaveAttribute('role', 'region');
    expect(scroller).toHaveAccessibleName('订单报表');
  });

  it('does the same for the body of a table with a fixed height', () => {
    const { container } = render(<WideReport virtual />);
    const scrollers = container.querySelectorAll('.ant-table-body, .ant-table-tbody-virtual-holder');
    expect(scrollers.length).toBeGreaterThan(0);
    for (const scroller of scrollers) expect(scroller).toHaveAttribute('tabindex', '0');
  });

  it('leaves no focusable copy of a title in the hidden measuring row (a select-all checkbox)', () => {
    const { container } = render(<WideReport selectable />);
    const measure = container.querySelector('.ant-table-measure-row');
    expect(measure).not.toBeNull();
    expect(measure).toHaveAttribute('aria-hidden', 'true');
    expect(measure?.querySelector('input[type="checkbox"]')).not.toBeNull();
    expect(measure).toHaveAttribute('inert');
    // The header's own select-all checkbox stays usable.
    expect(container.querySelector('thead input[type="checkbox"]')?.closest('[inert]')).toBeNull();
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { useLanguageStore } from '../../../src/i18n';
import { dashboards } from '../../../src/i18n/messages/dashboards';
import { registerMessages } from '../../../src/i18n';
import { TRANSPORTER_MAP_LABEL_MIN_ZOOM } from '../../../src/config/transporter-map';
import { buildMapOption, geoLabelAt } from '../../../renderers/transporter-map/map-option';
import { TransporterList } from '../../../renderers/transporter-map/TransporterList';

registerMessages(dashboards);
afterEach(() => {
  cleanup();
  useLanguageStore.setState({ language: 'zh' });
});

const ROWS = [
  { id: 1, name: '张师傅', phone: '13800000001', plate_no: '沪A12345', status: 1, longitude: 121.47, latitude: 31.23, last_located_at: '2026-11-28 09:30:00' },
  { id: 2, name: '李师傅', phone: '13800000002', plate_no: '苏B54321', status: 0, longitude: 120.58, latitude: 31.3, last_located_at: '2026-11-28 09:31:00' },
];

type GeoOption = { zoom: number; label: { show: boolean } };

describe('the transporter map', () => {
  it('names the regions when zoomed in on a transporter, not over the whole country', () => {
    expect((buildMapOption(ROWS, undefined).geo as GeoOption).label.show).toBe(false);
    const focused = buildMapOption(ROWS, 1).geo as GeoOption;
    expect(focused.zoom).toBeGreaterThanOrEqual(TRANSPORTER_MAP_LABEL_MIN_ZOOM);
    expect(focused.label.show).toBe(true);
    // The user's own zoom decides too.
    expect(geoLabelAt(TRANSPORTER_MAP_LABEL_MIN_ZOOM).show).toBe(true);
    expect(geoLabelAt(1.2).show).toBe(false);
  });

  it('gives the list\'s status and time columns their width and scrolls sideways instead of clipping them', () => {
    useLanguageStore.setState({ language: 'en' });
    render(
      <App>
        <TransporterList rows={ROWS} focusedId={undefined} search="" onSearch={() => undefined} onFocus={() => undefined} />
      </App>,
    );
    expect(screen.getByText('Disabled')).toBeInTheDocument();
    const widths = [...document.querySelectorAll('colgroup col')].map((col) => Number.parseInt((col as HTMLElement).style.width, 10));
    // name, status (first after the name, so a narrow list still shows it), phone, plate, located time
    expect(widths).toEqual([96, 80, 108, 92, 164]);
    expect([...document.querySelectorAll('thead th')].map((th) => th.textContent)).toEqual(['Name', 'Status', 'Phone', 'Plate', 'Located at']);
    const table = document.querySelector('.ant-table-content table') as HTMLElement;
    expect(Number.parseInt(table.style.width, 10)).toBe(widths.reduce((sum, width) => sum + width, 0));
  });
});

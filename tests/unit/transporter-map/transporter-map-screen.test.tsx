import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ScreenIndexEntry } from '../../../src/screen-model/index-entry';
import type { CustomScreen } from '../../../src/screen-model/types';
import { TransporterMapScreen } from '../../../renderers/transporter-map/TransporterMapScreen';
import { fakeProvider, renderScreen, SCREEN_TEST_TIMEOUT_MS, setUpScreenTests, withoutCanvasContext } from '../generic/harness';

const descriptor: CustomScreen = { $schema: '../../schemas/screen.schema.json', kind: 'custom', renderer: 'transporterMap', path: '/saas/business/transporterMap/index', title: '运力实时位置' };
const positions = [
  { id: 1, name: '上海-杭州顺达专线', phone: '13800000001', plate_no: '沪A12345', status: 1, longitude: 121.47, latitude: 31.23, last_located_at: '2026-11-25 08:00:00' },
  { id: 2, name: '广州优家配送安装队', phone: '13800000002', plate_no: '粤A54321', status: 0, longitude: 113.26, latitude: 23.13, last_located_at: '2026-11-25 07:30:00' },
  { id: 3, name: '<b>张伟</b>', phone: '13800000003', plate_no: '京B11111', status: 1, longitude: 116.4, latitude: 39.9, last_located_at: '2026-11-24 18:00:00' },
  // No position: not drawn, not listed.
  { id: 4, name: '无定位司机', phone: '13800000004', plate_no: '', status: 1, longitude: null, latitude: null },
];

withoutCanvasContext();
setUpScreenTests();

function renderMap(url: string, route: string, id?: string) {
  const main = fakeProvider('main').on('custom', '/resource/transporters/positions', () => ({ data: { list: positions, total: positions.length } }));
  const entry = { path: route } as unknown as ScreenIndexEntry;
  renderScreen(<TransporterMapScreen entry={entry} descriptor={{ ...descriptor, path: route }} params={{ id }} pathname={url} />, { route, url, main });
  return main;
}

const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

describe('transporter map screen', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('draws China with the transporters that have a position and lists them; a row click centres on it', async () => {
    renderMap('/saas/business/transporterMap/index', '/saas/business/transporterMap/index');
    const map = await screen.findByRole('img', { name: '运力位置地图，共 3 个运力' });
    await waitFor(() => expect(map).toHaveAttribute('data-ready', 'true'), { timeout: 15_000 });
    // Provinces are drawn as SVG paths.
    await waitFor(() => expect(map.querySelectorAll('svg path').length).toBeGreaterThan(34));
    expect(screen.queryByText('无定位司机')).toBeNull();
    expect(within(rowOf('广州优家配送安装队')).getByText('停用')).toBeInTheDocument();
    expect(within(rowOf('上海-杭州顺达专线')).getByText('沪A12345')).toBeInTheDocument();
    // A name is shown as text, never as markup.
    expect(screen.getByText('<b>张伟</b>')).toBeInTheDocument();

    fireEvent.click(rowOf('广州优家配送安装队'));
    expect(map).toHaveAttribute('data-focused-id', '2');
    expect(rowOf('广州优家配送安装队')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('当前定位：广州优家配送安装队')).toBeInTheDocument();
  });

  it('filters the list by name, phone or plate', async () => {
    renderMap('/saas/business/transporterMap/index', '/saas/business/transporterMap/index');
    await screen.findByText('上海-杭州顺达专线');
    fireEvent.change(screen.getByLabelText('搜索名称、手机号或车牌号'), { target: { value: '粤A' } });
    expect(screen.queryByText('上海-杭州顺达专线')).toBeNull();
    expect(screen.getByText('广州优家配送安装队')).toBeInTheDocument();
  });

  it('starts centred on the transporter of show/:id', async () => {
    renderMap('/saas/business/transporterMap/show/3', '/saas/business/transporterMap/show/:id', '3');
    const map = await screen.findByRole('img', { name: '运力位置地图，共 3 个运力' });
    expect(map).toHaveAttribute('data-focused-id', '3');
    expect(screen.getByText('当前定位：<b>张伟</b>')).toBeInTheDocument();
    expect(rowOf('<b>张伟</b>')).toHaveAttribute('aria-selected', 'true');
  });
});

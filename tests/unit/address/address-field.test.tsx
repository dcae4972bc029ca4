import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import type { FormScreen } from '../../../src/screen-model/types';
import { FormRenderer } from '../../../renderers/generic';
import { ADDRESS_CACHE_KEY } from '../../../src/config/address';
import { fakeProvider, renderScreen, SCREEN_TEST_TIMEOUT_MS, setUpScreenTests, zh, type FakeProvider } from '../generic/harness';
import { TREE } from './fixtures';

const orderForm: FormScreen = {
  $schema: '../../schemas/screen.schema.json',
  path: '/test/order/create',
  aliases: ['/test/order/update/:id'],
  title: '录入订单',
  kind: 'form',
  api: { resource: '/test/orders' },
  returnTo: '/test/order/index',
  sections: [
    {
      fields: [
        { key: 'consignor_resource_id', label: '商家', widget: 'number' },
        {
          key: 'end_area',
          label: '收货地区',
          widget: 'address',
          rules: [{ name: 'required', message: '请选择收货地区' }],
          address: {
            province: 'end_province', city: 'end_city', district: 'end_district',
            provinceCode: 'end_province_code', cityCode: 'end_city_code', districtCode: 'end_district_code',
            bannedCheck: true, consignorKey: 'consignor_resource_id', detailKey: 'end_address',
          },
        },
        { key: 'end_address', label: '详细地址', widget: 'text' },
      ],
    },
  ],
};

const CHECK = '/user/banned-areas/check-if-banned';
const BANNED_DISTRICT = '540122';

/** The quiet provider answering the version and tree calls, and the check when `check` is given. */
function addressCalls(check?: (body: Record<string, string>) => unknown): FakeProvider {
  const quiet = fakeProvider('quiet')
    .on('custom', '/map/help/areas_version', () => ({ data: { version: 'v1' } }))
    .on('custom', '/map/area/three_level_address', () => ({ data: TREE }));
  if (check) quiet.on('custom', CHECK, (params) => check(params.payload as Record<string, string>));
  return quiet;
}

function renderForm(main: FakeProvider, quiet: FakeProvider, id?: string) {
  renderScreen(
    <App>
      <FormRenderer descriptor={orderForm} params={id ? { id } : {}} />
    </App>,
    { route: id ? '/test/order/update/:id' : '/test/order/create', url: id ? `/test/order/update/${id}` : '/test/order/create', main, quiet },
  );
}

const user = () => userEvent.setup({ delay: null });
const area = () => screen.getByRole('combobox', { name: '收货地区' });

const open = () => fireEvent.mouseDown(area());
const menuItem = (label: string) => screen.findByText(label, { selector: '.ant-cascader-menu-item-content' });

async function pick(...labels: string[]) {
  const u = user();
  open();
  for (const label of labels) await u.click(await menuItem(label));
}

setUpScreenTests();

describe('the address widget', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('shows 正在加载地址数据... while the tree loads', async () => {
    let release: (value: unknown) => void = () => undefined;
    const quiet = fakeProvider('quiet')
      .on('custom', '/map/help/areas_version', () => new Promise((resolve) => (release = resolve)))
      .on('custom', '/map/area/three_level_address', () => ({ data: TREE }));
    renderForm(fakeProvider('main'), quiet);
    open();
    expect(await screen.findByText('正在加载地址数据...')).toBeInTheDocument();
    release({ data: { version: 'v1' } });
    expect(await menuItem('广东省')).toBeInTheDocument();
  });

  it('shows 加载地址数据失败: with the status when the tree cannot be loaded', async () => {
    const quiet = fakeProvider('quiet')
      .on('custom', '/map/help/areas_version', () => Promise.reject(Object.assign(new Error('Bad Gateway'), { status: 502 })))
      .on('custom', '/map/area/three_level_address', () => Promise.reject(Object.assign(new Error('Bad Gateway'), { status: 502 })));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderForm(fakeProvider('main'), quiet);
    open();
    expect(await screen.findByText('加载地址数据失败:502')).toBeInTheDocument();
    warn.mockRestore();
  });

  it('saves the codes and names of the chosen address and keeps the tree by version', async () => {
    const checks: Array<Record<string, string>> = [];
    const main = fakeProvider('main').on('create', '/test/orders', (params) => ({ data: { id: 1, ...(params.variables as object) } }));
    renderForm(main, addressCalls((body) => (checks.push(body), { data: { data: false } })));
    await user().type(screen.getByLabelText('商家'), '400107');
    await user().type(screen.getByLabelText('详细地址'), '天河路1号');
    await pick('广东省', '广州市', '天河区');
    await user().click(screen.getByRole('button', { name: zh('保存') }));
    await waitFor(() => expect(main.callsOf('create')).toHaveLength(1));
    expect(main.callsOf('create')[0]?.variables).toEqual({
      consignor_resource_id: 400107, end_address: '天河路1号',
      end_province: '广东省', end_city: '广州市', end_district: '天河区',
      end_province_code: '440000', end_city_code: '440100', end_district_code: '440106',
    });
    expect(checks[0]).toEqual({
      province_code: '440000', city_code: '440100', district_code: '440106', consignor_id: '400107', address: '天河路1号',
    });
    expect(JSON.parse(window.localStorage.getItem(ADDRESS_CACHE_KEY) ?? '{}').version).toBe('v1');
  });

  it('refuses a banned area with 该地区暂不收货 on the field and in a toast, and saves nothing', async () => {
    const main = fakeProvider('main');
    renderForm(main, addressCalls((body) => ({ data: { data: body.district_code === BANNED_DISTRICT } })));
    await pick('西藏自治区', '拉萨市', '当雄县');
    await waitFor(() => expect(screen.getAllByText('该地区暂不收货')).toHaveLength(2));
    expect(document.querySelector('.ant-message')).toHaveTextContent('该地区暂不收货');
    await user().click(screen.getByRole('button', { name: zh('保存') }));
    await waitFor(() => expect(screen.getAllByText('该地区暂不收货').length).toBeGreaterThanOrEqual(2));
    expect(main.callsOf('create')).toHaveLength(0);
  });

  it('lets the address pass when the check fails', async () => {
    const main = fakeProvider('main').on('create', '/test/orders', (params) => ({ data: { id: 2, ...(params.variables as object) } }));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderForm(main, addressCalls(() => Promise.reject(Object.assign(new Error('boom'), { status: 500 }))));
    await pick('西藏自治区', '拉萨市', '当雄县');
    await user().click(screen.getByRole('button', { name: zh('保存') }));
    await waitFor(() => expect(main.callsOf('create')).toHaveLength(1));
    expect(main.callsOf('create')[0]?.variables).toMatchObject({ end_district: '当雄县', end_district_code: '540122' });
    expect(screen.queryByText('该地区暂不收货')).toBeNull();
    warn.mockRestore();
  });

  it('shows a saved address from its names when the record has no codes', async () => {
    const main = fakeProvider('main').on('getOne', '/test/orders', () => ({
      data: { id: 3, end_province: '广东省', end_city: '广州市', end_district: '从化区' },
    }));
    renderForm(main, addressCalls(), '3');
    const field = await screen.findByText('广东省 / 广州市 / 从化区');
    expect(within(field.closest('.ant-select') as HTMLElement).getByText('广东省 / 广州市 / 从化区')).toBeInTheDocument();
  });
});

import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormScreen } from '../../../src/screen-model/types';
import { configItemOptions, toTreeOptions, treeLabelMatches, treeNodesOf } from '../../../src/widgets/tree-options';
import { FormRenderer } from '../../../renderers/generic';
import { fakeProvider, findLocation, renderScreen, SCREEN_TEST_TIMEOUT_MS, setUpScreenTests, zh, type FakeProvider } from '../generic/harness';

const GROUP_TREE = {
  list: [
    { id: 1, name: '华东事业部', children: [{ id: 11, name: '上海分部', children: [] }, { id: 12, name: '杭州分部', children: [] }] },
    { id: 2, name: '华南事业部', children: [{ id: 21, name: '广州分部', children: [] }] },
  ],
};

const accountForm: FormScreen = {
  $schema: '../../schemas/screen.schema.json',
  kind: 'form',
  path: '/fixture/account/add',
  title: '新增账号',
  api: { resource: '/system/accounts' },
  sections: [
    {
      fields: [
        { key: 'group_id', label: '所属事业部', widget: 'treeSelect', tree: { url: '/user/group/tree', valueKey: 'id' } },
        { key: 'service_types', label: '可派单服务', widget: 'treeSelect', multiple: true, tree: { configCategory: 'DRIVER_SERVICE_TYPE' } },
      ],
    },
  ],
  returnTo: '/fixture/account/index',
};

function renderForm(main: FakeProvider) {
  renderScreen(<FormRenderer descriptor={accountForm} params={{}} />, { route: '/fixture/account/add', url: '/fixture/account/add', main });
}

const groupsAndServices = () =>
  fakeProvider('main')
    .on('custom', '/user/group/tree', () => ({ data: GROUP_TREE }))
    .on('custom', '/config/item/getConfigItemList', (params) => {
      expect(params.query).toEqual({ category_code: 'DRIVER_SERVICE_TYPE' });
      return { data: [{ code: 'DELIVERY', name: '配送' }, { code: 'INSTALL', name: '安装' }] };
    });

const popup = () => document.querySelector('.ant-select-dropdown:not(.ant-select-dropdown-hidden)') as HTMLElement;
const visibleTitles = () => Array.from(popup().querySelectorAll('.ant-select-tree-title')).map((node) => node.textContent);

setUpScreenTests();

describe('tree rules', () => {
  it('reads value/label/children or id/name/children, or the keys a descriptor names', () => {
    expect(toTreeOptions(treeNodesOf(GROUP_TREE))).toEqual([
      { value: 1, label: '华东事业部', children: [{ value: 11, label: '上海分部' }, { value: 12, label: '杭州分部' }] },
      { value: 2, label: '华南事业部', children: [{ value: 21, label: '广州分部' }] },
    ]);
    expect(toTreeOptions([{ value: '110000', label: '北京市', children: [{ value: '110100', label: '北京城区' }] }])).toEqual([
      { value: '110000', label: '北京市', children: [{ value: '110100', label: '北京城区' }] },
    ]);
    expect(toTreeOptions(treeNodesOf({ children: [{ code: 'PC001', title: '家具', sub: [{ code: 'PC002', title: '床' }] }] }), {
      valueKey: 'code', labelKey: 'title', childrenKey: 'sub',
    })).toEqual([{ value: 'PC001', label: '家具', children: [{ value: 'PC002', label: '床' }] }]);
    expect(configItemOptions([{ code: 'DELIVERY', name: '配送' }])).toEqual([{ value: 'DELIVERY', label: '配送' }]);
    expect(toTreeOptions([{ name: '无值节点' }, null, 'x'])).toEqual([]);
  });

  it('filters by label, ignoring case and outer spaces', () => {
    expect(treeLabelMatches(' 华南 ', '华南事业部')).toBe(true);
    expect(treeLabelMatches('ab', 'xABy')).toBe(true);
    expect(treeLabelMatches('华北', '华南事业部')).toBe(false);
    expect(treeLabelMatches('', '任何')).toBe(true);
  });
});

describe('treeSelect form widget', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('opens a 400 px popover of the tree, filters it by the typed label and saves the picked node', async () => {
    const user = userEvent.setup({ delay: null });
    const main = groupsAndServices().on('create', '/system/accounts', () => ({ data: { id: 1 } }));
    renderForm(main);

    const groups = await screen.findByRole('combobox', { name: '所属事业部' });
    await waitFor(() => expect(main.callsOf('custom').map((call) => call.url)).toContain('/user/group/tree'));
    await user.click(groups);
    await waitFor(() => expect(visibleTitles()).toContain('杭州分部'));
    expect(popup().style.width).toBe('400px');

    await user.type(groups, '华南');
    await waitFor(() => expect(visibleTitles()).not.toContain('杭州分部'));
    expect(visibleTitles()).toContain('华南事业部');
    await user.click(popup().querySelector('[title="华南事业部"]') as HTMLElement);

    await user.click(screen.getByRole('button', { name: zh('保存') }));
    expect(await findLocation()).toBe('/fixture/account/index');
    expect(main.callsOf('create')[0]?.variables).toEqual({ group_id: 2 });
  });

  it('with multiple, checks several config items', async () => {
    const user = userEvent.setup({ delay: null });
    const main = groupsAndServices().on('create', '/system/accounts', () => ({ data: { id: 1 } }));
    renderForm(main);
    const services = await screen.findByRole('combobox', { name: '可派单服务' });
    await user.click(services);
    await waitFor(() => expect(visibleTitles()).toEqual(['配送', '安装']));
    await user.click(popup().querySelector('[title="配送"]') as HTMLElement);
    await user.click(popup().querySelector('[title="安装"]') as HTMLElement);
    await user.click(screen.getByRole('button', { name: zh('保存') }));
    expect(await findLocation()).toBe('/fixture/account/index');
    expect(main.callsOf('create')[0]?.variables).toEqual({ service_types: ['DELIVERY', 'INSTALL'] });
  });
});

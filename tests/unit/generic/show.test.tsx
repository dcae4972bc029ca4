import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ShowRenderer } from '../../../renderers/generic';
import { roleShow } from './fixtures';
import {
  fakeProvider,
  findLocation,
  renderScreen,
  zh,
  SCREEN_TEST_TIMEOUT_MS,
  setUpScreenTests,
} from './harness';

const record = {
  id: 7,
  name: '调度员',
  status: 1,
  budget: '98765.4',
  created_at: '2024-03-05 08:09:10',
  owner: { name: '王小明' },
  tags: [{ code: 'TICKET' }, 'SECOND_DOOR', 'UNKNOWN_CODE'],
};

function renderShow(descriptor = roleShow) {
  const main = fakeProvider('main').on('getOne', '/system/roles', () => ({ data: record }));
  renderScreen(<ShowRenderer descriptor={descriptor} params={{ id: '7' }} />, {
    route: '/saas/system/role/show/:id',
    url: '/saas/system/role/show/7',
    main,
  });
  return main;
}

setUpScreenTests();

describe('ShowRenderer', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('loads the record and shows its sections with formatted values', async () => {
    const main = renderShow();
    expect(await screen.findByText('调度员')).toBeInTheDocument();
    expect(main.callsOf('getOne')[0]).toMatchObject({ resource: '/system/roles', id: '7' });

    expect(screen.getByText('基本信息')).toBeInTheDocument();
    expect(screen.getByText('其他')).toBeInTheDocument();
    expect(screen.getByText('启用')).toHaveClass('ant-tag-success');
    expect(screen.getByText('98,765.40')).toBeInTheDocument();
    expect(screen.getByText('2024-03-05 08:09:10')).toBeInTheDocument();
    expect(screen.getByText('王小明')).toBeInTheDocument();
    expect(screen.getByText('工单').closest('.ant-tag')).toHaveClass('ant-tag-error');
    expect(screen.getByText('二次上门').closest('.ant-tag')).toHaveClass('ant-tag-warning');
    expect(screen.getByText('UNKNOWN_CODE').closest('.ant-tag')).toHaveClass('ant-tag');
  });

  it('offers only 返回 for a record the server does not give', async () => {
    const main = fakeProvider('main').on('getOne', '/system/roles', () => {
      throw Object.assign(new Error('记录不存在'), { statusCode: 404 });
    });
    renderScreen(<ShowRenderer descriptor={roleShow} params={{ id: '9' }} />, { route: '/saas/system/role/show/:id', url: '/saas/system/role/show/9', main });
    expect(await screen.findByText('未找到该记录', undefined, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: zh('返回') })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: zh('编辑') })).toBeNull();
  });

  it('opens the edit route of the record', async () => {
    const user = userEvent.setup({ delay: null });
    renderShow();
    await screen.findByText('调度员');
    await user.click(screen.getByRole('button', { name: zh('编辑') }));
    expect(await findLocation()).toBe('/saas/system/role/update/7');
  });

  it('opens a linked screen for the record, showing links only while their condition matches', async () => {
    const user = userEvent.setup({ delay: null });
    renderShow({
      ...roleShow,
      links: [
        { label: '发起工单', to: '/saas/ticket/add/1/:id' },
        { label: '停用', to: '/saas/system/role/disable/:id', visibleWhen: { fact: 'status', operator: 'equal', value: 0 } },
      ],
    });
    await screen.findByText('调度员');
    expect(screen.queryByRole('button', { name: '停用' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '发起工单' }));
    expect(await findLocation()).toBe('/saas/ticket/add/1/7');
  });

  it('goes back to the list', async () => {
    const user = userEvent.setup({ delay: null });
    renderShow();
    await screen.findByText('调度员');
    await user.click(screen.getByRole('button', { name: zh('返回') }));
    expect(await findLocation()).toBe('/saas/system/role/index');
  });

  it('fills {name} placeholders of api.params from the route and sends them with the record request', async () => {
    const main = fakeProvider('main').on('getOne', '/public/order/attachments', () => ({ data: { id: 3, attachment_no: 'AT2608250001' } }));
    const descriptor = { ...roleShow, api: { resource: '/public/order/attachments', params: { attachment_no: '{no}', channel: 'sms' } } };
    renderScreen(<ShowRenderer descriptor={descriptor} params={{ id: '3', no: 'AT2608250001' }} />, {
      route: '/order/attachment/:id/:no',
      url: '/order/attachment/3/AT2608250001',
      main,
    });
    await screen.findByText('基本信息');
    expect(main.callsOf('getOne')[0]).toMatchObject({ resource: '/public/order/attachments', id: '3', meta: { params: { attachment_no: 'AT2608250001', channel: 'sms' } } });
  });
});

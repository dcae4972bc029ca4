import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ScreenRenderProps } from '../../../src/app/composition';
import type { CustomScreen } from '../../../src/screen-model/types';
import { clearSession } from '../../../src/session/token-store';
import { ActiveEntryScreen } from '../../../renderers/public/ActiveEntryScreen';
import { ExaminingScreen } from '../../../renderers/public/ExaminingScreen';
import { fakeProvider, findLocation, renderScreen, SCREEN_TEST_TIMEOUT_MS, setUpScreenTests, type FakeProvider } from '../generic/harness';

function props(path: string, renderer: string, title: string): ScreenRenderProps {
  const descriptor: CustomScreen = { $schema: '../../schemas/screen.schema.json', path, title, kind: 'custom', renderer, cache: false };
  return {
    entry: { file: `public${path}.json`, path, aliases: [], title, kind: 'custom', cache: false, renderer, load: () => Promise.resolve(descriptor) },
    descriptor,
    params: {},
    pathname: path,
  };
}

function renderExamining(main: FakeProvider) {
  renderScreen(<ExaminingScreen {...props('/examining', 'examining', '资料审核中')} />, { route: '/examining', url: '/examining', main });
}

const review = (data: Record<string, unknown>) => () => ({ data: { company_name: '顺达物流', contact_name: '王建军', phone: '19900001111', ...data } });

setUpScreenTests();
afterEach(() => clearSession());

describe('/examining', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('asks to log in, and calls nothing, without a session', async () => {
    renderExamining(fakeProvider('main'));
    expect(await screen.findByText('请先登录')).toBeInTheDocument();
  });

  it('shows a pending review with its submission time', async () => {
    window.localStorage.setItem('token', 't');
    renderExamining(fakeProvider('main').on('custom', '/user/audit/company', review({ audit_status: 'PENDING', submitted_at: '2025-03-01 10:00:00' })));
    expect(await screen.findByText('资料审核中')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: '企业资料审核' })).toBeInTheDocument();
    expect(screen.getByText('待审核')).toBeInTheDocument();
    expect(screen.getByText('2025-03-01 10:00:00')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '修改企业资料' })).toBeInTheDocument();
  });

  it('shows the reason of a rejection and leads to the edit page', async () => {
    window.localStorage.setItem('token', 't');
    const user = userEvent.setup({ delay: null });
    renderExamining(fakeProvider('main').on('custom', '/user/audit/company', review({ audit_status: 'REJECTED', audit_reason: '营业执照照片不清晰' })));
    expect(await screen.findByText('审核未通过')).toBeInTheDocument();
    expect(screen.getByText('已驳回')).toBeInTheDocument();
    expect(screen.getByText('驳回原因')).toBeInTheDocument();
    expect(screen.getByText('营业执照照片不清晰')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '修改企业资料' }));
    expect(await findLocation()).toBe('/edit-company');
  });

  it('offers to enter the system once approved', async () => {
    window.localStorage.setItem('token', 't');
    renderExamining(fakeProvider('main').on('custom', '/user/audit/company', review({ audit_status: 'APPROVED' })));
    expect(await screen.findByText('审核已通过')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '进入系统' })).toBeInTheDocument();
  });

  it('leads to /register2 while the details are not sent yet', async () => {
    window.localStorage.setItem('token', 't');
    const user = userEvent.setup({ delay: null });
    renderExamining(fakeProvider('main').on('custom', '/user/audit/company', review({ audit_status: 'UNSUBMITTED' })));
    expect(await screen.findByText('请完善企业资料')).toBeInTheDocument();
    expect(screen.getByText('待提交')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '去完善资料' }));
    expect(await findLocation()).toBe('/register2');
  });
});

describe('/active-entry', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  const renderAt = (url: string, main: FakeProvider) =>
    renderScreen(<ActiveEntryScreen {...props('/active-entry', 'activeEntry', '账号激活')} />, { route: '/active-entry', url, main });

  it('says a link without a code is invalid, and calls nothing', async () => {
    renderAt('/active-entry', fakeProvider('main'));
    expect(await screen.findByText('激活链接无效')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: '账号激活' })).toBeInTheDocument();
  });

  it('activates the account of the code once and names it', async () => {
    const main = fakeProvider('main').on('custom', '/user/users/activateAccount', () => ({ data: { username: '19900001111' } }));
    renderAt('/active-entry?code=abc123', main);
    expect(await screen.findByText('账号已激活')).toBeInTheDocument();
    expect(screen.getByText('账号 19900001111 已激活，请使用手机号和密码登录。')).toBeInTheDocument();
    expect(main.callsOf('custom')).toEqual([expect.objectContaining({ method: 'post', payload: { code: 'abc123' } })]);
  });

  it('shows the server\'s reason when activation fails', async () => {
    const main = fakeProvider('main').on('custom', '/user/users/activateAccount', () => {
      throw Object.assign(new Error('激活链接无效或已过期'), { msg: '激活链接无效或已过期', statusCode: 400 });
    });
    renderAt('/active-entry?code=used', main);
    expect(await screen.findByText('激活失败')).toBeInTheDocument();
    expect(screen.getByText('激活链接无效或已过期')).toBeInTheDocument();
  });
});

import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Refine, type AuthProvider } from '@refinedev/core';
import routerProvider from '@refinedev/react-router';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { registerMessages, useLanguageStore } from '../../../src/i18n';
import { shell } from '../../../src/i18n/messages/shell';
import { UserMenu } from '../../../renderers/shell/UserMenu';

registerMessages(shell);
useLanguageStore.setState({ language: 'zh' });

const authProvider: AuthProvider = {
  login: async () => ({ success: true }),
  logout: async () => ({ success: true }),
  check: async () => ({ authenticated: true }),
  onError: async () => ({}),
  getIdentity: async () => ({ id: 2, name: '李建国', display_name: '李建国' }),
};

function Location() {
  return <div data-testid="location">{useLocation().pathname}</div>;
}

describe('the navbar user menu', () => {
  it('holds the spec’s entries only: 首页, 我的帐号, 切换事业部, 退出登录 (修改密码 is on 我的帐号)', async () => {
    const user = userEvent.setup({ delay: null });
    render(
      <MemoryRouter initialEntries={['/my/wtoms']}>
        <Refine authProvider={authProvider} routerProvider={routerProvider} options={{ disableTelemetry: true }}>
          <Routes>
            <Route path="*" element={<><UserMenu /><Location /></>} />
          </Routes>
        </Refine>
      </MemoryRouter>,
    );
    await user.click(await screen.findByTestId('user-menu'));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['首页', '我的帐号', '切换事业部', '退出登录']);
    await user.click(screen.getByRole('menuitem', { name: '我的帐号' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/saas/account/my/index');
  });
});

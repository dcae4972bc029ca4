import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { registerMessages, useLanguageStore } from '../../../src/i18n';
import { shell } from '../../../src/i18n/messages/shell';
import { LoginPage } from '../../../renderers/shell/LoginPage';

registerMessages(shell);
useLanguageStore.setState({ language: 'zh' });

function renderLogin() {
  return render(
    <MemoryRouter initialEntries={['/login']}>
      <LoginPage />
    </MemoryRouter>,
  );
}

describe('login page (without antd)', () => {
  it('asks for the username and the password, each message tied to its input', async () => {
    renderLogin();
    await userEvent.click(screen.getByRole('button', { name: /登\s*录/ }));
    const username = screen.getByLabelText('用户名');
    const password = screen.getByLabelText('密码');
    expect(screen.getByText('请输入用户名')).toBeVisible();
    expect(screen.getByText('请输入密码')).toBeVisible();
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(username).toHaveAccessibleDescription('请输入用户名');
    expect(password).toHaveAccessibleDescription('请输入密码');
    expect(screen.getAllByRole('alert')).toHaveLength(2);
  });

  it('takes a username of spaces as missing, and clears a message once the field is filled', async () => {
    renderLogin();
    const username = screen.getByLabelText('用户名');
    await userEvent.type(username, '   ');
    expect(screen.getByText('请输入用户名')).toBeVisible();
    await userEvent.type(username, 'admin');
    expect(screen.queryByText('请输入用户名')).toBeNull();
    expect(username).not.toHaveAttribute('aria-invalid');
  });

  it('shows the password on the eye toggle, and links to password recovery and registration', async () => {
    renderLogin();
    const password = screen.getByLabelText('密码');
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('img', { name: 'eye-invisible' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('link', { name: '忘记密码？' })).toBeVisible();
    expect(screen.getByRole('link', { name: '注册企业账号' })).toBeVisible();
    // Drawn without antd's components: nothing of antd's markup on the page.
    expect(document.querySelector('[class*="ant-"]')).toBeNull();
  });
});

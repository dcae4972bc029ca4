import { useState } from 'react';
import { Button, Card, Form, Input, Typography } from 'antd';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Link, useSearchParams } from 'react-router';
import { FORGET_PASSWORD_PATH, REGISTER_PATH } from '../../src/config/account';
import { useBrandStore } from '../../src/app/brand-store';
import { useT } from '../../src/i18n';
import { mainClient } from '../../src/http';
import { createAuthProvider } from '../../src/session/auth-provider';

// Called directly rather than through Refine's useLogin: the login page loads without Refine.
const authProvider = createAuthProvider(mainClient);

interface Credentials {
  username: string;
  password: string;
}

/** Login: the username is trimmed; after login the `redirect` target (same-origin only) opens. */
export function LoginPage() {
  const t = useT();
  const [params] = useSearchParams();
  const { systemName, logo } = useBrandStore((s) => s.brand);
  const [busy, setBusy] = useState(false);
  const submit = (values: Credentials) => {
    setBusy(true);
    // The HTTP layer already shows the server's message; a successful login reloads the page.
    void authProvider.login({ ...values, redirect: params.get('redirect') }).finally(() => setBusy(false));
  };
  return (
    <main style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', background: 'linear-gradient(135deg,#e6f4ff,#f5f5f5)' }}>
      <Card style={{ width: 380 }}>
        <div style={{ textAlign: 'center', marginBottom: 24 }}>
          {logo && <img src={logo} alt="" width={48} height={48} />}
          <Typography.Title level={3} data-testid="system-name" style={{ margin: '8px 0 0' }}>{systemName}</Typography.Title>
          <Typography.Text type="secondary">{t('login.title')}</Typography.Text>
        </div>
        <Form<Credentials> layout="vertical" onFinish={submit} requiredMark={false}>
          <Form.Item name="username" label={t('login.username')} rules={[{ required: true, whitespace: true, message: t('login.usernameRequired') }]}>
            <Input prefix={<UserOutlined />} autoComplete="username" autoFocus />
          </Form.Item>
          <Form.Item name="password" label={t('login.password')} rules={[{ required: true, message: t('login.passwordRequired') }]}>
            <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={busy}>{t('login.submit')}</Button>
        </Form>
        <div style={{ display: 'flex', justifyContent: 'space-between', marginTop: 16 }}>
          <Link to={FORGET_PASSWORD_PATH}>{t('login.forgetPassword')}</Link>
          <Link to={REGISTER_PATH}>{t('login.register')}</Link>
        </div>
      </Card>
    </main>
  );
}

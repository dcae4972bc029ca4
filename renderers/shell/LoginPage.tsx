import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { FORGET_PASSWORD_PATH, REGISTER_PATH } from '../../src/config/account';
import { useBrandStore } from '../../src/app/brand-store';
import { useT } from '../../src/i18n';
import { mainClient } from '../../src/http';
import { createAuthProvider } from '../../src/session/auth-provider';
import { LoginField } from './login/LoginField';
import { LoadingOutlined, LockOutlined, SvgIcon, UserOutlined } from './login/login-icons';
import { buttonText } from './login/button-text';
import './login/LoginPage.css';

// Called directly rather than through Refine's useLogin: the login page loads without Refine.
const authProvider = createAuthProvider(mainClient);

type FieldName = 'username' | 'password';
type Errors = Partial<Record<FieldName, string>>;

/**
 * Login: the username is trimmed; after login the `redirect` target (same-origin only) opens.
 * Plain elements and a small stylesheet drawn like antd's Card/Form/Input/Button, so the page loads
 * no antd (the first load of the app stays small); messages from the server come through the
 * HTTP layer's notifier, which loads antd's message on first use.
 */
export function LoginPage() {
  const t = useT();
  const [params] = useSearchParams();
  const { systemName, logo } = useBrandStore((s) => s.brand);
  const [values, setValues] = useState({ username: '', password: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  // The rules of the former antd form: a username of only spaces is missing too.
  const validate = (name: FieldName, value: string): string | undefined => {
    if (name === 'username') return value.trim() ? undefined : t('login.usernameRequired');
    return value ? undefined : t('login.passwordRequired');
  };
  const change = (name: FieldName, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: validate(name, value) }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found: Errors = { username: validate('username', values.username), password: validate('password', values.password) };
    setErrors(found);
    if (found.username || found.password) return;
    setBusy(true);
    // The HTTP layer already shows the server's message; a successful login reloads the page.
    void authProvider.login({ ...values, redirect: params.get('redirect') }).finally(() => setBusy(false));
  };

  return (
    <main className="login-page">
      <div className="login-card">
        <div className="login-header">
          {logo && <img src={logo} alt="" width={48} height={48} />}
          <h3 className="login-title" data-testid="system-name">{systemName}</h3>
          <span className="login-subtitle">{t('login.title')}</span>
        </div>
        <form className="login-form" onSubmit={submit} noValidate>
          <LoginField
            name="username"
            label={t('login.username')}
            value={values.username}
            error={errors.username}
            onChange={(value) => change('username', value)}
            prefix={<SvgIcon icon={UserOutlined} />}
            autoComplete="username"
            autoFocus
          />
          <LoginField
            name="password"
            label={t('login.password')}
            value={values.password}
            error={errors.password}
            onChange={(value) => change('password', value)}
            prefix={<SvgIcon icon={LockOutlined} />}
            autoComplete="current-password"
            password
          />
          <button type="submit" className={`login-submit${busy ? ' login-submit-busy' : ''}`} aria-busy={busy}>
            {busy && <SvgIcon icon={LoadingOutlined} spin />}
            <span>{buttonText(t('login.submit'))}</span>
          </button>
        </form>
        <div className="login-links">
          <Link to={FORGET_PASSWORD_PATH}>{t('login.forgetPassword')}</Link>
          <Link to={REGISTER_PATH}>{t('login.register')}</Link>
        </div>
      </div>
    </main>
  );
}

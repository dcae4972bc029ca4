import { useState, type ReactNode } from 'react';
import { EyeInvisibleOutlined, EyeOutlined, SvgIcon } from './login-icons';

interface LoginFieldProps {
  name: string;
  label: string;
  value: string;
  /** The validation message, shown under the input and announced (role alert, aria-describedby). */
  error?: string;
  onChange: (value: string) => void;
  prefix: ReactNode;
  autoComplete: string;
  autoFocus?: boolean;
  /** A password input with antd's eye toggle to show what was typed. */
  password?: boolean;
}

/** One labelled input of the login form, laid out like an antd vertical Form.Item. */
export function LoginField({ name, label, value, error, onChange, prefix, autoComplete, autoFocus, password = false }: LoginFieldProps) {
  const [visible, setVisible] = useState(false);
  const helpId = `${name}_help`;
  return (
    <div className={`login-item${error ? ' login-item-error' : ''}`}>
      <label className="login-label" htmlFor={name} title={label}>{label}</label>
      <span className="login-affix">
        <span className="login-prefix">{prefix}</span>
        <input
          id={name}
          name={name}
          className="login-input"
          type={password && !visible ? 'password' : 'text'}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          autoComplete={autoComplete}
          autoFocus={autoFocus}
          aria-required="true"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? helpId : undefined}
        />
        {password && (
          // Like antd's Input.Password: the icon toggles, the keyboard does not stop on it.
          <span className="login-suffix" onMouseDown={(event) => event.preventDefault()} onClick={() => setVisible((shown) => !shown)}>
            <SvgIcon icon={visible ? EyeOutlined : EyeInvisibleOutlined} />
          </span>
        )}
      </span>
      {error && (
        <div id={helpId} className="login-explain">
          <div role="alert">{error}</div>
        </div>
      )}
    </div>
  );
}

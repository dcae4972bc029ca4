import type { IconDefinition } from '@ant-design/icons-svg/lib/types';
import EyeInvisibleOutlined from '@ant-design/icons-svg/es/asn/EyeInvisibleOutlined';
import EyeOutlined from '@ant-design/icons-svg/es/asn/EyeOutlined';
import LoadingOutlined from '@ant-design/icons-svg/es/asn/LoadingOutlined';
import LockOutlined from '@ant-design/icons-svg/es/asn/LockOutlined';
import UserOutlined from '@ant-design/icons-svg/es/asn/UserOutlined';

export { EyeInvisibleOutlined, EyeOutlined, LoadingOutlined, LockOutlined, UserOutlined };

/**
 * One of antd's icon shapes (the same SVG data @ant-design/icons draws) without @ant-design/icons
 * and its css-in-js: the login page loads no antd. Marked up like antd's icons (role img, the icon's name).
 */
export function SvgIcon({ icon, className, spin = false }: { icon: IconDefinition; className?: string; spin?: boolean }) {
  if (typeof icon.icon === 'function') return null;
  const { attrs, children = [] } = icon.icon;
  return (
    <span role="img" aria-label={icon.name} className={`login-icon${spin ? ' login-icon-spin' : ''}${className ? ` ${className}` : ''}`}>
      <svg viewBox={attrs.viewBox} focusable="false" width="1em" height="1em" fill="currentColor" aria-hidden="true">
        {children.map((node, index) => (node.tag === 'path' ? <path key={index} d={node.attrs.d} /> : null))}
      </svg>
    </span>
  );
}

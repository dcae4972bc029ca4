import { useContext, type CSSProperties, type ReactNode } from 'react';
import { ConfigProvider } from 'antd';
// Only the style hook: antd's Typography.Title/Text also import the editable (TextArea, rc-textarea),
// copyable and ellipsis parts, which the shell and the lists never use.
import useTypographyStyle from 'antd/es/typography/style';

interface PlainTypographyProps {
  /** antd's `type`; only the one the shell and lists use. */
  type?: 'secondary';
  title?: string;
  style?: CSSProperties;
  children?: ReactNode;
  'data-testid'?: string;
}

/**
 * The element antd's Typography.Title or Typography.Text draws without ellipsis, copy or edit:
 * the same tag, classes (ant-typography, ant-typography-secondary, rtl, the theme's hash) and
 * ConfigProvider `typography` class and style, so it looks the same.
 */
function PlainTypography({ as: Tag, type, style, children, ...rest }: PlainTypographyProps & { as: 'h1' | 'span' }) {
  const { getPrefixCls, direction, typography } = useContext(ConfigProvider.ConfigContext);
  const prefixCls = getPrefixCls('typography');
  const [wrapCSSVar, hashId, cssVarCls] = useTypographyStyle(prefixCls);
  const className = [
    prefixCls,
    typography?.className,
    direction === 'rtl' && `${prefixCls}-rtl`,
    type && `${prefixCls}-${type}`,
    hashId,
    cssVarCls,
  ].filter(Boolean).join(' ');
  return wrapCSSVar(
    <Tag className={className} style={{ ...typography?.style, ...style }} {...rest}>
      {children}
    </Tag>,
  );
}

/** As `<Typography.Title level={1}>`. */
export function PlainHeading(props: Omit<PlainTypographyProps, 'type'>) {
  return <PlainTypography as="h1" {...props} />;
}

/** As `<Typography.Text>`. */
export function PlainText(props: PlainTypographyProps) {
  return <PlainTypography as="span" {...props} />;
}

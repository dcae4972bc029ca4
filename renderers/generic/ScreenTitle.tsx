import type { CSSProperties, ReactNode } from 'react';
import { theme } from 'antd';
import { PlainHeading } from '../widgets/PlainTypography';

/**
 * A screen's title: the page's level-1 heading, so every screen has one (axe page-has-heading-one) and a
 * screen reader can jump to it, drawn at the size antd gives an h4 (or h3 for the welcome greeting).
 */
export function ScreenTitle({ children, size = 4, style }: { children: ReactNode; size?: 3 | 4; style?: CSSProperties }) {
  const { token } = theme.useToken();
  const fontSize = size === 3 ? token.fontSizeHeading3 : token.fontSizeHeading4;
  const lineHeight = size === 3 ? token.lineHeightHeading3 : token.lineHeightHeading4;
  return (
    <PlainHeading style={{ fontSize, lineHeight, ...style }}>
      {children}
    </PlainHeading>
  );
}

import type { ReactNode } from 'react';
import { Card, Typography } from 'antd';
import { useBrandStore } from '../../src/app/brand-store';
import { ScreenTitle } from './ScreenTitle';

/** Width of the card of an account page outside the shell (sign-up, password reset, review status). */
export const CENTERED_CARD_WIDTH = 520;

/**
 * An account page outside the shell: the brand above one centered card, like the login page. The card's
 * title is the page's level-1 heading (axe page-has-heading-one), so every account page has one.
 */
export function CenteredPage({ title, children }: { title: string; children: ReactNode }) {
  const { systemName, logo } = useBrandStore((s) => s.brand);
  return (
    // The page's <main> is the public screen's own (src/app/PublicScreen.tsx).
    <div style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', padding: '32px 16px', background: 'linear-gradient(135deg,#e6f4ff,#f5f5f5)' }}>
      <div style={{ width: '100%', maxWidth: CENTERED_CARD_WIDTH }}>
        <div style={{ textAlign: 'center', marginBottom: 16 }}>
          {logo && <img src={logo} alt="" width={40} height={40} />}
          <Typography.Text strong style={{ display: 'block', margin: '4px 0 0', fontSize: 20 }}>{systemName}</Typography.Text>
        </div>
        <Card title={<ScreenTitle style={{ margin: 0 }}>{title}</ScreenTitle>}>{children}</Card>
      </div>
    </div>
  );
}

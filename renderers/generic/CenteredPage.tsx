import type { ReactNode } from 'react';
import { Card, Typography } from 'antd';
import { useBrandStore } from '../../src/app/brand-store';

/** Width of the card of an account page outside the shell (sign-up, password reset, review status). */
export const CENTERED_CARD_WIDTH = 520;

/** An account page outside the shell: the brand above one centered card, like the login page. */
export function CenteredPage({ title, children }: { title?: string; children: ReactNode }) {
  const { systemName, logo } = useBrandStore((s) => s.brand);
  return (
    <main style={{ minHeight: '100vh', display: 'grid', placeItems: 'center', padding: '32px 16px', background: 'linear-gradient(135deg,#e6f4ff,#f5f5f5)' }}>
      <div style={{ width: '100%', maxWidth: CENTERED_CARD_WIDTH }}>
        <div style={{ textAlign: 'center', marginBottom: 16 }}>
          {logo && <img src={logo} alt="" width={40} height={40} />}
          <Typography.Title level={4} style={{ margin: '4px 0 0' }}>{systemName}</Typography.Title>
        </div>
        <Card title={title && <Typography.Title level={4} style={{ margin: 0 }}>{title}</Typography.Title>}>{children}</Card>
      </div>
    </main>
  );
}

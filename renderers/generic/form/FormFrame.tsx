import type { ReactNode } from 'react';
import { Card, Typography } from 'antd';
import { CenteredPage } from '../CenteredPage';

/** The frame of a form screen: a card in the screen area, or the centered account-page card ("narrow"). */
export function FormFrame({ layout, title, children }: { layout: 'page' | 'narrow' | undefined; title: string; children: ReactNode }) {
  const heading = <Typography.Title level={4} style={{ margin: 0 }}>{title}</Typography.Title>;
  return layout === 'narrow' ? <CenteredPage title={heading}>{children}</CenteredPage> : <Card title={heading}>{children}</Card>;
}

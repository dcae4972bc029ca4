import type { ReactNode } from 'react';
import { Card, Typography } from 'antd';
import { CenteredPage } from '../CenteredPage';

/** The frame of a form screen: a card in the screen area, or the centered account-page card ("narrow"). */
export function FormFrame({ layout, title, children }: { layout: 'page' | 'narrow' | undefined; title: string; children: ReactNode }) {
  if (layout === 'narrow') return <CenteredPage title={title}>{children}</CenteredPage>;
  return <Card title={<Typography.Title level={4} style={{ margin: 0 }}>{title}</Typography.Title>}>{children}</Card>;
}

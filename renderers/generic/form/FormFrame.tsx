import type { ReactNode } from 'react';
import { Card } from 'antd';
import { CenteredPage } from '../CenteredPage';
import { ScreenTitle } from '../ScreenTitle';

/** The frame of a form screen: a card in the screen area, or the centered account-page card ("narrow"). */
export function FormFrame({ layout, title, children }: { layout: 'page' | 'narrow' | undefined; title: string; children: ReactNode }) {
  if (layout === 'narrow') return <CenteredPage title={title}>{children}</CenteredPage>;
  return <Card title={<ScreenTitle style={{ margin: 0 }}>{title}</ScreenTitle>}>{children}</Card>;
}

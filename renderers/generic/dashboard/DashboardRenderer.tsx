import { lazy, Suspense } from 'react';
import { Card, Col, Row } from 'antd';
import type { DashboardScreen } from '../../../src/screen-model/types';
import { StatCardView } from './StatCardView';
import { ScreenTitle } from '../ScreenTitle';

// Charts, their time windows and texts are a chunk of their own: the list, show and form renderers that share
// this module's chunk do not pay for them.
const ChartCard = lazy(() => import('./ChartCard').then((m) => ({ default: m.ChartCard })));

export interface DashboardRendererProps {
  descriptor: DashboardScreen;
  params: Record<string, string | undefined>;
}

const GRID_UNITS = 24;
const HALF = GRID_UNITS / 2;

/** A dashboard screen: a grid of stat cards, then its charts (half or full width). */
export function DashboardRenderer({ descriptor }: DashboardRendererProps) {
  return (
    <div>
      <ScreenTitle>{descriptor.title}</ScreenTitle>
      <Row gutter={[16, 16]}>
        {descriptor.cards.map((card) => (
          <Col key={`${card.api}#${card.valueKey}`} xs={24} sm={12} lg={6}>
            <StatCardView card={card} />
          </Col>
        ))}
        {(descriptor.charts ?? []).map((chart) => (
          <Col key={`chart:${chart.api}#${chart.title}`} xs={GRID_UNITS} lg={chart.span === 2 ? GRID_UNITS : HALF}>
            <Suspense fallback={<Card title={chart.title} loading />}>
              <ChartCard chart={chart} />
            </Suspense>
          </Col>
        ))}
      </Row>
    </div>
  );
}

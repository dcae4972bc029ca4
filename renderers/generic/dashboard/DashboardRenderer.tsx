import { lazy, Suspense } from 'react';
import { Button, Card, Col, Flex, Row, Space } from 'antd';
import { useNavigate } from 'react-router';
import { useMenuStore } from '../../../src/access/menu-store';
import { matchesPattern } from '../../../src/access/paths';
import type { DashboardScreen, FormLink } from '../../../src/screen-model/types';
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

/** The links whose route the account's menu permission allows (a link elsewhere would end on 404). */
function useAllowedLinks(links: readonly FormLink[] | undefined): FormLink[] {
  const paths = useMenuStore((state) => state.paths);
  return (links ?? []).filter((link) => [...(paths ?? [])].some((pattern) => matchesPattern(pattern, link.to)));
}

/** A dashboard screen: its title with its links, a grid of stat cards, then its charts (half or full width). */
export function DashboardRenderer({ descriptor }: DashboardRendererProps) {
  const navigate = useNavigate();
  const links = useAllowedLinks(descriptor.links);
  return (
    <div>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <ScreenTitle>{descriptor.title}</ScreenTitle>
        {links.length > 0 && (
          <Space wrap>
            {links.map((link) => (
              <Button key={link.to} onClick={() => void navigate(link.to)}>
                {link.label}
              </Button>
            ))}
          </Space>
        )}
      </Flex>
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

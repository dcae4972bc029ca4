import { Card, Col, Row, Statistic, Typography } from 'antd';
import { useCustom } from '@refinedev/core';
import type { DashboardScreen, StatCard } from '../../../src/screen-model/types';
import { renderValue } from '../formatters';
import { getPath } from '../paths';

export interface DashboardRendererProps {
  descriptor: DashboardScreen;
  params: Record<string, string | undefined>;
}

/** One stat card: GET its API and show the number at `valueKey` of the response data. */
function StatCardView({ card }: { card: StatCard }) {
  const { query, result } = useCustom({
    url: card.api,
    method: 'get',
    // Server errors are already shown by the HTTP layer.
    errorNotification: false,
  });
  const value = getPath(result.data, card.valueKey);
  return (
    <Card loading={query.isLoading}>
      <Statistic
        title={card.title}
        value={typeof value === 'number' || typeof value === 'string' ? value : undefined}
        formatter={() => renderValue(value, card.format, { record: result.data })}
      />
    </Card>
  );
}

/** A dashboard screen: a grid of stat cards. */
export function DashboardRenderer({ descriptor }: DashboardRendererProps) {
  return (
    <div>
      <Typography.Title level={4}>{descriptor.title}</Typography.Title>
      <Row gutter={[16, 16]}>
        {descriptor.cards.map((card) => (
          <Col key={`${card.api}#${card.valueKey}`} xs={24} sm={12} lg={6}>
            <StatCardView card={card} />
          </Col>
        ))}
      </Row>
    </div>
  );
}

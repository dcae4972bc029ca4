import { Card, Statistic } from 'antd';
import { useCustom } from '@refinedev/core';
import type { StatCard } from '../../../src/screen-model/types';
import { renderValue } from '../formatters';
import { getPath } from '../paths';

/** One stat card: GET its API and show the number at `valueKey` of the response data. */
export function StatCardView({ card }: { card: StatCard }) {
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

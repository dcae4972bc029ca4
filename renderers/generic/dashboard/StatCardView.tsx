import { Card, Statistic } from 'antd';
import { useCustom } from '@refinedev/core';
import { Link } from 'react-router';
import { useMenuStore } from '../../../src/access/menu-store';
import { matchesPattern } from '../../../src/access/paths';
import { cardSourceHref } from '../../../src/screen-model/card-source';
import type { CardSource, StatCard } from '../../../src/screen-model/types';
import { renderValue } from '../formatters';
import { getPath } from '../paths';

/** The route opening the list a card sums, with its filters; none when the account's menu does not reach that list. */
function useSourceHref(source: CardSource | undefined): string | undefined {
  const paths = useMenuStore((state) => state.paths);
  if (!source || ![...(paths ?? [])].some((pattern) => matchesPattern(pattern, source.list))) return undefined;
  return cardSourceHref(source, new Date());
}

/**
 * One stat card: GET its API and show the number at `valueKey` of the response data. A card with a
 * `source` is a link opening the list it sums with the same filters (the list reads them from the URL).
 */
export function StatCardView({ card }: { card: StatCard }) {
  const { query, result } = useCustom({
    url: card.api,
    method: 'get',
    // Server errors are already shown by the HTTP layer.
    errorNotification: false,
  });
  const href = useSourceHref(card.source);
  const value = getPath(result.data, card.valueKey);
  const view = (
    <Card loading={query.isLoading} hoverable={href !== undefined}>
      <Statistic
        title={card.title}
        value={typeof value === 'number' || typeof value === 'string' ? value : undefined}
        formatter={() => renderValue(value, card.format, { record: result.data })}
      />
    </Card>
  );
  return href === undefined ? view : <Link to={href} aria-label={card.title} style={{ display: 'block' }}>{view}</Link>;
}

import { useMemo, useState, type CSSProperties } from 'react';
import { Card, Empty } from 'antd';
import { useCustom } from '@refinedev/core';
import type { ScreenRenderProps } from '../../src/app/composition';
import { TRANSPORTER_POSITIONS_API } from '../../src/config/transporter-map';
import { registerMessages, useT } from '../../src/i18n';
import { dashboards } from '../../src/i18n/messages/dashboards';
import { focusFromRoute, plottable, searchPositions } from '../../src/transporter-map/positions';
import { responseItems } from '../generic/list/filter-inputs/items';
import { buildMapOption } from './map-option';
import { MapCanvas } from './MapCanvas';
import { TransporterList } from './TransporterList';
import { ScreenTitle } from '../generic/ScreenTitle';

registerMessages(dashboards);

/** Map and list side by side where there is room, else one above the other (a CSS grid: no antd grid chunk for this route). */
const LAYOUT: CSSProperties = { display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 520px), 1fr))' };

/**
 * 运力实时位置 (/saas/business/transporterMap/index) and 运力位置详情 (/show/:id): every transporter with a
 * position on an offline map of China, with the list beside it. A row click centres the map on that
 * transporter and highlights it; the show route starts centred on its `:id`.
 */
export function TransporterMapScreen({ descriptor, params }: ScreenRenderProps) {
  const t = useT();
  const { query, result } = useCustom({ url: TRANSPORTER_POSITIONS_API, method: 'get', errorNotification: false });
  const rows = useMemo(() => plottable(responseItems(result.data)), [result.data]);
  const [picked, setPicked] = useState<number>();
  const [search, setSearch] = useState('');
  const focusedId = picked ?? focusFromRoute(rows, params.id);
  const focused = rows.find((row) => row.id === focusedId);
  const option = useMemo(() => buildMapOption(rows, focusedId), [rows, focusedId]);
  const listed = useMemo(() => searchPositions(rows, search), [rows, search]);

  return (
    <div>
      <ScreenTitle>{descriptor.title}</ScreenTitle>
      <div style={LAYOUT}>
        <div style={{ minWidth: 0 }}>
          <Card title={t('dashboards.map.title')} extra={focused ? t('dashboards.map.centredOn', { name: focused.name }) : undefined} loading={query.isLoading}>
            {rows.length === 0 ? (
              <Empty description={t('dashboards.map.empty')} />
            ) : (
              <MapCanvas option={option} label={t('dashboards.map.ariaLabel', { count: rows.length })} focusedId={focusedId} onPick={setPicked} />
            )}
          </Card>
        </div>
        <div style={{ minWidth: 0 }}>
          <Card title={t('dashboards.map.listTitle')} loading={query.isLoading}>
            <TransporterList rows={listed} focusedId={focusedId} search={search} onSearch={setSearch} onFocus={setPicked} />
          </Card>
        </div>
      </div>
    </div>
  );
}

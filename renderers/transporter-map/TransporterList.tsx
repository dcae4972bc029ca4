import { Input, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useT } from '../../src/i18n';
import type { TransporterPosition } from '../../src/transporter-map/positions';

interface TransporterListProps {
  rows: TransporterPosition[];
  focusedId: number | undefined;
  search: string;
  onSearch: (text: string) => void;
  onFocus: (id: number) => void;
}

const PAGE_SIZE = 10;
/**
 * Column widths (small table: 8 px cell padding a side). The status comes right after the name, so it
 * shows even where the list is narrow (beside the map on a laptop); the tag and the located time
 * (YYYY-MM-DD HH:mm:ss) get their whole width, also in English (Enabled/Disabled), and the table scrolls
 * sideways rather than squeezing and clipping them.
 */
const WIDTHS = { name: 96, status: 80, phone: 108, plate: 92, located: 164 } as const;
/** The table scrolls sideways below the sum of its columns. */
const TABLE_MIN_WIDTH = Object.values(WIDTHS).reduce((sum, width) => sum + width, 0);

/** The transporters beside the map: name, status, phone, plate and located time; a click centres the map on one. */
export function TransporterList({ rows, focusedId, search, onSearch, onFocus }: TransporterListProps) {
  const t = useT();
  const columns: ColumnsType<TransporterPosition> = [
    { key: 'name', dataIndex: 'name', title: t('dashboards.map.name'), ellipsis: true, width: WIDTHS.name },
    {
      key: 'status',
      dataIndex: 'status',
      title: t('dashboards.map.status'),
      width: WIDTHS.status,
      render: (status: unknown) =>
        status === 1 ? <Tag color="green">{t('dashboards.map.enabled')}</Tag> : <Tag color="red">{t('dashboards.map.disabled')}</Tag>,
    },
    { key: 'phone', dataIndex: 'phone', title: t('dashboards.map.phone'), width: WIDTHS.phone },
    { key: 'plate', dataIndex: 'plate_no', title: t('dashboards.map.plate'), width: WIDTHS.plate },
    { key: 'located', dataIndex: 'last_located_at', title: t('dashboards.map.locatedAt'), width: WIDTHS.located },
  ];
  const page = Math.max(1, Math.ceil((rows.findIndex((row) => row.id === focusedId) + 1) / PAGE_SIZE));
  return (
    <>
      <Input.Search
        allowClear
        aria-label={t('dashboards.map.search')}
        placeholder={t('dashboards.map.search')}
        value={search}
        onChange={(event) => onSearch(event.target.value)}
        style={{ marginBottom: 12 }}
      />
      <Table<TransporterPosition>
        size="small"
        rowKey="id"
        columns={columns}
        dataSource={rows}
        tableLayout="fixed"
        scroll={{ x: TABLE_MIN_WIDTH }}
        pagination={{ pageSize: PAGE_SIZE, showSizeChanger: false, ...(focusedId !== undefined ? { defaultCurrent: page } : {}) }}
        rowClassName={(row) => (row.id === focusedId ? 'ant-table-row-selected' : '')}
        onRow={(row) => ({
          onClick: () => onFocus(row.id),
          onKeyDown: (event) => {
            if (event.key === 'Enter' || event.key === ' ') onFocus(row.id);
          },
          tabIndex: 0,
          'aria-selected': row.id === focusedId,
          style: { cursor: 'pointer' },
        })}
      />
    </>
  );
}

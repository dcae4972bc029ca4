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

/** The transporters beside the map: name, phone, plate, located time and status; a click centres the map on one. */
export function TransporterList({ rows, focusedId, search, onSearch, onFocus }: TransporterListProps) {
  const t = useT();
  const columns: ColumnsType<TransporterPosition> = [
    { key: 'name', dataIndex: 'name', title: t('dashboards.map.name'), ellipsis: true },
    { key: 'phone', dataIndex: 'phone', title: t('dashboards.map.phone'), width: 116 },
    { key: 'plate', dataIndex: 'plate_no', title: t('dashboards.map.plate'), width: 96 },
    { key: 'located', dataIndex: 'last_located_at', title: t('dashboards.map.locatedAt'), width: 150 },
    {
      key: 'status',
      dataIndex: 'status',
      title: t('dashboards.map.status'),
      width: 70,
      render: (status: unknown) =>
        status === 1 ? <Tag color="green">{t('dashboards.map.enabled')}</Tag> : <Tag color="red">{t('dashboards.map.disabled')}</Tag>,
    },
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
        scroll={{ x: 560 }}
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

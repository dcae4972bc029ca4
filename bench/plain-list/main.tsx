/**
 * The reference page of bench/list-rows.ts: a list written the way most Refine apps write one —
 * @refinedev/core + @refinedev/antd `useTable` + antd `<Table>` with one column per descriptor column
 * — over the same API and the same data provider module as the app, without the app's shell. The
 * bench opens it with `?pageSize=N`, clicks 打开列表 and waits for the rows.
 */
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import axios from 'axios';
import { Refine } from '@refinedev/core';
import { useTable } from '@refinedev/antd';
import { Button, Space, Table, Tag } from 'antd';
import dayjs from 'dayjs';
import { createRestProvider } from '../../src/data/rest-provider';
import { mainConvention } from '../../src/data/providers';
import waybills from '../../screens/waybill/waybill-all.json';

/** The token the bench logged in with (put into this origin's storage before the page loads). */
const token = localStorage.getItem('bench-token') ?? '';
const pageSize = Number(new URLSearchParams(location.search).get('pageSize') ?? 20);
const client = axios.create({ baseURL: '/api', headers: { token } });
const dataProvider = createRestProvider(client, mainConvention);

interface EnumOption { value: string; label: string; color?: string }
interface PlainColumn { key: string; title: string; width?: number; fixed?: 'left' | 'right'; format?: { name: string; options?: EnumOption[] } }
type Row = Record<string, unknown>;

/** A cell as a typical page writes it: inline, per cell. */
function cell(column: PlainColumn, value: unknown) {
  if (value === null || value === undefined || value === '') return '-';
  switch (column.format?.name) {
    case 'enum': {
      const option = column.format.options?.find((candidate) => candidate.value === value);
      return option ? <Tag color={option.color}>{option.label}</Tag> : String(value);
    }
    case 'money':
      return Number(value).toFixed(2);
    case 'datetime':
      return dayjs(String(value)).format('YYYY-MM-DD HH:mm:ss');
    case 'tag':
      return Array.isArray(value) ? value.map((code) => <Tag key={String(code)}>{String(code)}</Tag>) : String(value);
    case 'link':
      return <a href={`#${String(value)}`}>{String(value)}</a>;
    default:
      return String(value);
  }
}

const columns = (waybills.columns as PlainColumn[]).map((column) => ({
  key: column.key,
  title: column.title,
  dataIndex: column.key,
  width: column.width,
  fixed: column.fixed,
  render: (value: unknown) => cell(column, value),
}));

function WaybillList() {
  const { tableProps } = useTable<Row>({
    resource: waybills.api.resource,
    pagination: { pageSize },
    syncWithLocation: false,
  });
  return (
    <Table<Row>
      {...tableProps}
      rowKey="id"
      rowSelection={{}}
      scroll={{ x: 'max-content' }}
      columns={[
        ...columns,
        {
          key: 'actions',
          title: '操作',
          fixed: 'right',
          render: () => (
            <Space size={0}>
              {waybills.rowActions.map((action) => (
                <Button key={action.label} type="link" size="small">
                  {action.label}
                </Button>
              ))}
            </Space>
          ),
        },
      ]}
    />
  );
}

function Page() {
  const [open, setOpen] = useState(false);
  return (
    <Refine dataProvider={dataProvider} options={{ disableTelemetry: true }}>
      <Button onClick={() => setOpen(true)}>打开列表</Button>
      {open && <WaybillList />}
    </Refine>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Page />
  </StrictMode>,
);

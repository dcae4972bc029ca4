import { memo, useCallback, useMemo, useRef, type Key } from 'react';
import { Empty, Space, Table, type CheckboxProps, type TablePaginationConfig } from 'antd';
import { PAGE_SIZE_OPTIONS } from '../../../src/config/constants';
import { VIRTUAL_BODY_HEIGHT, VIRTUAL_ROWS_ABOVE } from '../../../src/config/list';
import { actionsWidth, tableWidth } from '../../../src/screen-model/column-widths';
import type { ListScreen } from '../../../src/screen-model/types';
import { useT } from '../../../src/i18n';
import { toText } from '../formatters';
import { getPath, type Row } from '../paths';
import { useScrollableRegions } from '../scrollable-regions';
import { BulkActions } from './BulkActions';
import { ColumnSettings } from './ColumnSettings';
import { visibleColumns } from './column-settings';
import { buildColumns } from './columns';
import { FilterForm } from './FilterForm';
import { rowToneStyle } from './row-tone';
import { Toolbar } from './Toolbar';
import { useGrantedList } from './useGrantedList';
import { useListScreen } from './useListScreen';
import { useRowActionsWidth } from './useRowActionsWidth';
import { useScreenQuery } from './useScreenQuery';
import { ScreenTitle } from '../ScreenTitle';
import { PlainCard } from '../../widgets/PlainCard';

export interface ListRendererProps {
  descriptor: ListScreen;
  /** Route parameters of the current route. */
  params: Record<string, string | undefined>;
  /** The path this screen was opened at; its tab's key adds the query the screen was opened with. */
  pathname?: string;
}

/** The pagination item antd draws, unchanged. */
const keepPaginationItem: NonNullable<TablePaginationConfig['itemRender']> = (_page, _type, item) => item;

/**
 * A list screen. Filters given in the URL query (keys that are filters of the descriptor) fill the
 * filter form and the first request, so the user sees them and can clear them; a later query applies
 * its own filters.
 */
export function ListRenderer({ descriptor, params, pathname }: ListRendererProps) {
  const search = useScreenQuery(pathname);
  const { granted, workflowsReady } = useGrantedList(descriptor);
  return <ListView descriptor={granted} params={params} urlSearch={search} workflowsReady={workflowsReady} />;
}

interface ListViewProps {
  descriptor: ListScreen;
  params: Record<string, string | undefined>;
  /** The query this screen was opened with; undefined while another route is shown. */
  urlSearch: string | undefined;
  /** The workflows of its workflow actions are loaded (their labels size the actions column). */
  workflowsReady: boolean;
}

/**
 * Filter bar, toolbar with bulk actions and column settings, and a server-paginated table, drawn from
 * the list's state (useListScreen).
 */
const ListView = memo(function ListView({ descriptor, params, urlSearch, workflowsReady }: ListViewProps) {
  const t = useT();
  const list = useListScreen({ descriptor, params, urlSearch });
  const { columnPrefs, rows, selectedKeys, setSelectedKeys, lookupReady } = list;

  const actionsTitle = t('generic.actions');
  const cardRef = useRef<HTMLDivElement>(null);
  // The actions column as wide as the buttons its rows show, not the widest they might show.
  const measuredActions = useRowActionsWidth(cardRef, rows);
  // The workflows' arrival changes the workflow actions' labels, so the actions column's width.
  const columns = useMemo(
    () => buildColumns(descriptor, actionsTitle, columnPrefs, measuredActions),
    [descriptor, actionsTitle, columnPrefs, workflowsReady, measuredActions],
  );
  const selectable = (descriptor.bulkActions ?? []).length > 0;
  // Every column has a fixed width, so the table lays out without measuring its cells.
  const width = useMemo(() => {
    const actions = descriptor.rowActions ?? [];
    const estimated = tableWidth(visibleColumns(descriptor.columns, columnPrefs), actions, selectable);
    return measuredActions === undefined || actions.length === 0 ? estimated : estimated - actionsWidth(actions) + measuredActions;
  }, [descriptor, columnPrefs, selectable, workflowsReady, measuredActions]);
  // A long page renders only the rows in view; a short one renders all its rows.
  const virtual = (rows?.length ?? 0) > VIRTUAL_ROWS_ABOVE;
  const scroll = useMemo(() => (virtual ? { x: width, y: VIRTUAL_BODY_HEIGHT } : { x: width }), [virtual, width]);
  const rowTone = descriptor.rowTone;
  const onRow = useCallback((row: Row) => ({ style: rowToneStyle(rowTone, row) }), [rowTone]);
  const selectRowLabel = useCallback(
    (row: Row) => t('generic.selectRow', { name: toText(getPath(row, descriptor.titleKey ?? descriptor.rowKey ?? 'id')) }),
    [t, descriptor.titleKey, descriptor.rowKey],
  );
  const rowSelection = useMemo(
    () => (selectable
      ? {
          selectedRowKeys: selectedKeys,
          onChange: (keys: Key[]) => setSelectedKeys(keys),
          // Each row's checkbox is named by the row (axe's label rule): 选择 sd_diaodu01.
          getCheckboxProps: (row: Row) => ({ 'aria-label': selectRowLabel(row) }) as Partial<CheckboxProps>,
        }
      : undefined),
    [selectable, selectedKeys, selectRowLabel, setSelectedKeys],
  );

  const pagination: TablePaginationConfig = {
    ...list.pagination,
    simple: false,
    position: ['bottomRight'],
    showSizeChanger: true,
    pageSizeOptions: PAGE_SIZE_OPTIONS.map(String),
    showTotal: (total) => t('generic.total', { total }),
    // antd's own items, not Refine's links: a link inside each focusable item is a second Tab stop, and
    // Enter on it turned two pages (the link's click and the item's key handler).
    itemRender: keepPaginationItem,
  };
  // Named apart from the screen's own section (axe landmark-unique).
  useScrollableRegions(cardRef, t('generic.tableRegion', { title: descriptor.title }));

  return (
    <PlainCard ref={cardRef}>
      <ScreenTitle style={{ marginTop: 0 }}>{descriptor.title}</ScreenTitle>
      <FilterForm fields={list.filterFields} formProps={list.filterFormProps} requireFilter={descriptor.requireFilter} lookup={descriptor.lookup} />
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8, marginBottom: 16 }}>
        <Space wrap>
          <Toolbar descriptor={descriptor} filters={list.filters} params={params} />
          <BulkActions descriptor={descriptor} params={params} selectedKeys={selectedKeys} selectedRows={list.selectedRows} onDone={list.afterBulkAction} />
        </Space>
        <ColumnSettings columns={descriptor.columns} prefs={columnPrefs} onChange={list.setColumnPrefs} />
      </div>
      <Table<Row>
        rowKey={descriptor.rowKey ?? 'id'}
        columns={columns}
        pagination={pagination}
        onChange={list.onTableChange}
        rowSelection={rowSelection}
        virtual={virtual}
        tableLayout="fixed"
        scroll={scroll}
        onRow={rowTone ? onRow : undefined}
        dataSource={rows}
        loading={list.loading}
        locale={lookupReady ? undefined : { emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={descriptor.lookup?.hint} /> }}
      />
    </PlainCard>
  );
});

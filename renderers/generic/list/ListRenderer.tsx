import { memo, useCallback, useEffect, useMemo, useRef, useState, type Key } from 'react';
import { Empty, Space, Table, type CheckboxProps, type TablePaginationConfig, type TableProps } from 'antd';
import { useLocation } from 'react-router';
import { useTabKey } from '../../../src/app/tab-context';
import { useOperationGate } from '../../../src/app/useOperationGate';
import { grantedListActions } from '../../../src/access/granted-actions';
import { useWorkflowsReady } from '../../../src/workflow/registry';
import { fireableBulkActions, workflowsOfActions } from '../../../src/workflow/screen-actions';
import { DEFAULT_PAGE, PAGE_SIZE_OPTIONS } from '../../../src/config/constants';
import { VIRTUAL_BODY_HEIGHT, VIRTUAL_ROWS_ABOVE } from '../../../src/config/list';
import { actionsWidth, tableWidth } from '../../../src/screen-model/column-widths';
import type { ListScreen } from '../../../src/screen-model/types';
import { useT } from '../../../src/i18n';
import { toText } from '../formatters';
import { dataProviderName, fillApiParams, getPath, type Row } from '../paths';
import { useScrollableRegions } from '../scrollable-regions';
import { BulkActions } from './BulkActions';
import { ColumnSettings } from './ColumnSettings';
import { visibleColumns } from './column-settings';
import { buildColumns } from './columns';
import { FilterForm } from './FilterForm';
import { lookupSatisfied, toCrudFilters, type FilterValues } from './filters';
import { readPageSize, savePageSize } from './page-size';
import { rowToneStyle } from './row-tone';
import { Toolbar } from './Toolbar';
import { useColumnPrefs } from './useColumnPrefs';
import { useListTable } from './useListTable';
import { useRowActionsWidth } from './useRowActionsWidth';
import { urlFilterSignature, urlFilterValues } from './url-filters';
import { ScreenTitle } from '../ScreenTitle';
import { PlainCard } from '../../widgets/PlainCard';
import { useWorkflowActor } from '../workflow/useWorkflowActor';

export interface ListRendererProps {
  descriptor: ListScreen;
  /** Route parameters of the current route. */
  params: Record<string, string | undefined>;
  /** The path this screen was opened at; its tab's key adds the query the screen was opened with. */
  pathname?: string;
}

/**
 * The query this screen was opened with. Inside the tab area it is the tab key's query (a tab's key is
 * its full path), so a hidden tab of the same path never takes up the visible tab's query; elsewhere
 * it is the location's while the location is this screen's path.
 */
/** The pagination item antd draws, unchanged. */
const keepPaginationItem: NonNullable<TablePaginationConfig['itemRender']> = (_page, _type, item) => item;

function useScreenQuery(pathname: string | undefined): string | undefined {
  const tabKey = useTabKey();
  const location = useLocation();
  if (tabKey !== undefined && pathname !== undefined && tabKey.startsWith(pathname)) return tabKey.slice(pathname.length);
  return pathname === undefined || location.pathname === pathname ? location.search : undefined;
}

/**
 * A list screen. Filters given in the URL query (keys that are filters of the descriptor) fill the
 * filter form and the first request, so the user sees them and can clear them; a later query applies
 * its own filters.
 */
export function ListRenderer({ descriptor, params, pathname }: ListRendererProps) {
  const search = useScreenQuery(pathname);
  // Buttons whose operation code the account's menu entry for this screen does not list are left out.
  const allows = useOperationGate(descriptor);
  // Workflow buttons wait for their workflows (a lazy chunk each); the rows load meanwhile.
  const workflowsReady = useWorkflowsReady(workflowsOfActions(descriptor.rowActions, descriptor.bulkActions));
  const actor = useWorkflowActor(descriptor);
  const granted = useMemo(() => {
    const own = grantedListActions(descriptor, allows);
    // Bulk transitions show only when the account's party and codes may fire them (rows get no checkboxes for nothing).
    const bulkActions = fireableBulkActions(own.bulkActions, actor);
    return bulkActions?.length === own.bulkActions?.length ? own : { ...own, bulkActions };
  }, [descriptor, allows, actor, workflowsReady]);
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

/** Filter bar, toolbar with bulk actions and column settings, and a server-paginated table. */
const ListView = memo(function ListView({ descriptor, params, urlSearch, workflowsReady }: ListViewProps) {
  const t = useT();
  const filterFields = useMemo(() => descriptor.filters ?? [], [descriptor]);
  const [initialPageSize] = useState(() => readPageSize(descriptor.path));
  const [initialUrlFilters] = useState(() => toCrudFilters(filterFields, urlFilterValues(filterFields, urlSearch ?? '')));
  const [columnPrefs, setColumnPrefs] = useColumnPrefs(descriptor.path);
  const [selectedKeys, setSelectedKeys] = useState<Key[]>([]);
  // A lookup list asks the server only once one of its lookup filters has a value.
  const [lookupReady, setLookupReady] = useState(() => lookupSatisfied(descriptor.lookup, initialUrlFilters));

  const { tableProps, searchFormProps, filters, setFilters, setCurrentPage, pageSize, tableQuery } = useListTable<Row, FilterValues>({
    resource: descriptor.api.resource,
    dataProviderName: dataProviderName(descriptor.api),
    // A list call other than the collection's own (api.list); `resource` stays the data's identity.
    meta: descriptor.api.list ? { listPath: descriptor.api.list } : undefined,
    pagination: { currentPage: DEFAULT_PAGE, pageSize: initialPageSize },
    filters: {
      defaultBehavior: 'replace',
      initial: initialUrlFilters,
      permanent: Object.entries(fillApiParams(descriptor.api.params, params)).map(([field, value]) => ({ field, operator: 'eq' as const, value })),
    },
    sorters: { mode: 'off' },
    syncWithLocation: false,
    queryOptions: { enabled: lookupReady },
    onSearch: (values) => toCrudFilters(filterFields, values),
  });
  // A lookup list applies its filters and its readiness in one synchronous update: Refine's own search
  // awaits between the two, and the render in between would ask the server without the lookup value.
  const lookupSearch = (values: FilterValues) => {
    const searched = toCrudFilters(filterFields, values);
    setLookupReady(lookupSatisfied(descriptor.lookup, searched));
    setFilters(searched);
    setCurrentPage(DEFAULT_PAGE);
  };
  const filterFormProps = descriptor.lookup ? { ...searchFormProps, onFinish: lookupSearch } : searchFormProps;

  // The URL's filters in the form: at mount (the first request already carries them), and again with a
  // new search when a later query names other filter values.
  const form = searchFormProps.form;
  const appliedUrl = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (urlSearch === undefined || !form) return;
    const signature = urlFilterSignature(filterFields, urlSearch);
    if (appliedUrl.current === signature) return;
    const first = appliedUrl.current === undefined;
    appliedUrl.current = signature;
    const values = urlFilterValues(filterFields, urlSearch);
    // antd types form values as partial objects; every value here is a filter input's value.
    const fieldValues = values as Parameters<typeof form.setFieldsValue>[0];
    if (first) {
      if (Object.keys(values).length > 0) form.setFieldsValue(fieldValues);
      return;
    }
    form.resetFields();
    form.setFieldsValue(fieldValues);
    const fromUrl = toCrudFilters(filterFields, values);
    setLookupReady(lookupSatisfied(descriptor.lookup, fromUrl));
    setFilters(fromUrl);
    setCurrentPage(DEFAULT_PAGE);
  }, [urlSearch, filterFields, form, setFilters, setCurrentPage, descriptor.lookup]);

  const actionsTitle = t('generic.actions');
  // The workflows' arrival changes the workflow actions' labels, so the actions column's width.
  const rows = lookupReady ? tableProps.dataSource : [];
  const cardRef = useRef<HTMLDivElement>(null);
  // The actions column as wide as the buttons its rows show, not the widest they might show.
  const measuredActions = useRowActionsWidth(cardRef, rows);
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
  const rowKeyName = descriptor.rowKey ?? 'id';
  const selectedRows = useMemo(
    () => (selectedKeys.length === 0 ? [] : (rows ?? []).filter((row) => selectedKeys.includes(row[rowKeyName] as Key))),
    [rows, selectedKeys, rowKeyName],
  );
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
    [selectable, selectedKeys, selectRowLabel],
  );

  const onChange: TableProps<Row>['onChange'] = (pagination, tableFilters, sorter, extra) => {
    if (pagination.pageSize && pagination.pageSize !== pageSize) savePageSize(descriptor.path, pagination.pageSize);
    tableProps.onChange?.(pagination, tableFilters, sorter, extra);
  };

  const pagination: TablePaginationConfig = {
    ...(tableProps.pagination || {}),
    ...(lookupReady ? {} : { total: 0 }),
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
  const afterBulkCall = () => {
    setSelectedKeys([]);
    void tableQuery.refetch();
  };

  return (
    <PlainCard ref={cardRef}>
      <ScreenTitle style={{ marginTop: 0 }}>{descriptor.title}</ScreenTitle>
      <FilterForm fields={filterFields} formProps={filterFormProps} requireFilter={descriptor.requireFilter} lookup={descriptor.lookup} />
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8, marginBottom: 16 }}>
        <Space wrap>
          <Toolbar descriptor={descriptor} filters={filters} params={params} />
          <BulkActions descriptor={descriptor} params={params} selectedKeys={selectedKeys} selectedRows={selectedRows} onDone={afterBulkCall} />
        </Space>
        <ColumnSettings columns={descriptor.columns} prefs={columnPrefs} onChange={setColumnPrefs} />
      </div>
      <Table<Row>
        {...tableProps}
        rowKey={descriptor.rowKey ?? 'id'}
        columns={columns}
        pagination={pagination}
        onChange={onChange}
        rowSelection={rowSelection}
        virtual={virtual}
        tableLayout="fixed"
        scroll={scroll}
        onRow={rowTone ? onRow : undefined}
        // A lookup waiting for input shows nothing (not the previous answer), and is not loading:
        // Refine counts a query that has never run as loading.
        dataSource={rows}
        loading={lookupReady ? tableProps.loading : false}
        locale={lookupReady ? undefined : { emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={descriptor.lookup?.hint} /> }}
      />
    </PlainCard>
  );
});

/** Descriptor fixtures for the derived-collection, dashboard and coverage tests (an invented stowage area). */

const STATUS_OPTIONS = [
  { value: 'PLANNED', label: '计划中' },
  { value: 'DEPARTED', label: '已发车' },
  { value: 'ARRIVED', label: '已到达' },
];

export const STOWAGE_LIST = {
  path: '/saas/transit/stowage/index',
  title: '配载单',
  kind: 'list',
  api: { resource: '/fixture/stowages', convention: 'main' },
  filters: [
    { key: 'stowage_no', label: '配载单号', widget: 'text' },
    { key: 'status', label: '状态', widget: 'select', options: STATUS_OPTIONS },
    { key: 'transporter_name', label: '承运商', widget: 'text' },
    { key: 'depart_time', label: '发车时间', widget: 'dateRange' },
    { key: 'end', label: '目的地', widget: 'address' },
    { key: 'created_at', label: '创建时间', widget: 'dateRange' },
  ],
  columns: [
    { key: 'stowage_no', title: '配载单号', format: { name: 'link', to: '/saas/transit/stowage/detail/:id' } },
    { key: 'line_name', title: '线路' },
    { key: 'consignor_name', title: '商家' },
    { key: 'driver_phone', title: '司机电话' },
    { key: 'freight_amount', title: '运费', format: { name: 'money' } },
    { key: 'order_count', title: '订单数' },
    { key: 'tags', title: '标签', format: { name: 'tag' } },
    { key: 'status', title: '状态', format: { name: 'enum', options: STATUS_OPTIONS } },
    { key: 'depart_time', title: '发车时间', format: { name: 'datetime' } },
    { key: 'carrier.name', title: '嵌套字段' },
  ],
  toolbar: [{ action: 'export', operation: 'export', label: '导出', api: '/fixture/stowages/export', filePrefix: '配载单', extension: '.csv' }],
  rowActions: [
    { action: 'show', label: '查看', to: '/saas/transit/stowage/detail/:id' },
    { action: 'call', operation: 'complete', label: '到达', api: '/fixture/stowages/{id}/arrive', method: 'PUT', body: { status: 'ARRIVED' } },
  ],
};

/** A view of the same resource: only departed stowages. */
export const DEPARTED_LIST = {
  ...STOWAGE_LIST,
  path: '/saas/transit/stowage/departed/index',
  title: '已发车配载单',
  api: { resource: '/fixture/stowages', convention: 'main', params: { status: 'DEPARTED' } },
};

export const STOWAGE_FORM = {
  path: '/saas/transit/stowage/create',
  aliases: ['/saas/transit/stowage/update/:id'],
  title: '新增配载单',
  kind: 'form',
  api: { resource: '/fixture/stowages' },
  returnTo: '/saas/transit/stowage/index',
  sections: [
    {
      fields: [
        { key: 'line_name', label: '线路名称', widget: 'text', rules: [{ name: 'required' }, { name: 'maxLength', max: 30 }] },
        { key: 'transporter_name', label: '承运商', widget: 'text', rules: [{ name: 'required' }] },
        { key: 'freight_amount', label: '运费', widget: 'number', rules: [{ name: 'decimal', decimals: 2 }] },
        { key: 'is_urgent', label: '加急', widget: 'switch' },
        { key: 'remark', label: '备注', widget: 'textarea', rules: [{ name: 'maxLength', max: 200 }] },
      ],
    },
  ],
};

/** An edit-only form on the same resource: its required rules do not bind creates. */
export const STOWAGE_DEPART_FORM = {
  path: '/saas/transit/stowage/depart/:id',
  title: '发车登记',
  kind: 'form',
  api: { resource: '/fixture/stowages' },
  returnTo: '/saas/transit/stowage/index',
  sections: [{ fields: [{ key: 'depart_time', label: '发车时间', widget: 'date', rules: [{ name: 'required' }] }] }],
};

export const STOWAGE_SHOW = {
  path: '/saas/transit/stowage/detail/:id',
  title: '配载单详情',
  kind: 'show',
  api: { resource: '/fixture/stowages' },
  sections: [{ title: '基本信息', fields: [{ key: 'stowage_no', label: '配载单号' }, { key: 'plate_no', label: '车牌号' }] }],
  nested: [
    { kind: 'table', title: '装车明细', resource: '/fixture/stowage-items', filterKey: 'stowage_no', valueKey: 'stowage_no', columns: [{ key: 'order_no', title: '订单号' }, { key: 'package_count', title: '件数' }] },
  ],
};

export const FIXTURE_DASHBOARD = {
  path: '/saas/dashboard/fixture',
  title: '测试看板',
  kind: 'dashboard',
  cards: [
    { title: '处理中工单', api: '/fixture/stats/overview', valueKey: 'ticket_in_progress' },
    { title: '待处理异常', api: '/fixture/stats/overview', valueKey: 'summary.abnormal_pending' },
    { title: '满意度', api: '/fixture/stats/overview', valueKey: 'summary.satisfaction_rate' },
    { title: '订单总数', api: '/order/stats/statusSum/consignor/', valueKey: 'total' },
    { title: '配载单数', api: '/fixture/stowages', valueKey: 'total' },
  ],
  charts: [
    { title: '近七日配载', type: 'line', api: '/fixture/stats/stowages-daily', xKey: 'date', yKeys: [{ key: 'stowage_count', label: '配载单' }] },
  ],
};

export const PUBLIC_QUERY = {
  path: '/order/query',
  title: '订单查询',
  kind: 'list',
  api: { resource: '/public/fixture/order-query' },
  columns: [{ key: 'order_no', title: '订单号' }, { key: 'status', title: '状态' }, { key: 'latest_track', title: '最新物流' }],
};

/** A list of rows under one stowage: the `{id}` placeholder is accepted and does not filter. */
export const STOWAGE_LOGS = {
  path: '/saas/transit/stowage/log/:id',
  title: '配载日志',
  kind: 'list',
  api: { resource: '/fixture/stowages/{id}/logs' },
  columns: [{ key: 'operator_name', title: '操作人' }, { key: 'action_time', title: '操作时间', format: { name: 'datetime' } }],
};

/** A list in the table convention (pageNum/pageSize, success/data/totalItem). */
export const SPLIT_TABLE = {
  path: '/saas/transit/split/index',
  title: '拆单记录',
  kind: 'list',
  api: { resource: '/fixture/splits', convention: 'table' },
  columns: [{ key: 'split_no', title: '拆单号' }, { key: 'package_count', title: '件数' }],
};

/** Two resources where one is the other's export path: the shorter one owns it. */
export const SHIPMENT_LIST = {
  path: '/saas/transit/transit-shipment/index', title: '中转发运', kind: 'list', api: { resource: '/fixture/shipments' },
  columns: [{ key: 'shipment_no', title: '发运单号' }],
};
export const SHIPMENT_EXPORT_LIST = {
  path: '/saas/transit/transit-shipment/all', title: '中转发运全部', kind: 'list', api: { resource: '/fixture/shipments/export' },
  columns: [{ key: 'shipment_no', title: '发运单号' }],
};

export const FIXTURE_SCREENS: Record<string, unknown> = {
  'transit/stowage-logs.json': STOWAGE_LOGS,
  'transit/split-index.json': SPLIT_TABLE,
  'transit/shipment-index.json': SHIPMENT_LIST,
  'transit/shipment-all.json': SHIPMENT_EXPORT_LIST,
  'transit/stowage-index.json': STOWAGE_LIST,
  'transit/stowage-departed.json': DEPARTED_LIST,
  'transit/stowage-form.json': STOWAGE_FORM,
  'transit/stowage-depart.json': STOWAGE_DEPART_FORM,
  'transit/stowage-show.json': STOWAGE_SHOW,
  'dashboard/fixture.json': FIXTURE_DASHBOARD,
  'public/order-query.json': PUBLIC_QUERY,
};

/**
 * Pages that give the demo roles the work the server tests exercise: since the server allows an
 * account only the APIs its menu's screens use, a test of a role doing its work needs those screens.
 * Pass them as `extraScreens` of startTestServer (they replace TEST_SCREENS files of the same name).
 */
const list = (path: string, title: string, resource: string): Record<string, unknown> => ({ path, title, kind: 'list', api: { resource } });
const form = (path: string, title: string, resource: string): Record<string, unknown> => ({ path, title, kind: 'form', api: { resource } });

export const ROLE_PAGES: Record<string, unknown> = {
  // Orders: the merchant's list and import, the provider's list, edit form and import.
  'orders/da-index.json': { ...list('/da/order/index', '订单列表', '/order/waybills'), rowActions: [{ action: 'delete', operation: 'delete', label: '删除', confirm: '确定删除吗？' }] },
  'orders/bang-index.json': list('/bang/order/index', '全部订单', '/order/waybills'),
  'orders/bang-update.json': form('/bang/order/update/index/:id', '修改订单', '/order/waybills'),
  'orders/import.json': { path: '/saas/order/import/index', title: '导入订单', kind: 'custom' },
  'orders/da-import.json': { path: '/da/order/import', title: '导入订单', kind: 'custom' },
  'waybill/all.json': list('/saas/waybill/all/index', '全部运单', '/order/waybills'),
  // Tickets (list, create and detail screens are under /saas/ticket/).
  'tickets/v2.json': list('/saas/ticket/v2/index', '工单列表', '/order/tickets'),
  // The merchant's dashboard.
  'dashboard/consignor.json': {
    path: '/saas/consignor/index', title: '商家首页', kind: 'dashboard',
    cards: [{ title: '订单总数', api: '/order/stats/statusSum/consignor/', valueKey: 'total' }],
    charts: [
      { title: '订单状态', type: 'pie', api: '/order/stats/charts/orders-by-status', xKey: 'status', yKeys: [{ key: 'count', label: '订单' }] },
      { title: '异常类型', type: 'pie', api: '/order/stats/charts/abnormals-by-type', xKey: 'type', yKeys: [{ key: 'count', label: '异常' }] },
    ],
  },
  // The delivery provider's dashboard.
  'dashboard/delivery.json': {
    path: '/saas/delivery/index', title: '配送首页', kind: 'dashboard',
    charts: [{ title: '订单状态', type: 'pie', api: '/order/stats/charts/orders-by-status', xKey: 'status', yKeys: [{ key: 'count', label: '订单' }] }],
  },
  // The provider's resources, products, sub-accounts and transporter map.
  'resource/transporter-index.json': list('/saas/resource/transport/index', '承运商', '/resource/transporters'),
  'resource/transporter-form.json': form('/saas/resource/transport/update/:id', '编辑承运商', '/resource/transporters'),
  'resource/consignor-index.json': list('/saas/resource/consignor/index', '商家', '/resource/consignors'),
  'resource/delivery-form.json': form('/saas/resource/delivery-provider/update/:id', '编辑配送服务商', '/resource/deliveries'),
  'resource/store-index.json': list('/saas/resource/store/index', '门店', '/resource/stores'),
  'account/sub-create.json': form('/saas/account/sub/create', '新增子账号', '/user/sub_user'),
  'resource/supplier-index.json': list('/saas/resource/supplier/index', '供应商', '/resource/suppliers'),
  'resource/station-index.json': list('/saas/resource/station/index', '网点', '/resource/stations'),
  'resource/factory-index.json': list('/saas/resource/factory/index', '工厂', '/resource/factories'),
  'resource/delivery-index.json': list('/saas/resource/delivery-provider/index', '配送服务商', '/resource/deliveries'),
  'basic/product-index.json': list('/saas/basicData/product/index', '产品', '/product/products'),
  'account/sub-index.json': list('/saas/account/sub/index', '子账号', '/user/sub_user'),
  'dashboard/transporter-map.json': { path: '/saas/business/transporterMap/index', title: '运力地图', kind: 'custom' },
};

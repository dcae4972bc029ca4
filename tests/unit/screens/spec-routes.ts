/**
 * Every route path the two spec documents name verbatim, with the enumerations of core spec §2
 * written out ("roles /saas/system/role/index, /show/:id, /add, /update/:id" → four paths). Families
 * the spec describes only in words ("about 15 price types") are not here: their expansion is ours.
 */

/*
 * The kernel serves eight more itself (src/app/App.tsx), covered by tests/e2e/session.spec.ts rather
 * than here: /login, /auth-redirect, /logout, /redirect/:path*, /404, /401, /layout and /.
 */

/** Public routes of §2's access rules that are screens. */
export const PUBLIC_SCREEN_ROUTES = [
  '/test', '/register', '/register2', '/forget-password', '/edit-company', '/examining', '/active-entry',
  '/order/query', '/order/price', '/order/plan', '/order/attachment/:id/:no',
] as const;

const each = (base: string, ...leaves: string[]) => leaves.map((leaf) => `${base}/${leaf}`);
const crud = (base: string) => each(base, 'index', 'show/:id', 'add', 'update/:id');

/** Authenticated routes of §2 and of the widgets spec's shell table. */
export const AUTHENTICATED_SCREEN_ROUTES = [
  '/my/wtoms', '/my/index', '/ss-fhb/report/index/:id',
  // Dashboards
  '/saas/dashboard/index', '/saas/consignor/index', '/saas/delivery/index', '/saas/customer-service/index',
  '/saas/business/transporterMap/index', '/saas/business/transporterMap/show/:id',
  // Account and system
  '/saas/account/my/index', '/saas/message/index', '/saas/user/role/index',
  ...each('/saas/account/sub', 'index', 'create', 'detail/:id'),
  ...crud('/saas/system/role'), ...crud('/saas/system/group'), ...crud('/saas/system/account'), ...crud('/saas/system/menu'),
  '/saas/system/opsCtl/index', '/oss/config/relate/jd/index', '/oss/api/push', '/oss/setting/product-class/index',
  // Basic data
  '/saas/basicData/audit/index', '/saas/basicData/audit/show/:id',
  // Orders
  '/saas/business/order/index', '/saas/business/order/show/:id',
  ...each('/bang/order', 'index', 'show/:id', 'update/index/:id', 'recycle', 'noSendList', 'noArrivedList', 'noReceivedList', 'draft', 'importOrder', 'mergeCreate'),
  ...each('/saas/order', 'update/:id', 'detail/:id'),
  ...each('/saas/waybill', 'all/index', 'detail/:id'),
  ...each('/da/order', 'entry', 'create', 'replacement', 'draft', 'recycle', 'index', 'show/:id', 'update/index/:id', 'noArrivedList', 'deliveryDispatchList', 'noSignList', 'visitList'),
  '/da-shop/order/create', '/da-shop/order/update/index/:id',
  '/saas/order-entry/entry', '/saas/order-entry/show',
  // Abnormal cases
  ...each('/da/abnormal', 'show/:id', 'replenishShow/:id', 'update/index/:id'),
  '/saas/abnormal/create', '/saas/abnormal/detail/:id',
  // Transit
  ...each('/saas/transit', 'stowage/create', 'stowage/depart/:id', 'stowage/detail/:id', 'stowage-plan/detail/:id'),
  ...each('/saas/transit2', 'stowage/create', 'stowage/depart/:id', 'stowage/detail/:id', 'stowage-plan/detail/:id'),
  // Pricing, settlement, bills
  '/oss/config/fee/index', '/oss/config/fee/show/:id',
  '/saas/bill/journal/:id', '/saas/check-bill/journal/:id', '/saas/bill-report/servicer/index',
  // Marketing and content
  '/saas/content/article/index', '/saas/content/article/edit/:id?', '/saas/content/article/show/:id',
  '/saas/salesCenter/subscription/index', '/saas/salesCenter/subscription/show/:id?',
  // Integrations
  '/saas/order/sync/index', '/saas/order/bind/jd-mall',
] as const;

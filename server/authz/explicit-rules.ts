/**
 * Who may call the API routes no screen descriptor declares (the shell, custom screens, pickers and
 * their create dialogs, tickets, imports), and which routes are the platform administrator's alone.
 * Everything else is decided by the account's menu (api-index.ts); a route in neither is refused.
 * Routes are written as Fastify registers them; parameters match by position (route-key.ts).
 */
import type { MainType } from '../users/demo-users.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Who a rule lets through. */
export type RuleAudience =
  /** Any signed-in account (the route serves only the caller's own data, or shared reference data). */
  | { kind: 'anyAccount' }
  /** Accounts whose menu has a page under one of these route prefixes (whose entry lists `operation`, when given). */
  | { kind: 'menuPrefix'; prefixes: readonly string[]; operation?: string }
  /** Accounts of these main types. */
  | { kind: 'mainType'; types: readonly MainType[] };

export interface ExplicitRule {
  methods: readonly HttpMethod[];
  /** A Fastify route pattern; with `prefix`, every route under it. */
  route: string;
  prefix?: boolean;
  who: RuleAudience;
  /** Which screen or part of the app calls it. */
  why: string;
}

const READ: readonly HttpMethod[] = ['GET'];
const WRITE: readonly HttpMethod[] = ['POST', 'PUT', 'DELETE'];
const ALL: readonly HttpMethod[] = ['GET', 'POST', 'PUT', 'DELETE'];
const ANY: RuleAudience = { kind: 'anyAccount' };
const TICKET_PAGES: RuleAudience = { kind: 'menuPrefix', prefixes: ['/saas/ticket/'] };
/** A picker's create dialog adds a partner record: accounts holding the add code on some page of their menu. */
const ADDS_RECORDS: RuleAudience = { kind: 'menuPrefix', prefixes: ['/'], operation: 'add' };

export const EXPLICIT_RULES: readonly ExplicitRule[] = [
  // Session and shell: the caller's own account, menu, groups, notifications and the shared address data.
  { methods: READ, route: '/api/user/group/getMenuPermissionByToken', who: ANY, why: 'menu of the shell' },
  { methods: READ, route: '/api/user/group/current_user_groups', who: ANY, why: 'group switch of the shell' },
  { methods: ['PUT'], route: '/api/user/group/set_current_user_group_id_to_token', who: ANY, why: 'group switch of the shell' },
  { methods: READ, route: '/api/user/group/tree', who: ANY, why: 'group tree select' },
  { methods: READ, route: '/api/user/users/getUserInfo', who: ANY, why: 'the signed-in account' },
  { methods: READ, route: '/api/user/users/getUserByToken', who: ANY, why: 'the signed-in account' },
  { methods: READ, route: '/api/user/users/getLastLoginTime', who: ANY, why: 'welcome page' },
  { methods: READ, route: '/api/user/users/getCumulative', who: ANY, why: 'welcome page' },
  { methods: ['POST'], route: '/api/user/users/updatePassword', who: ANY, why: 'password change of 我的账号' },
  { methods: ['POST'], route: '/api/user/users/dataComplete', who: ANY, why: 'company details after sign-up (edit-company)' },
  { methods: READ, route: '/api/user/audit/company', who: ANY, why: 'the caller\'s own company review (examining)' },
  { methods: READ, route: '/api/user/user_subscription/check', who: ANY, why: 'trial banner of the shell' },
  { methods: ALL, route: '/api/notify/', prefix: true, who: ANY, why: 'the caller\'s own notifications' },
  { methods: READ, route: '/api/map/area/', prefix: true, who: ANY, why: 'address widget' },
  { methods: READ, route: '/api/map/help/areas_version', who: ANY, why: 'address widget cache' },
  { methods: READ, route: '/api/user/banned-areas/check-if-banned', who: ANY, why: 'address widget banned-area check' },
  { methods: ['POST'], route: '/api/user/banned-areas/check-if-banned', who: ANY, why: 'address widget banned-area check' },
  { methods: READ, route: '/api/file/image/policy', who: ANY, why: 'image upload' },
  { methods: ['POST'], route: '/api/file/image/upload', who: ANY, why: 'image upload' },
  { methods: READ, route: '/api/file/image/download', who: ANY, why: 'images the caller may see' },
  { methods: READ, route: '/api/config/item/getConfigItemList', who: ANY, why: 'option lists of filters and forms' },
  { methods: READ, route: '/api/config/item/get_service_pkg_list', who: ANY, why: 'service package options' },
  { methods: READ, route: '/api/user/user_config/get_list', who: ANY, why: 'settle types and permission checks of the create dialogs; service package and solution type options' },
  { methods: READ, route: '/api/user/user_config/get_info', who: ANY, why: 'the name of a saved service package or solution type' },

  // Pickers (widgets spec §7): forms of every account type use them; their create dialogs add records.
  { methods: READ, route: '/api/user/resource_binding/', prefix: true, who: ANY, why: 'partner pickers and name checks' },
  { methods: ['POST'], route: '/api/user/resource_binding/', prefix: true, who: ADDS_RECORDS, why: 'partner pickers\' create dialogs' },
  { methods: ['POST'], route: '/api/user/servicer_resource/', prefix: true, who: ADDS_RECORDS, why: 'merchant and store create dialogs' },
  { methods: READ, route: '/api/user/product/getAllProduct', who: ANY, why: 'product picker' },
  { methods: READ, route: '/api/ms-fahuobao-order/FhbOrder/getProductInfo', who: ANY, why: 'product code fields filling an order line' },
  { methods: ['POST'], route: '/api/user/product/add', who: ADDS_RECORDS, why: 'product picker create dialog' },
  { methods: READ, route: '/api/user/product-categories/cascader-data', who: ANY, why: 'product category cascader' },
  { methods: READ, route: '/api/user/warehouse/all', who: ANY, why: 'warehouse picker' },
  { methods: READ, route: '/api/order/inventory_operation/get_locations_by_product_id', who: ANY, why: 'storage location picker' },
  { methods: READ, route: '/api/user/stations', who: ANY, why: 'station picker' },
  { methods: ['POST'], route: '/api/user/stations', who: ADDS_RECORDS, why: 'station picker\'s create dialog' },
  { methods: READ, route: '/api/user/sub_user', who: ANY, why: 'sub-account picker' },
  { methods: READ, route: '/api/finance/bill-targets', who: { kind: 'menuPrefix', prefixes: ['/saas/bill/'], operation: 'bill' }, why: '生成账单: the 结算对象 picker' },

  // Tickets (custom screens under /saas/ticket/): the ticket, its schema, comments, the order's parties and fees.
  { methods: ['POST'], route: '/api/order/ticket', who: TICKET_PAGES, why: 'ticket create' },
  { methods: ['GET', 'PUT'], route: '/api/order/ticket/:id', who: TICKET_PAGES, why: 'ticket detail and its actions' },
  { methods: ['GET', 'POST'], route: '/api/order/ticket/:id/comments', who: TICKET_PAGES, why: 'ticket comments' },
  { methods: READ, route: '/api/order/ticket-schema', who: TICKET_PAGES, why: 'ticket types' },
  { methods: READ, route: '/api/order/ticket-schema/:id', who: TICKET_PAGES, why: 'ticket form schema' },
  { methods: READ, route: '/api/order/orders/:orderId/settle-targets', who: TICKET_PAGES, why: 'ticket fee lines\' settle targets' },
  {
    methods: READ, route: '/api/order/orders/check_receivable_write_off_order/:no', who: TICKET_PAGES,
    why: 'a ticket warns before fees of an order whose receivable is written off are changed',
  },
  { methods: READ, route: '/api/user/contract/partner-contacts', who: TICKET_PAGES, why: 'ticket notification contacts' },
  { methods: READ, route: '/api/order/waybills/:id', who: TICKET_PAGES, why: 'the ticket\'s order' },
  {
    methods: READ, route: '/api/order/fee-configs', who: { kind: 'menuPrefix', prefixes: ['/saas/ticket/', '/saas/abnormal/'] },
    why: 'fee tables of tickets and abnormal cases',
  },

  // Custom screens that are not descriptors of a collection.
  {
    methods: ['GET', 'POST'], route: '/api/order/import', prefix: true,
    who: { kind: 'menuPrefix', prefixes: ['/bang/order/importOrder', '/saas/order/import/', '/da/order/'], operation: 'import' },
    why: 'order import screens, and the merchant\'s order pages when it holds the import code',
  },
  {
    methods: READ, route: '/api/resource/transporters/positions',
    who: { kind: 'menuPrefix', prefixes: ['/saas/business/transporterMap/'] }, why: 'transporter map',
  },
];

/**
 * Platform administration: refused to every account but the platform administrator, even when a
 * screen in its menu uses the route (roles, accounts, menus, groups, operations, versions, company
 * review decisions, user roles and subscriptions).
 */
export const PLATFORM_ONLY_RULES: ReadonlyArray<Pick<ExplicitRule, 'methods' | 'route' | 'prefix' | 'why'>> = [
  { methods: ALL, route: '/api/system/', prefix: true, why: 'roles, accounts, menus, groups, ops controls, maintenance and versions' },
  { methods: READ, route: '/api/system/screens/', prefix: true, why: 'screens catalogue: demo roles per route, last screens:check result' },
  { methods: ['PUT'], route: '/api/user/audit/:user_id', why: 'company review decision' },
  { methods: WRITE, route: '/api/basic/qualification-audits', prefix: true, why: 'qualification review decisions' },
  { methods: WRITE, route: '/api/user/user_role', prefix: true, why: 'user roles' },
  { methods: WRITE, route: '/api/user/user_subscription', prefix: true, why: 'subscriptions management' },
  { methods: READ, route: '/api/user/user_subscription/renew', why: 'what a subscription renewal would be' },
];

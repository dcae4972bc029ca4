/** Which route areas and which buttons each menu role gets. The admin gets everything. */
import type { MenuRole } from '../users/demo-users.js';

export interface MenuCode {
  code: string;
  name: string;
}

/** Every user gets these. */
const COMMON_PREFIXES = ['/my/', '/saas/account/', '/saas/message/', '/saas/user/'];

const BANG_OPERATIONS = ['/bang/order/', '/saas/order/', '/saas/order-entry/', '/saas/waybill/', '/saas/ticket/', '/saas/abnormal/'];
const BANG_FINANCE = ['/saas/finance/', '/saas/settle/', '/bang/settle/', '/saas/bill/', '/saas/check-bill/', '/saas/bill-report/'];

/** Areas only the platform admin works in. */
export const ADMIN_ONLY_PREFIXES: readonly string[] = ['/saas/system/', '/oss/'];

/** What a delivery and installation provider (PAI) does with orders: receive, store, book, deliver, sign. */
const PAI_ORDER_WORK = [
  '/saas/order/receive/', '/saas/order/in/', '/saas/order/out/', '/saas/order/appointment/', '/saas/order/arrive/',
  '/saas/order/map-delivery/', '/saas/order/sign/', '/saas/order/feedback/', '/saas/order/detail/',
];

/** Route prefixes per role; null means every route. Only the admin reaches ADMIN_ONLY_PREFIXES. */
export const ROLE_PREFIXES: Readonly<Record<MenuRole, readonly string[] | null>> = {
  admin: null,
  servicer: [
    ...COMMON_PREFIXES, '/bang/', ...BANG_OPERATIONS, ...BANG_FINANCE, '/saas/dashboard/', '/saas/customer-service/',
    '/saas/business/', '/saas/transit/', '/saas/transit2/', '/saas/warehouse/', '/saas/sorting/', '/saas/resource/',
    '/saas/quote/', '/saas/report/', '/ss-fhb/report/', '/saas/basicData/', '/saas/api/', '/saas/content/',
    '/saas/marketing/', '/saas/salesCenter/',
  ],
  customer_service: [...COMMON_PREFIXES, ...BANG_OPERATIONS, '/saas/customer-service/', '/saas/business/'],
  supervisor: [...COMMON_PREFIXES, ...BANG_OPERATIONS, '/saas/customer-service/', '/saas/business/', '/saas/dashboard/', '/saas/report/'],
  finance: [...COMMON_PREFIXES, ...BANG_FINANCE, '/saas/waybill/', '/saas/ticket/', '/saas/quote/', '/saas/dashboard/', '/saas/report/'],
  consignor: [...COMMON_PREFIXES, '/da/', '/da-shop/', '/saas/consignor/', '/saas/check-bill/', '/saas/resource/store/'],
  delivery: [
    ...COMMON_PREFIXES, '/saas/delivery/', '/saas/warehouse/', '/saas/sorting/', '/saas/waybill/', ...PAI_ORDER_WORK,
    '/saas/abnormal/', '/saas/resource/delivery-man/', '/saas/report/delivery/', '/saas/report/warehouse/',
  ],
};

const ELEMENT = {
  add: { code: 'add', name: '新增' },
  edit: { code: 'edit', name: '编辑' },
  delete: { code: 'delete', name: '删除' },
  export: { code: 'export', name: '导出' },
} as const;

/** Button codes per role on each page. */
export const ROLE_ELEMENTS: Readonly<Record<MenuRole, readonly MenuCode[]>> = {
  admin: [ELEMENT.add, ELEMENT.edit, ELEMENT.delete, ELEMENT.export],
  servicer: [ELEMENT.add, ELEMENT.edit, ELEMENT.delete, ELEMENT.export],
  customer_service: [ELEMENT.add, ELEMENT.edit],
  supervisor: [ELEMENT.add, ELEMENT.edit, ELEMENT.export],
  finance: [ELEMENT.edit, ELEMENT.export],
  consignor: [ELEMENT.add, ELEMENT.edit, ELEMENT.export],
  delivery: [ELEMENT.edit],
};

/** Data operations per role on each page. */
export const ROLE_OPERATIONS: Readonly<Record<MenuRole, readonly MenuCode[]>> = {
  admin: [{ code: 'view', name: '查看' }, { code: 'import', name: '导入' }],
  servicer: [{ code: 'view', name: '查看' }, { code: 'import', name: '导入' }],
  customer_service: [{ code: 'view', name: '查看' }],
  supervisor: [{ code: 'view', name: '查看' }],
  finance: [{ code: 'view', name: '查看' }],
  consignor: [{ code: 'view', name: '查看' }, { code: 'import', name: '导入' }],
  delivery: [{ code: 'view', name: '查看' }],
};

export function roleCanSee(role: MenuRole, path: string): boolean {
  const prefixes = ROLE_PREFIXES[role];
  return prefixes === null || prefixes.some((prefix) => path.startsWith(prefix));
}

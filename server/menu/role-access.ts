/** Which route areas and which buttons each menu role gets. The admin gets everything. */
import { OPERATION_CODE_LIST, OPERATION_CODES, type OperationCode } from '../../src/config/operation-codes.js';
import type { MenuRole } from '../users/demo-users.js';

export interface MenuCode {
  code: string;
  name: string;
}

/** Every user gets these: the welcome page, 我的账号 with its password change, messages and user roles. */
const COMMON_PREFIXES = ['/my/', '/saas/account/my/', '/saas/account/password/', '/saas/message/', '/saas/user/'];

/** A company's main account manages its sub-accounts; the sub-accounts themselves do not. */
const MAIN_ACCOUNT_PREFIXES = ['/saas/account/sub/'];

const BANG_OPERATIONS = ['/bang/order/', '/saas/order/', '/saas/order-entry/', '/saas/waybill/', '/saas/ticket/', '/saas/abnormal/'];
const BANG_FINANCE = ['/saas/finance/', '/saas/settle/', '/bang/settle/', '/saas/bill/', '/saas/check-bill/', '/saas/bill-report/'];

/** Areas only the platform admin works in. */
export const ADMIN_ONLY_PREFIXES: readonly string[] = ['/saas/system/', '/oss/'];

/** What a delivery and installation provider (PAI) does with orders: receive, store, book, deliver, sign. */
const PAI_ORDER_WORK = [
  '/saas/order/receive/', '/saas/order/in/', '/saas/order/out/', '/saas/order/appointment/', '/saas/order/arrive/',
  '/saas/order/map-delivery/', '/saas/order/sign/', '/saas/order/feedback/', '/saas/order/detail/',
];

/**
 * The lists a dashboard's money cards sum (screens/dashboard/*.json `source`), for the roles whose dashboard
 * shows them: a figure links to the list it sums, so the account can open it. The delivery provider reads
 * the settlement lines of its orders; the merchant its fund accounts.
 */
const DELIVERY_MONEY_LISTS = ['/saas/settle/index', '/saas/settle/detail/'];
const CONSIGNOR_MONEY_LISTS = ['/saas/finance/account/index', '/saas/finance/account/show/'];

/**
 * The books a partner reads of itself (ownership shows it only its own rows): the bills settled with it and
 * their 账单流水, and what it owes (a merchant's receivables) or is paid (a delivery company's payables).
 */
const PARTNER_BILLS = ['/saas/bill/index', '/saas/bill/journal/'];
const CONSIGNOR_BOOKS = [...PARTNER_BILLS, '/saas/finance/receivable/'];
const DELIVERY_BOOKS = [...PARTNER_BILLS, '/saas/finance/payable/'];

/** Route prefixes per role; null means every route. Only the admin reaches ADMIN_ONLY_PREFIXES. */
export const ROLE_PREFIXES: Readonly<Record<MenuRole, readonly string[] | null>> = {
  admin: null,
  servicer: [
    ...COMMON_PREFIXES, ...MAIN_ACCOUNT_PREFIXES, '/bang/', ...BANG_OPERATIONS, ...BANG_FINANCE, '/saas/dashboard/', '/saas/customer-service/',
    '/saas/business/', '/saas/transit/', '/saas/transit2/', '/saas/warehouse/', '/saas/sorting/', '/saas/resource/',
    '/saas/quote/', '/saas/report/', '/ss-fhb/report/', '/saas/basicData/', '/saas/api/', '/saas/content/',
    '/saas/marketing/', '/saas/salesCenter/',
  ],
  customer_service: [...COMMON_PREFIXES, ...BANG_OPERATIONS, '/saas/customer-service/', '/saas/business/'],
  supervisor: [...COMMON_PREFIXES, ...BANG_OPERATIONS, '/saas/customer-service/', '/saas/business/', '/saas/dashboard/', '/saas/report/'],
  finance: [...COMMON_PREFIXES, ...BANG_FINANCE, '/saas/waybill/', '/saas/ticket/', '/saas/quote/', '/saas/dashboard/', '/saas/report/'],
  consignor: [
    ...COMMON_PREFIXES, ...MAIN_ACCOUNT_PREFIXES, '/da/', '/da-shop/', '/saas/consignor/', '/saas/check-bill/', '/saas/resource/store/', ...CONSIGNOR_MONEY_LISTS,
    ...CONSIGNOR_BOOKS,
  ],
  delivery: [
    ...COMMON_PREFIXES, ...MAIN_ACCOUNT_PREFIXES, '/saas/delivery/', '/saas/warehouse/', '/saas/sorting/', '/saas/waybill/', ...PAI_ORDER_WORK,
    '/saas/abnormal/', '/saas/resource/delivery-man/', '/saas/report/delivery/', '/saas/report/warehouse/', ...DELIVERY_MONEY_LISTS,
    ...DELIVERY_BOOKS,
  ],
};

/**
 * Operation codes each role holds on every page of its menu (core spec §6: element and operation codes
 * decide button visibility). The client shows a descriptor action only when the page's entry lists its
 * `operation`, and the server refuses the same call without it.
 */
export const ROLE_OPERATION_CODES: Readonly<Record<MenuRole, readonly OperationCode[]>> = {
  admin: OPERATION_CODE_LIST,
  servicer: OPERATION_CODE_LIST,
  // Customer service books appointments and dispatches (派单, 改派); the ADD_NEW_DELIVERY_FOR_ORDERS check keeps it from
  // creating delivery providers while doing so.
  customer_service: ['add', 'edit', 'print', 'appoint', 'intercept', 'dispatch'],
  supervisor: ['add', 'edit', 'export', 'audit', 'print', 'appoint', 'intercept', 'cancel'],
  // Finance generates bills (出账: bill), confirms them (审核: audit), settles them (完成: complete) and
  // writes off receivables (核销: write_off). Not add: a role's codes hold on every page of its menu, so add
  // would also let finance create orders, tickets and partners.
  finance: ['edit', 'export', 'audit', 'complete', 'bill', 'write_off'],
  consignor: ['add', 'edit', 'export', 'import', 'print', 'submit', 'cancel', 'intercept', 'recycle'],
  delivery: ['edit', 'submit', 'complete', 'print', 'stock_in', 'arrive', 'appoint', 'sign'],
};

/** Codes of a page's own buttons, listed as its elements; the other codes are data operations. */
const ELEMENT_CODES: ReadonlySet<OperationCode> = new Set<OperationCode>(['add', 'edit', 'delete', 'export', 'print']);

/** Every page lists 查看 among its operations, as the menu permission always has. */
const VIEW: MenuCode = { code: 'view', name: '查看' };

const menuCode = (code: OperationCode): MenuCode => ({ code, name: OPERATION_CODES[code] });

/** Button codes per role on each page (menu_element_list). */
export const ROLE_ELEMENTS: Readonly<Record<MenuRole, readonly MenuCode[]>> = Object.fromEntries(
  Object.entries(ROLE_OPERATION_CODES).map(([role, codes]) => [role, codes.filter((code) => ELEMENT_CODES.has(code)).map(menuCode)]),
) as Record<MenuRole, MenuCode[]>;

/** Data operations per role on each page (menu_opration_list). */
export const ROLE_OPERATIONS: Readonly<Record<MenuRole, readonly MenuCode[]>> = Object.fromEntries(
  Object.entries(ROLE_OPERATION_CODES).map(([role, codes]) => [role, [VIEW, ...codes.filter((code) => !ELEMENT_CODES.has(code)).map(menuCode)]]),
) as Record<MenuRole, MenuCode[]>;

/** Does a role hold an operation code on the pages of its menu? */
export function roleHoldsOperation(role: MenuRole, code: OperationCode): boolean {
  return ROLE_OPERATION_CODES[role].includes(code);
}

export function roleCanSee(role: MenuRole, path: string): boolean {
  const prefixes = ROLE_PREFIXES[role];
  return prefixes === null || prefixes.some((prefix) => path.startsWith(prefix));
}

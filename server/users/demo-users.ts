/** The demo accounts seeded into a new database; all share the password DEMO_PASSWORD. */
import { ALL_PERMISSION_CODES } from './permission-codes.js';
import { groupRef, type BusinessGroupRef } from './business-groups.js';

export const DEMO_PASSWORD = 'demo1234';

export type AppCode = 'OSS' | 'BANG' | 'PAI' | 'DA';
export type MainType = 'platform' | 'servicer' | 'delivery' | 'consignor';
/** Decides which menu areas and buttons a user gets (see menu/role-access.ts). */
export type MenuRole = 'admin' | 'servicer' | 'customer_service' | 'supervisor' | 'finance' | 'consignor' | 'delivery';

export interface DemoUser {
  id: number;
  username: string;
  nickname: string;
  phone: string;
  app_code: AppCode;
  main_type: MainType;
  role: MenuRole;
  /** Role shown in the accounts list and the start-up table. */
  role_code: string;
  role_name: string;
  is_main_user: boolean;
  main_user_id: number;
  servicer_id: number;
  resource_id: number;
  subscribe_version: string;
  groups: BusinessGroupRef[];
  permissions: string[];
}

const SERVICER_ID = 2;

export const DEMO_USERS: readonly DemoUser[] = [
  {
    id: 1, username: 'admin', nickname: '系统管理员', phone: '13800138000', app_code: 'OSS', main_type: 'platform',
    role: 'admin', role_code: 'PLATFORM_ADMIN', role_name: '平台管理员', is_main_user: true, main_user_id: 1,
    servicer_id: 0, resource_id: 100001, subscribe_version: 'ENTERPRISE', groups: [groupRef(1), groupRef(2)],
    permissions: [...ALL_PERMISSION_CODES],
  },
  {
    id: SERVICER_ID, username: 'servicer', nickname: '李建国', phone: '13916882017', app_code: 'BANG', main_type: 'servicer',
    role: 'servicer', role_code: 'SERVICER_ADMIN', role_name: '服务商管理员', is_main_user: true, main_user_id: SERVICER_ID,
    servicer_id: SERVICER_ID, resource_id: 200018, subscribe_version: 'PROFESSIONAL', groups: [groupRef(1)],
    permissions: ['BANG_FEE_SHOW', 'BANG_BZ_FEE_SHOW_WAYBILL'],
  },
  {
    id: 3, username: 'delivery', nickname: '张志强', phone: '15821679340', app_code: 'PAI', main_type: 'delivery',
    role: 'delivery', role_code: 'STATION_MANAGER', role_name: '网点负责人', is_main_user: true, main_user_id: 3,
    servicer_id: SERVICER_ID, resource_id: 300052, subscribe_version: 'STANDARD', groups: [groupRef(1)],
    permissions: ['PAI_N_FEE_SHOW'],
  },
  {
    id: 4, username: 'consignor', nickname: '陈晓燕', phone: '18621930476', app_code: 'DA', main_type: 'consignor',
    role: 'consignor', role_code: 'MERCHANT_ADMIN', role_name: '商家管理员', is_main_user: true, main_user_id: 4,
    servicer_id: SERVICER_ID, resource_id: 400107, subscribe_version: 'STANDARD', groups: [groupRef(1)],
    permissions: ['DA_FEE_SHOW'],
  },
  {
    id: 5, username: 'cs', nickname: '刘婷婷', phone: '17702135584', app_code: 'BANG', main_type: 'servicer',
    role: 'customer_service', role_code: 'CUSTOMER_SERVICE', role_name: '客服专员', is_main_user: false,
    main_user_id: SERVICER_ID, servicer_id: SERVICER_ID, resource_id: 200018, subscribe_version: 'PROFESSIONAL',
    // Customer service handles after-sales tickets and enters their fee lines: it sees the waybill fees.
    groups: [groupRef(1)], permissions: ['BANG_BZ_FEE_SHOW_WAYBILL'],
  },
  {
    id: 6, username: 'supervisor', nickname: '王海燕', phone: '13661728093', app_code: 'BANG', main_type: 'servicer',
    role: 'supervisor', role_code: 'AFTER_SALES_SUPERVISOR', role_name: '售后主管', is_main_user: false,
    main_user_id: SERVICER_ID, servicer_id: SERVICER_ID, resource_id: 200018, subscribe_version: 'PROFESSIONAL',
    groups: [groupRef(1)], permissions: ['IS_AFTER_SALES_SUPERVISOR'],
  },
  {
    id: 7, username: 'finance', nickname: '孙丽娟', phone: '15900817326', app_code: 'BANG', main_type: 'servicer',
    role: 'finance', role_code: 'FINANCE_STAFF', role_name: '财务专员', is_main_user: false,
    main_user_id: SERVICER_ID, servicer_id: SERVICER_ID, resource_id: 200018, subscribe_version: 'PROFESSIONAL',
    groups: [groupRef(1)], permissions: ['BANG_FEE_SHOW'],
  },
];

export function demoUser(username: string): DemoUser {
  const user = DEMO_USERS.find((u) => u.username === username);
  if (!user) throw new Error(`unknown demo user ${username}`);
  return user;
}

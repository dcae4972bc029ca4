/** Menus (菜单管理): directories, pages and buttons as the admin maintains them. */
import { daysBefore, formatLocalDateTime } from '../db/clock.js';
import { appCodeField, CREATED_AT_RANGE } from '../records/common-fields.js';
import type { CollectionSpec } from '../records/types.js';

type MenuSeed = readonly [name: string, path: string, icon: string, parent: string, type: 'DIR' | 'MENU' | 'BUTTON', app: string, hidden?: 0 | 1];

const SEED_MENUS: readonly MenuSeed[] = [
  ['工作台', '', 'DashboardOutlined', '', 'DIR', 'OSS'],
  ['运营总览', '/saas/dashboard/index', '', '工作台', 'MENU', 'OSS'],
  ['客服工作台', '/saas/customer-service/index', '', '工作台', 'MENU', 'BANG'],
  ['订单管理', '', 'ProfileOutlined', '', 'DIR', 'BANG'],
  ['全部订单', '/bang/order/index', '', '订单管理', 'MENU', 'BANG'],
  ['订单详情', '/bang/order/show/:id', '', '订单管理', 'MENU', 'BANG', 1],
  ['批量导入', '/bang/order/importOrder', '', '订单管理', 'MENU', 'BANG'],
  ['导出订单', '', '', '全部订单', 'BUTTON', 'BANG'],
  ['运单管理', '', 'FileTextOutlined', '', 'DIR', 'BANG'],
  ['全部运单', '/saas/waybill/all/index', '', '运单管理', 'MENU', 'BANG'],
  ['工单管理', '', 'CustomerServiceOutlined', '', 'DIR', 'BANG'],
  ['售后工单', '/saas/ticket/v2/index', '', '工单管理', 'MENU', 'BANG'],
  ['财务管理', '', 'AccountBookOutlined', '', 'DIR', 'BANG'],
  ['收入结算', '/bang/settle/income/index', '', '财务管理', 'MENU', 'BANG'],
  ['支出结算', '/bang/settle/spend/index', '', '财务管理', 'MENU', 'BANG'],
  ['商家订单', '', 'ShopOutlined', '', 'DIR', 'DA'],
  ['我要发货', '/da/order/create', '', '商家订单', 'MENU', 'DA'],
  ['订单列表', '/da/order/index', '', '商家订单', 'MENU', 'DA'],
  ['仓储管理', '', 'InboxOutlined', '', 'DIR', 'PAI'],
  ['库存查询', '/saas/warehouse/inventory/index', '', '仓储管理', 'MENU', 'PAI'],
  ['系统管理', '', 'SettingOutlined', '', 'DIR', 'OSS'],
  ['角色管理', '/saas/system/role/index', '', '系统管理', 'MENU', 'OSS'],
  ['事业部管理', '/saas/system/group/index', '', '系统管理', 'MENU', 'OSS'],
  ['账号管理', '/saas/system/account/index', '', '系统管理', 'MENU', 'OSS'],
  ['菜单管理', '/saas/system/menu/index', '', '系统管理', 'MENU', 'OSS'],
  ['新增角色', '', '', '角色管理', 'BUTTON', 'OSS'],
  ['运维控制', '/saas/system/opsCtl/index', '', '系统管理', 'MENU', 'OSS'],
];

export const menusCollection: CollectionSpec = {
  name: 'menus',
  path: '/system/menus',
  ownership: { rule: 'platformOnly' },
  fields: {
    name: { type: 'string', minLength: 1, maxLength: 20, filter: 'like' },
    path: { type: 'string', maxLength: 120, filter: 'like' },
    icon: { type: 'string', maxLength: 60 },
    parent_name: { type: 'string', maxLength: 20, filter: 'eq' },
    sort: { type: 'integer', minimum: 0, maximum: 9999, default: 0 },
    is_hidden: { type: 'integer', enum: [0, 1], default: 0, filter: 'eq' },
    type: { type: 'string', enum: ['DIR', 'MENU', 'BUTTON'], filter: 'eq' },
    app_code: appCodeField(),
  },
  required: ['name', 'type', 'app_code'],
  extraFilters: CREATED_AT_RANGE,
  seed: ({ now }) => {
    const siblings = new Map<string, number>();
    return SEED_MENUS.map(([name, path, icon, parent_name, type, app_code, hidden], index) => {
      const sort = ((siblings.get(parent_name) ?? 0) + 1) * 10;
      siblings.set(parent_name, sort / 10);
      return {
        data: { name, path, icon, parent_name, sort, is_hidden: hidden ?? 0, type, app_code },
        created_at: formatLocalDateTime(daysBefore(now, 150 - index * 2, 10 * 60 + index)),
      };
    });
  },
};

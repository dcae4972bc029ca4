/** Roles (角色管理). */
import { daysBefore, formatLocalDateTime } from '../db/clock.js';
import { appCodeField, CREATED_AT_RANGE, remarkField, statusField, systemCodeField } from '../records/common-fields.js';
import type { CollectionSpec } from '../records/types.js';

export const SEED_ROLES: ReadonlyArray<readonly [name: string, code: string, appCode: string, status: 0 | 1, remark: string]> = [
  ['平台管理员', 'PLATFORM_ADMIN', 'OSS', 1, '平台全部菜单与配置权限'],
  ['运营专员', 'OPERATION_STAFF', 'OSS', 1, '负责商家入驻审核与内容运营'],
  ['服务商管理员', 'SERVICER_ADMIN', 'BANG', 1, '服务商主账号，拥有本服务商全部权限'],
  ['客服专员', 'CUSTOMER_SERVICE', 'BANG', 1, '受理催单、异常与售后工单'],
  ['售后主管', 'AFTER_SALES_SUPERVISOR', 'BANG', 1, '审核售后工单，可代为执行与财务复核'],
  ['财务专员', 'FINANCE_STAFF', 'BANG', 1, '负责对账、结算与工单财务审核'],
  ['调度员', 'DISPATCHER', 'BANG', 1, '负责订单分配、改派与干线调度'],
  ['仓库管理员', 'WAREHOUSE_KEEPER', 'PAI', 1, '负责出入库、盘点与库位管理'],
  ['网点负责人', 'STATION_MANAGER', 'PAI', 1, '负责网点派送与安装人员管理'],
  ['司机', 'DRIVER', 'PAI', 1, '查看派车单并反馈提送货状态'],
  ['安装师傅', 'INSTALLER', 'PAI', 1, '上门安装与维修，回传签收照片'],
  ['商家管理员', 'MERCHANT_ADMIN', 'DA', 1, '商家主账号，管理下单与子账号'],
  ['商家客服', 'MERCHANT_SERVICE', 'DA', 1, '跟进订单进度与售后'],
  ['商家财务', 'MERCHANT_FINANCE', 'DA', 0, '查看账单与付款记录（已停用）'],
];

export const rolesCollection: CollectionSpec = {
  name: 'roles',
  path: '/system/roles',
  ownership: { rule: 'platformOnly' },
  fields: {
    name: { type: 'string', minLength: 1, maxLength: 20, filter: 'like' },
    code: systemCodeField(),
    app_code: appCodeField(),
    status: statusField(),
    remark: remarkField(),
  },
  required: ['name', 'code', 'app_code'],
  unique: [{ field: 'code', message: '角色编码已存在' }],
  extraFilters: CREATED_AT_RANGE,
  seed: ({ now }) =>
    SEED_ROLES.map(([name, code, app_code, status, remark], index) => ({
      data: { name, code, app_code, status, remark },
      // One role every few days, oldest first, so date filters have something to find.
      created_at: formatLocalDateTime(daysBefore(now, 120 - index * 7, 9 * 60 + index * 13)),
    })),
};

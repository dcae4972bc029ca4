/** Codes and Chinese names of the core entities' enumerations; collections, seeds and config items share them. */
import { orderWorkflow } from '../workflow/registry.js';

export type CodeList = ReadonlyArray<readonly [code: string, name: string]>;

export const codesOf = (list: CodeList): string[] => list.map(([code]) => code);
export const nameOfCode = (list: CodeList, code: string): string => list.find(([c]) => c === code)?.[1] ?? code;

/** The order states, as the order workflow (workflows/order.json) declares them. */
export const WAYBILL_STATUSES: CodeList = orderWorkflow().states.map((state) => [state.key, state.label] as const);

/** The answers of an order's 回访, as the options of its visit_result (workflows/order.json). */
export const VISIT_RESULTS: CodeList = (orderWorkflow().transitions.find((transition) => transition.key === 'visit')?.fields ?? [])
  .find((field) => field.key === 'visit_result')?.options?.map((option) => [String(option.value), option.label] as const) ?? [];

export const SERVICE_TYPES: CodeList = [['DELIVERY', '配送'], ['DELIVERY_INSTALL', '送装'], ['INSTALL', '安装'], ['REPAIR', '维修']];
/** Services a driver takes orders for (config category DRIVER_SERVICE_TYPE, the driver dialog's 可派单服务). */
export const DRIVER_SERVICE_TYPES: CodeList = [
  ['DELIVERY', '配送'], ['INSTALL', '安装'], ['DELIVERY_INSTALL', '送装一体'], ['REPAIR', '维修'], ['PICKUP', '提货'], ['TRUNK', '干线运输'],
];

export const ORDER_TAGS: CodeList = [
  ['SECOND_DOOR', '二次上门'], ['RETURN', '退货'], ['REPLENISH', '补件'], ['REISSUE', '补发'], ['REPAIR', '维修'], ['DIVIDE', '拆单'],
  ['COMPLETE_SET', '齐套'], ['PAY_NOW', '现付'], ['TICKET', '工单'], ['SUB_ORDER', '子单'], ['ABNORMAL', '异常'], ['REFUND', '退款'],
];
/** Order tags shown in the danger colour; the others are warnings. */
export const DANGER_ORDER_TAGS: readonly string[] = ['TICKET', 'ABNORMAL'];

export const SERVICE_PACKAGES: CodeList = [
  ['SERVICE_PKG_DELIVERY', '配送服务包'], ['SERVICE_PKG_INSTALL', '安装服务包'], ['SERVICE_PKG_RETURN', '退货服务包'], ['SERVICE_PKG_REPAIR', '维修服务包'],
];

/** How an abnormal case is resolved (user config category SOLUTION_TYPE). */
export const SOLUTION_TYPES: CodeList = [
  ['REPLENISH', '补件'], ['REPAIR', '维修'], ['RETURN', '退货'], ['EXCHANGE', '换货'], ['COMPENSATE', '赔偿'], ['REDELIVER', '重新派送'],
];

/** Settle types of merchants, suppliers and factories (config category SETTLE_CONSIGNOR). */
export const SETTLE_TYPES: CodeList = [['PAY_NOW', '现付'], ['MONTHLY', '月结']];
/** Settle methods of fee lines and carriers (config categories SETTLE_METHOD and SETTLE_T_ZX). */
export const SETTLE_METHODS: CodeList = [...SETTLE_TYPES, ['ARRIVE_PAY', '到付'], ['RECEIPT_PAY', '回单付']];
/** Settle types of stores (config category SETTLE_STORE). */
export const STORE_SETTLE_TYPES: CodeList = [...SETTLE_TYPES, ['COLLECT', '代收货款']];
/** Settle types of delivery providers (config category SETTLE_DELIVERY). */
export const DELIVERY_SETTLE_TYPES: CodeList = [...SETTLE_TYPES, ['PER_ORDER', '单结'], ['WEEKLY', '周结']];
/** Every settle type of any partner kind, for stations and for naming a stored code. */
export const ALL_SETTLE_TYPES: CodeList = [...SETTLE_METHODS, ...STORE_SETTLE_TYPES, ...DELIVERY_SETTLE_TYPES]
  .filter(([code], index, list) => list.findIndex(([other]) => other === code) === index);
export const CHARGE_MODES: CodeList = [['PRODUCT', '按商品'], ['PIECE', '按件'], ['VOLUME', '按体积'], ['WEIGHT', '按重量']];
export const TRANSPORTER_SUB_TYPES: CodeList = [['T_ZX', '专线'], ['T_PZ', '配送安装'], ['T_SJ', '司机']];

export const ABNORMAL_STATUSES: CodeList = [
  ['PENDING', '待处理'], ['PROCESSING', '处理中'], ['CONFIRMED', '已确认'], ['FINISHED', '已完结'], ['ARCHIVED', '已归档'], ['RETURNED', '已退回'],
];
export const ABNORMAL_TYPES: CodeList = [
  ['DAMAGE', '破损'], ['LOSS', '丢失'], ['SHORTAGE', '少件'], ['DELAY', '延误'], ['REJECT', '拒收'],
  ['ADDRESS_ERROR', '地址错误'], ['INSTALL_ISSUE', '安装问题'], ['OTHER', '其他'],
];
/** Abnormal cases still being handled (the dashboards count these). */
export const OPEN_ABNORMAL_STATUSES: readonly string[] = ['PENDING', 'PROCESSING', 'CONFIRMED', 'RETURNED'];

export const TICKET_TYPES: CodeList = [
  ['EXPEDITE', '催单'], ['RETURN', '退货'], ['REPAIR', '维修'], ['COMPENSATE', '理赔'], ['EXPENSE', '费用审批'], ['CALL', '来电'],
  ['CLAIM', '索赔'], ['BRANCH_REPORT', '网点报备'], ['ABNORMAL_SUBSTITUTION', '异常代处理'],
];
export const TICKET_STATUSES: CodeList = [
  ['SUBMITTED', '待受理'], ['IN_PROGRESS', '处理中'], ['COMPLETED', '已完成'], ['CANCELLED', '已取消'], ['CLOSED', '已关闭'],
  ['WAITING_CONFIRM', '待确认'], ['FINISHED', '已结束'], ['REJECTED', '已拒绝'], ['SUSPENDED', '已暂停'], ['EXPIRED', '已过期'],
  ['FINANCE_REVIEWING', '财务审核中'], ['PROCESSING', '处理中'],
];
/** Tickets still open (the dashboards count these). */
export const OPEN_TICKET_STATUSES: readonly string[] = ['SUBMITTED', 'IN_PROGRESS', 'PROCESSING', 'WAITING_CONFIRM', 'SUSPENDED', 'FINANCE_REVIEWING'];

export const DIRECTIONS: CodeList = [['INCOME', '收'], ['OUTLAY', '支']];
export const BILL_STATUSES: CodeList = [['UNCONFIRMED', '待确认'], ['CONFIRMED', '已确认'], ['SETTLED', '已结算']];
export const SETTLEMENT_STATUSES: CodeList = [['PENDING', '待结算'], ['SETTLED', '已结算']];
/** Where a settlement line comes from: the order's fee lines, a ticket's own fees (财务完结), or fees a ticket added to the order (补录订单费用). */
export const SETTLEMENT_SOURCES: CodeList = [['ORDER', '订单费用'], ['TICKET', '工单费用'], ['ADJUSTMENT', '补录调整']];
/** Bills are seeded for merchants and service providers; the other partner kinds may be billed too. */
export const SETTLE_TARGET_TYPES: CodeList = [
  ['CONSIGNOR', '商家'], ['SERVICER', '服务商'], ['DELIVERY', '配送安装服务商'], ['TRANSPORTER', '承运商'], ['SUPPLIER', '供应商'], ['STORE', '门店'],
];

export const FEE_CODES: CodeList = [
  ['DELIVERY_FEE', '配送费'], ['INSTALL_FEE', '安装费'], ['TRUNK_FEE', '干线运费'], ['UPSTAIRS_FEE', '上楼费'],
  ['STORAGE_FEE', '仓储费'], ['TRANSSHIPMENT_FEE', '中转费'], ['COMPENSATION_FEE', '理赔费'], ['RETURN_FEE', '退货费'],
];
/** Settlement methods as the settlement screens show them (names, not codes). */
export const SETTLEMENT_METHOD_NAMES: readonly string[] = ['现付', '月结', '到付', '回单付'];

export const SERVICER_LEVELS: readonly string[] = ['金牌服务商', '银牌服务商', '铜牌服务商'];
export const STATION_TYPES: readonly string[] = ['配送站', '中转站', '安装网点', '自提点'];
export const LOCATION_TYPES: readonly string[] = ['存储位', '拣货位', '暂存位', '残次品位'];
export const VEHICLE_TYPES: readonly string[] = ['4.2米厢式货车', '6.8米厢式货车', '9.6米高栏货车', '面包车', '17.5米平板挂车'];
export const DUTY_PARTIES: readonly string[] = ['承运商', '配送网点', '商家', '仓库', '客户'];

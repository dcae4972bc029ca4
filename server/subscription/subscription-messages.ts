/** The messages and texts of the subscription calls (core spec §7 /user/user_subscription/). */

export const SUBSCRIPTION_MESSAGES = {
  statusUpdated: '状态已更新',
  renewed: '续费成功',
  /** 启用 is for a stopped subscription only. */
  enableOnlyDisabled: '只有已停用的订阅可以启用',
  /** 停用 is for a pending or running subscription only. */
  disableOnlyRunning: '只有待生效或生效中的订阅可以停用',
  renewCancelled: '已取消的订阅不能续费',
  renewDisabled: '已停用的订阅不能续费，请先启用',
  renewPeriodUnknown: '请选择续费时长',
} as const;

const money = (amount: number): string =>
  amount.toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: true });

/** An offered renewal as the renewal dialog lists it, e.g. 12个月（¥3,990.00，到期日延至 2027-03-31）. */
export const renewalLabel = (months: number, amount: number, hostingEnd: string): string =>
  `${months}个月（¥${money(amount)}，到期日延至 ${hostingEnd}）`;

/** The remark of the RENEW order a renewal records, e.g. 续费12个月（原订阅 SUB202501080001）. */
export const renewalRemark = (months: number, subscriptionNo: string): string => `续费${months}个月（原订阅 ${subscriptionNo}）`;

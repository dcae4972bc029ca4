/** Permission codes a user may hold, with the Chinese names the menu element list shows. */
export const PERMISSION_NAMES: Readonly<Record<string, string>> = {
  BANG_FEE_SHOW: '服务商费用显示',
  BANG_BZ_FEE_SHOW_WAYBILL: '运单标准费用显示',
  DA_FEE_SHOW: '商家费用显示',
  PAI_N_FEE_SHOW: '派单费用显示',
  IS_AFTER_SALES_SUPERVISOR: '售后主管',
};

export const ALL_PERMISSION_CODES: readonly string[] = Object.keys(PERMISSION_NAMES);

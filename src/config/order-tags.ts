/** Order tag codes of the widgets spec (§3) with their Chinese labels and colours. */

export const ORDER_TAG_LABELS: Readonly<Record<string, string>> = {
  SECOND_DOOR: '二次上门',
  RETURN: '退货',
  REPLENISH: '补件',
  REISSUE: '补发',
  REPAIR: '维修',
  DIVIDE: '拆单',
  COMPLETE_SET: '齐套',
  PAY_NOW: '现付',
  TICKET: '工单',
  SUB_ORDER: '子单',
  ABNORMAL: '异常',
  REFUND: '退款',
};

/** Tags shown in the danger colour; every other tag uses the warning colour. */
export const ORDER_TAG_DANGER_CODES: readonly string[] = ['TICKET', 'ABNORMAL'];
export const ORDER_TAG_DANGER_COLOR = 'error';
export const ORDER_TAG_WARNING_COLOR = 'warning';

/** What the server answers about the books: settlement lines (结算明细) and bills (账单). `{…}` are filled in. */
export const FINANCE_MESSAGES = {
  /** A fee line whose amount is not a yuan amount with at most two decimals (400). */
  invalidFeeAmount: '费用明细「{fee}」的金额无效：{amount}',
  /** A fee line without a direction or a settle target cannot be booked (400). */
  incompleteFeeLine: '费用明细「{fee}」缺少收支方向或结算对象',
} as const;

/** What the server answers to 生成账单 (POST /finance/bills). */
export const BILL_MESSAGES = {
  /** The settle target is not a partner the caller may bill (missing, another company's, or free text) (400). */
  unknownTarget: '结算对象不存在，请重新选择',
  /** No unbilled settlement line of the target in the period (400). */
  noLines: '该结算对象在{period}没有未出账的结算明细',
  /** A named settlement line that is not the caller's, or not of the target, its direction or the period (400). */
  foreignLine: '结算明细不存在或不属于该结算对象和账期',
  /** A named settlement line already on a bill (409). */
  alreadyBilled: '结算明细{settle_no}已在账单{bill_no}中，不能重复出账',
  /** Deleting a bill that is confirmed or settled (409): only a 待确认 bill may be deleted. */
  notDeletable: '账单已确认或已结算，不能删除',
  /** A settle target as 生成账单 offers it: 商家：优品家居旗舰店（3 条待出账，合计 1230.00 元）. */
  targetLabel: '{role}：{name}（{lines} 条待出账，合计 {amount} 元）',
  /** The same for an account that may not see amounts: 商家：优品家居旗舰店（3 条待出账）. */
  targetLabelWithoutAmount: '{role}：{name}（{lines} 条待出账）',
} as const;

/** What the server answers about receivables (应收), payables (应付) and write-offs (核销). */
export const DUE_MESSAGES = {
  /** 退回 of a bill whose dues have been received or paid in part (409). */
  duesTouched: '账单的应收应付已有核销或付款，不能退回',
  /** A write-off of an order without an open receivable in the caller's books (400). */
  nothingToWriteOff: '订单{order_no}没有待核销的应收',
  /** A write-off amount of zero (400). */
  writeOffNotPositive: '核销金额必须大于 0',
  /** A write-off above what is still to be received (400). */
  writeOffTooLarge: '核销金额不能大于未收金额 {amount} 元',
  /** A write-off cannot be edited; it is deleted (reversed) and entered again (409). */
  writeOffImmutable: '核销记录不能修改，请删除后重新核销',
  /** Deleting a write-off of a bill already settled (409). */
  writeOffOfSettledBill: '账单{bill_no}已结算，不能删除其核销记录',
} as const;

/** What the server answers about the books: settlement lines (结算明细) and bills (账单). `{…}` are filled in. */
export const FINANCE_MESSAGES = {
  /** A fee line whose amount is not a yuan amount with at most two decimals (400). */
  invalidFeeAmount: '费用明细「{fee}」的金额无效：{amount}',
  /** A fee line without a direction or a settle target cannot be booked (400). */
  incompleteFeeLine: '费用明细「{fee}」缺少收支方向或结算对象',
} as const;

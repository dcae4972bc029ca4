/** One line of an order's or a ticket's fee table, as a request body carries it. */

/** Blank cells are allowed here: the fee checks answer them with the fee table's own messages. */
export const FEE_LINE_SCHEMA = {
  type: 'object',
  properties: {
    direction: { type: 'string', enum: ['OUTLAY', 'INCOME', ''] },
    code: { type: 'string', maxLength: 40 },
    code_name: { type: 'string', maxLength: 40 },
    settle_target_id: { anyOf: [{ type: 'integer' }, { type: 'string', maxLength: 40 }] },
    settle_target_name: { type: 'string', maxLength: 100 },
    settle_target_type: { type: 'string', maxLength: 40 },
    amount: { anyOf: [{ type: 'number' }, { type: 'string', maxLength: 20 }] },
    settlement_method_code: { type: 'string', maxLength: 40 },
    settlement_method_name: { type: 'string', maxLength: 40 },
  },
} as const;

/**
 * Which record fields hold money: decided by the field's name alone, so the rule covers every collection
 * (declared in server/collections/ or derived from a screen descriptor) and a field added tomorrow, without
 * anyone listing it.
 *
 * A name is split into words at `_` and at capitals (`paid_amount`, `unitPrice`). It names money when one
 * of its words is a MONEY_WORD (amount, fee, price, cost, freight, money, balance, …), unless its last word
 * says it is something about the money rather than the amount (fee_name, price_type, fee_code, refund_no,
 * paid_at, charge_unit…) or its first word makes it a flag (is_fee_shown).
 *
 * tests/unit/server/money-fields.test.ts holds the rule to the screens: every descriptor field shown with a
 * money format (money, feeAmount, chineseAmount) and every number field whose label reads as an amount
 * (金额, 运费, 单价, 余额, 手续费…) must be a money field by this rule. A money field named outside it
 * fails that test instead of reaching accounts that may not see amounts; add its word here.
 */

/** Words that make a field name a money field. */
const MONEY_WORDS: ReadonlySet<string> = new Set([
  'amount', 'amounts', 'fee', 'fees', 'price', 'prices', 'cost', 'costs', 'freight', 'money', 'balance', 'income', 'spend', 'outlay',
  'profit', 'budget', 'compensate', 'compensation', 'credit', 'declared', 'deposit', 'premium', 'salary',
]);

/** Last words of names about money that are not amounts: names, codes, numbers, kinds, times, rates. */
const NOT_AMOUNT_LAST_WORDS: ReadonlySet<string> = new Set([
  'name', 'names', 'code', 'codes', 'no', 'nos', 'type', 'types', 'id', 'ids', 'uid', 'unit', 'at', 'time', 'date', 'rate', 'ratio',
  'count', 'status', 'mode', 'node', 'method', 'reason', 'remark', 'memo', 'desc', 'note', 'text', 'label', 'category', 'level', 'target',
]);

/** First words of flags (is_fee_shown, has_deposit). */
const FLAG_FIRST_WORDS: ReadonlySet<string> = new Set(['is', 'has', 'can', 'need', 'needs', 'allow', 'enable', 'show']);

const wordsOf = (name: string): string[] =>
  name.split(/_|(?=[A-Z])/).map((word) => word.toLowerCase()).filter((word) => word !== '');

/** True when the field named `name` holds money (see the module comment for the rule). */
export function isMoneyField(name: string): boolean {
  const words = wordsOf(name);
  const first = words[0];
  const last = words[words.length - 1];
  if (first === undefined || last === undefined || FLAG_FIRST_WORDS.has(first) || NOT_AMOUNT_LAST_WORDS.has(last)) return false;
  return words.some((word) => MONEY_WORDS.has(word));
}

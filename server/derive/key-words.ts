/** How record key names read: their words, and which words mean numbers, people, places, times or texts. */

/** Longest text a derived string field accepts when no descriptor rule limits it. */
export const MAX_LENGTH_DEFAULT = 2000;

const WORDS_CACHE = new Map<string, readonly string[]>();

/** `settle_target_name` → ['settle', 'target', 'name']; camelCase is split too. */
export function wordsOf(key: string): string[] {
  let words = WORDS_CACHE.get(key);
  if (!words) {
    words = key
      .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
      .toLowerCase()
      .split(/[_\-.\s/]+/)
      .filter((word) => word !== '');
    WORDS_CACHE.set(key, words);
  }
  return [...words];
}

const has = (words: readonly string[], set: ReadonlySet<string>): boolean => words.some((word) => set.has(word));
const last = (words: readonly string[]): string => words[words.length - 1] ?? '';

/** Words that make a key text even when another word sounds numeric (fee_code, price_name, count_date). */
const TEXT_WORDS = new Set([
  'no', 'sn', 'code', 'codes', 'name', 'type', 'status', 'state', 'time', 'date', 'at', 'phone', 'tel', 'mobile', 'remark', 'desc',
  'description', 'method', 'mode', 'unit', 'category', 'path', 'url', 'address', 'title', 'content', 'reason', 'memo', 'period',
  'month', 'clock', 'range', 'rule', 'label', 'text', 'note', 'province', 'city', 'district', 'id', 'ids', 'version', 'direction',
]);
const INTEGER_WORDS = new Set([
  'count', 'qty', 'quantity', 'num', 'pieces', 'piece', 'package', 'packages', 'days', 'hours', 'minutes', 'sort', 'capacity',
  'seq', 'sequence', 'stock', 'inventory', 'age', 'times', 'orders', 'tickets', 'level', 'priority', 'floor', 'floors', 'sla',
]);
const DECIMAL_WORDS = new Set([
  'amount', 'price', 'fee', 'fees', 'money', 'cost', 'paid', 'balance', 'income', 'outlay', 'payable', 'receivable', 'weight',
  'volume', 'rate', 'ratio', 'percent', 'percentage', 'area', 'sqm', 'score', 'longitude', 'latitude', 'lng', 'lat', 'distance',
  'km', 'total', 'revenue', 'profit', 'discount', 'deposit', 'freight', 'compensation', 'subsidy', 'tax', 'refund', 'arrears',
]);
const MONEY_WORDS = new Set([
  'amount', 'price', 'fee', 'fees', 'money', 'cost', 'paid', 'balance', 'income', 'outlay', 'payable', 'receivable', 'revenue',
  'profit', 'deposit', 'freight', 'compensation', 'subsidy', 'tax', 'refund', 'arrears',
]);

/** Whether a key without a format or widget reads as a number (amount, weight, package_count...). */
export function looksNumeric(key: string): boolean {
  const words = wordsOf(key);
  if (words[0] === 'is' || words[0] === 'has') return false;
  // The last word decides first: on_time_rate is a rate, fee_code a code.
  if (INTEGER_WORDS.has(last(words)) || DECIMAL_WORDS.has(last(words))) return true;
  if (has(words, TEXT_WORDS)) return false;
  return has(words, INTEGER_WORDS) || has(words, DECIMAL_WORDS);
}

/** Whether a numeric key counts things (whole numbers). */
export function looksInteger(key: string): boolean {
  const words = wordsOf(key);
  return INTEGER_WORDS.has(last(words)) || (has(words, INTEGER_WORDS) && !has(words, DECIMAL_WORDS));
}

export function looksMoney(key: string): boolean {
  return has(wordsOf(key), MONEY_WORDS);
}

/** is_*, has_*, enabled: a 0/1 flag. */
export function looksFlag(key: string): boolean {
  const words = wordsOf(key);
  return words[0] === 'is' || words[0] === 'has' || key === 'enabled' || key === 'enable' || key === 'disabled';
}

const PERSON_WORDS = new Set([
  'contact', 'person', 'operator', 'creator', 'reporter', 'handler', 'receiver', 'sender', 'consignee', 'manager', 'leader',
  'salesman', 'applicant', 'approver', 'auditor', 'reviewer', 'uploader', 'nickname', 'installer', 'worker', 'staff', 'executor',
  'executive', 'financial', 'driver', 'courier', 'owner', 'checker', 'signer', 'dispatcher', 'follower', 'submitter', 'assignee',
  'agent', 'keeper', 'picker', 'packer', 'inspector', 'master', 'customer', 'user', 'updater', 'modifier', 'realname', 'by',
  'author', 'rechecker', 'holder', 'payee', 'legal', 'principal', 'sales', 'buyer', 'seller', 'accepter', 'confirmer', 'canceller',
]);
const PERSON_RESOURCE_WORDS = new Set(['men', 'man', 'drivers', 'installers', 'workers', 'staff', 'users', 'members', 'persons', 'contacts', 'couriers', 'masters']);

/** Whether a key names a person (收货人, 操作人, 司机...). */
export function looksPerson(key: string): boolean {
  const words = wordsOf(key);
  if (has(words, new Set(['phone', 'tel', 'mobile', 'id', 'ids', 'type', 'status', 'count', 'no', 'code', 'time', 'at', 'address']))) return false;
  return has(words, PERSON_WORDS) || key === 'name_of_person';
}

/** Whether a resource lists people (delivery men, installers...), so its `name` is a person's name. */
export function resourceListsPeople(resource: string): boolean {
  return has(wordsOf(resource), PERSON_RESOURCE_WORDS);
}

export const isPhoneKey = (key: string): boolean => has(wordsOf(key), new Set(['phone', 'tel', 'mobile', 'telephone', 'hotline']));
export const isTimeKey = (key: string): boolean => {
  const words = wordsOf(key);
  return ['time', 'at', 'datetime', 'timestamp'].includes(last(words)) || key === 'time';
};
export const isDateKey = (key: string): boolean => {
  const words = wordsOf(key);
  return ['date', 'day'].includes(last(words)) || key === 'date';
};
export const isMonthKey = (key: string): boolean => ['period', 'month', 'bill_month', 'settle_month', 'stat_month'].includes(key) || last(wordsOf(key)) === 'month';
export const isTextKey = (key: string): boolean =>
  has(wordsOf(key), new Set(['remark', 'remarks', 'memo', 'description', 'desc', 'note', 'notes', 'reason', 'comment', 'comments', 'summary', 'feedback', 'opinion', 'result', 'explain', 'content', 'detail', 'details', 'suggestion', 'solution']));
/** Keys that name a later moment than the record's creation (plans, deadlines, expiry). */
export const isFutureKey = (key: string): boolean =>
  has(wordsOf(key), new Set(['plan', 'planned', 'expected', 'estimate', 'estimated', 'deadline', 'expire', 'expiry', 'expired', 'due', 'until', 'appointment', 'eta']));

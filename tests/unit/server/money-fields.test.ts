// @vitest-environment node
// The money-field rule (server/tenancy/money-fields.ts) held to the screens and the declared collections:
// every field a descriptor shows as money, and every number field labelled as an amount, is a money field
// by name, so an account without a fee-display code never receives it. A new money field named outside
// the rule fails here instead of leaking.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COLLECTIONS } from '../../../server/collections/index.js';
import { isMoneyField } from '../../../server/tenancy/money-fields.js';

const SCREENS = join(process.cwd(), 'screens');
const MONEY_FORMATS: ReadonlySet<string> = new Set(['money', 'feeAmount', 'chineseAmount']);
/** Labels that read as an amount of money. */
const MONEY_LABEL = /金额|运费|费用|手续费|保费|单价|价格|报价|余额|毛利|收入|支出|已收|已付|应收|应付|未收|未付|特价|整车价|最低收费|封顶|额度|（元|\(元/;
/** Number fields whose labels read like money but hold no amount (a rate, a count of free floors). */
const NOT_AMOUNTS: ReadonlySet<string> = new Set(['rate_permille', 'free_floors']);

type Json = Record<string, unknown>;

interface Found {
  key: string;
  where: string;
}

/** Every object of a descriptor that names a field (`key`), with the file it is in. */
function fieldsOf(value: unknown, file: string, into: Array<Json & { file: string }>): void {
  if (Array.isArray(value)) {
    for (const item of value) fieldsOf(item, file, into);
  } else if (value && typeof value === 'object') {
    const object = value as Json;
    if (typeof object.key === 'string') into.push({ ...object, file });
    for (const child of Object.values(object)) fieldsOf(child, file, into);
  }
}

const descriptorFields = (): Array<Json & { file: string }> => {
  const fields: Array<Json & { file: string }> = [];
  for (const file of readdirSync(SCREENS, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.json'))) {
    fieldsOf(JSON.parse(readFileSync(join(SCREENS, file), 'utf8')), file, fields);
  }
  return fields;
};

const formatName = (format: unknown): string | undefined =>
  typeof format === 'string' ? format : format && typeof format === 'object' ? String((format as Json).name) : undefined;
const lastPart = (key: string): string => key.split('.').pop() ?? key;

describe('the money-field rule', () => {
  it('names every field a descriptor shows with a money format', () => {
    const shown = descriptorFields().filter((field) => MONEY_FORMATS.has(formatName(field.format) ?? ''));
    expect(shown.length).toBeGreaterThan(100);
    const missed: Found[] = shown.map((field) => ({ key: lastPart(String(field.key)), where: field.file })).filter((found) => !isMoneyField(found.key));
    expect(missed).toEqual([]);
  });

  it('names every number input and column labelled as an amount', () => {
    const labelled = descriptorFields()
      .filter((field) => field.widget === 'number' || ['decimal', 'integer', 'positiveInteger'].includes(formatName(field.format) ?? ''))
      .filter((field) => MONEY_LABEL.test(String(field.label ?? field.title ?? '')));
    expect(labelled.length).toBeGreaterThan(10);
    const missed: Found[] = labelled
      .map((field) => ({ key: lastPart(String(field.key)), where: field.file }))
      .filter((found) => !NOT_AMOUNTS.has(found.key) && !isMoneyField(found.key));
    expect(missed).toEqual([]);
  });

  it('names every number field of the declared collections labelled as an amount', () => {
    const labelled = COLLECTIONS.flatMap((spec) => Object.entries(spec.fields)
      .filter(([, field]) => (field.type === 'number' || field.type === 'integer') && MONEY_LABEL.test(field.label ?? ''))
      .map(([key]) => ({ key, where: spec.name })));
    expect(labelled.map((found) => found.key)).toContain('paid_amount');
    const missed: Found[] = labelled.filter((found) => !NOT_AMOUNTS.has(found.key) && !isMoneyField(found.key));
    expect(missed).toEqual([]);
  });

  it('leaves out what is about money but is no amount', () => {
    for (const key of ['fee_name', 'fee_code', 'price_type', 'price_name', 'refund_no', 'credit_code', 'paid_at', 'charge_unit', 'is_fee_shown', 'total', 'free_floors']) {
      expect(isMoneyField(key), key).toBe(false);
    }
    for (const key of ['amount', 'paid_amount', 'fee_lines', 'unit_price', 'min_fee', 'balance', 'credit_limit', 'max_declared_value', 'unitPrice']) {
      expect(isMoneyField(key), key).toBe(true);
    }
  });
});

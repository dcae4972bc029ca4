// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { payloadError } from '../../../server/tickets/payload-validation.js';
import { COMPENSATE_SCHEMA } from '../../../server/tickets/schemas/compensate.js';

const CASH = { claim_reason: '货物破损', claim_method: '现金', liable_party: '承运商', evidence: '外箱破损' };
const LATIN = /[A-Za-z]/;

describe('the server refuses a ticket payload with the form’s Chinese wording', () => {
  it('理赔方式 现金 without 理赔金额: 请输入理赔金额, not the if/then wrapper', () => {
    expect(payloadError(COMPENSATE_SCHEMA, CASH)).toBe('请输入理赔金额');
    expect(payloadError(COMPENSATE_SCHEMA, { ...CASH, claim_amount: 12.5 })).toBeUndefined();
  });

  it('answers every wrong value in Chinese, never with ajv’s English appended to the title', () => {
    const wrongs: Array<Record<string, unknown>> = [
      { ...CASH, claim_amount: 'x' },
      { ...CASH, claim_amount: 0 },
      { ...CASH, claim_method: '支票' },
      { ...CASH, claim_amount: 1, evidence: 'x'.repeat(301) },
      { ...CASH, claim_amount: 1, damage_photos: [{ fileid: 7 }] },
      { ...CASH, claim_amount: 1, handling_note: 3 },
    ];
    for (const payload of wrongs) {
      const message = payloadError(COMPENSATE_SCHEMA, payload);
      expect(message, JSON.stringify(payload).slice(0, 80)).toBeDefined();
      expect(message, message).not.toMatch(LATIN);
    }
    expect(payloadError(COMPENSATE_SCHEMA, { ...CASH, claim_amount: 'x' })).toBe('理赔金额必须是数字');
  });
});

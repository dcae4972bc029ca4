import { describe, expect, it } from 'vitest';
import { applyVisibility, buildFacts, hiddenFields, isInsideHidden, type TicketPayload, type TicketStatus, type TicketUserRole } from '../../../src/tickets';
import { COMPENSATE_SCHEMA, EXPEDITE_SCHEMA, ticketFixture } from './fixtures';

function facts(payload: TicketPayload, status: TicketStatus = 'IN_PROGRESS', role: TicketUserRole = 'EXECUTIVE_STAFF', stage = 'PROCESS', rejected: 0 | 1 = 0) {
  return buildFacts({ ticket: ticketFixture({ status, stage, is_rejected: rejected }), formData: payload, role, order: null });
}

describe('visibleWhen', () => {
  it('shows a field only while its rule matches the form data', async () => {
    const money = await hiddenFields(COMPENSATE_SCHEMA.ui_schema, facts({ compensate_type: 'MONEY', reason: 'DAMAGED' }));
    expect(money.has('compensate_amount')).toBe(false);
    expect(money.has('damaged_count')).toBe(false);
    expect(money.has('freight_amount')).toBe(true);
    expect(money.has('lost_count')).toBe(true);
    const freight = await hiddenFields(COMPENSATE_SCHEMA.ui_schema, facts({ compensate_type: 'FREIGHT', reason: 'LOST' }));
    expect(freight.has('compensate_amount')).toBe(true);
    expect(freight.has('freight_amount')).toBe(false);
    expect(freight.has('lost_count')).toBe(false);
  });

  it('follows status, role and the rejection flag', async () => {
    expect((await hiddenFields(COMPENSATE_SCHEMA.ui_schema, facts({}, 'IN_PROGRESS', 'VIEWER'))).has('responsible_party')).toBe(true);
    expect((await hiddenFields(COMPENSATE_SCHEMA.ui_schema, facts({}, 'FINANCE_REVIEWING', 'FINANCIAL_STAFF'))).has('finance_remark')).toBe(false);
    expect((await hiddenFields(COMPENSATE_SCHEMA.ui_schema, facts({}, 'IN_PROGRESS'))).has('finance_remark')).toBe(true);
    expect((await hiddenFields(COMPENSATE_SCHEMA.ui_schema, facts({}, 'IN_PROGRESS', 'EXECUTIVE_STAFF', 'PROCESS', 1))).has('reject_reason')).toBe(false);
    expect((await hiddenFields(COMPENSATE_SCHEMA.ui_schema, facts({}, 'IN_PROGRESS'))).has('reject_reason')).toBe(true);
  });

  it('reaches nested fields by path', async () => {
    expect((await hiddenFields(COMPENSATE_SCHEMA.ui_schema, facts({ contact: { name: '' } }))).has('contact.phone')).toBe(true);
    expect((await hiddenFields(COMPENSATE_SCHEMA.ui_schema, facts({ contact: { name: '王' } }))).has('contact.phone')).toBe(false);
  });

  it('fields without visibleWhen always show', async () => {
    const hidden = await hiddenFields(EXPEDITE_SCHEMA.ui_schema, facts({}, 'CREATE', 'VIEWER', 'CREATE'));
    expect([...hidden].sort()).toEqual(['expected_date', 'handle_result']);
  });

  it('draws hidden fields with the hidden widget, keeps other ui keys and drops visibleWhen', () => {
    const ui = applyVisibility(COMPENSATE_SCHEMA.ui_schema, new Set(['freight_amount', 'contact.phone']));
    expect(ui.freight_amount).toEqual({ 'ui:widget': 'hidden' });
    expect(ui.compensate_amount).toEqual({});
    expect(ui.evidence).toEqual({ 'ui:widget': 'textarea' });
    expect(ui['ui:order']).toEqual(['reason', 'compensate_type', '*']);
    expect(ui.contact).toEqual({ phone: { 'ui:widget': 'hidden' } });
    expect(JSON.stringify(ui)).not.toContain('visibleWhen');
    // The schema as loaded stays untouched for the next recomputation.
    expect(JSON.stringify(COMPENSATE_SCHEMA.ui_schema)).toContain('visibleWhen');
  });

  it('a path inside a hidden field counts as hidden', () => {
    expect(isInsideHidden('contact.phone', new Set(['contact']))).toBe(true);
    expect(isInsideHidden('contact', new Set(['contact.phone']))).toBe(false);
  });
});

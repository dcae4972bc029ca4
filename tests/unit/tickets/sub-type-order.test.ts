import { describe, expect, it } from 'vitest';
import { autoSubType, buildFacts, expediteDefaultSubType, mainUserId, matchingSubType, newTicket, partnerResourceIds, ticketFeeStage, ticketStageOnLoad, type TicketOrder, type TicketPayload } from '../../../src/tickets';
import { EXPEDITE_SCHEMA, REPAIR_SCHEMA, orderFixture, ticketFixture } from './fixtures';

const factsFor = (order: TicketOrder | null, payload: TicketPayload = {}) =>
  buildFacts({ ticket: ticketFixture({ type: 'EXPEDITE', status: 'CREATE', stage: 'CREATE' }), formData: payload, role: 'VIEWER', order });

describe('expedite default sub type', () => {
  it.each<[string, Partial<TicketOrder>, string]>([
    ['a plain order', {}, 'EXPEDITE_DELIVERY'],
    ['the tag SECOND_DOOR', { tags: [{ code: 'PAY_NOW' }, { code: 'SECOND_DOOR' }] }, 'EXPEDITE_ON_SITE'],
    ['the package SERVICE_PKG_RETURN', { services_pkg_code: 'SERVICE_PKG_RETURN' }, 'EXPEDITE_PICKUP'],
    ['the package SERVICE_PKG_REPAIR', { services_pkg_code: 'SERVICE_PKG_REPAIR' }, 'EXPEDITE_REPAIR'],
    ['other tags', { tags: [{ code: 'RETURN' }] }, 'EXPEDITE_DELIVERY'],
  ])('%s → %s', (_name, order, expected) => {
    expect(expediteDefaultSubType(orderFixture(order))).toBe(expected);
  });

  it('no order gives the delivery default', () => {
    expect(expediteDefaultSubType(null)).toBe('EXPEDITE_DELIVERY');
  });
});

describe('sub type set when exactly one rule matches', () => {
  it('one match wins', async () => {
    expect(await matchingSubType(EXPEDITE_SCHEMA.sub_type_options, factsFor(orderFixture({ tags: [{ code: 'SECOND_DOOR' }] })))).toBe('EXPEDITE_ON_SITE');
    expect(await matchingSubType(REPAIR_SCHEMA.sub_type_options, factsFor(null, { need_parts: true }))).toBe('REPAIR_RETURN');
  });

  it('two matches or none set nothing', async () => {
    const both = orderFixture({ tags: [{ code: 'SECOND_DOOR' }], services_pkg_code: 'SERVICE_PKG_RETURN' });
    expect(await matchingSubType(EXPEDITE_SCHEMA.sub_type_options, factsFor(both))).toBeUndefined();
    expect(await matchingSubType(EXPEDITE_SCHEMA.sub_type_options, factsFor(orderFixture()))).toBeUndefined();
  });

  it('an expedite ticket without a sub type gets its order default when no single rule matches', async () => {
    const repairPkg = orderFixture({ services_pkg_code: 'SERVICE_PKG_REPAIR' });
    expect(await autoSubType(EXPEDITE_SCHEMA, factsFor(repairPkg))).toBe('EXPEDITE_REPAIR');
    // Both rules match: no single winner, the user's choice stays.
    const both = orderFixture({ tags: [{ code: 'SECOND_DOOR' }], services_pkg_code: 'SERVICE_PKG_RETURN' });
    expect(await autoSubType(EXPEDITE_SCHEMA, factsFor(both, { sub_type: 'EXPEDITE_DELIVERY' }))).toBeUndefined();
    expect(await autoSubType(EXPEDITE_SCHEMA, factsFor(orderFixture({ tags: [{ code: 'SECOND_DOOR' }] }), { sub_type: 'EXPEDITE_DELIVERY' }))).toBe('EXPEDITE_ON_SITE');
    expect(await autoSubType(EXPEDITE_SCHEMA, factsFor(orderFixture({ tags: [{ code: 'SECOND_DOOR' }] }), { sub_type: 'EXPEDITE_ON_SITE' }))).toBeUndefined();
  });

  it('other ticket types get no default', async () => {
    expect(await autoSubType(REPAIR_SCHEMA, factsFor(null, { need_parts: true }))).toBe('REPAIR_RETURN');
    expect(await autoSubType({ ...REPAIR_SCHEMA, sub_type_options: [] }, factsFor(null))).toBeUndefined();
  });
});

describe('mainUserId by app_code', () => {
  it.each<[string, number | undefined]>([
    ['DA', 11],
    ['BANG', 22],
    ['PAI', 33],
    ['OSS', undefined],
  ])('%s → %s', (app, expected) => {
    expect(mainUserId(orderFixture({ app_code: app }))).toBe(expected);
  });
  it('no order, no user; partner resources from the order', () => {
    expect(mainUserId(null)).toBeUndefined();
    expect(partnerResourceIds(orderFixture())).toEqual([1101, 3301]);
    expect(partnerResourceIds(orderFixture({ delivery_resource_id: undefined }))).toEqual([1101]);
  });
  it('an order nobody of the supply chain has an account on (id 0) has no main user, and 0 is no partner', () => {
    expect(mainUserId(orderFixture({ app_code: 'BANG', servicer_user_id: 0 }))).toBeUndefined();
    expect(partnerResourceIds(orderFixture({ delivery_resource_id: 0 }))).toEqual([1101]);
  });
});

describe('stages', () => {
  it('loading a COMPLETED ticket sets the stage to FINISHED, a CREATE one to CREATE', () => {
    expect(ticketStageOnLoad({ status: 'COMPLETED', stage: 'PROCESS' })).toBe('FINISHED');
    expect(ticketStageOnLoad({ status: 'CREATE', stage: '' })).toBe('CREATE');
    expect(ticketStageOnLoad({ status: 'IN_PROGRESS', stage: 'PROCESS' })).toBe('PROCESS');
    expect(ticketStageOnLoad({ status: 'SUBMITTED', stage: '' })).toBe('PROCESS');
  });
  it('a new ticket is in the create stage with status CREATE', () => {
    const ticket = newTicket(EXPEDITE_SCHEMA, orderFixture());
    expect(ticket).toMatchObject({ status: 'CREATE', stage: 'CREATE', schema_id: 1, order_id: 300, type: 'EXPEDITE', payload: {} });
  });
  it('fee stage FINISHED once the ticket or order is done', () => {
    expect(ticketFeeStage({ status: 'COMPLETED', stage: 'FINISHED' }, null)).toBe('FINISHED');
    expect(ticketFeeStage({ status: 'IN_PROGRESS', stage: 'PROCESS' }, orderFixture({ status: 'FINISHED' }))).toBe('FINISHED');
    expect(ticketFeeStage({ status: 'IN_PROGRESS', stage: 'PROCESS' }, orderFixture())).toBe('CREATE');
  });
});

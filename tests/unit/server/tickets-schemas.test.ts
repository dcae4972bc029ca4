// @vitest-environment node
import { Engine, type TopLevelCondition } from 'json-rules-engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KNOWN_FACTS } from '../../../server/tickets/schemas/conditions.js';
import { TICKET_SCHEMAS } from '../../../server/tickets/schemas/index.js';
import { compilesAsJsonSchema, payloadError } from '../../../server/tickets/payload-validation.js';
import { FEE_CODES, codesOf } from '../../../server/codes/codes.js';
import { TICKET_ACTIONS } from '../../../src/config/tickets';
import { call, login, startTestServer, type TestServer } from './test-server.js';
import { ROLE_PAGES } from './role-pages-fixture.js';

/** Every fact a condition names, walking all/any/not. */
function factsIn(condition: unknown): string[] {
  if (!condition || typeof condition !== 'object') return [];
  const node = condition as Record<string, unknown>;
  if (typeof node.fact === 'string') return [node.fact];
  return ['all', 'any', 'not'].flatMap((key) => {
    const value = node[key];
    return Array.isArray(value) ? value.flatMap(factsIn) : factsIn(value);
  });
}

describe('the five schemas', () => {
  it('are valid draft-07 schemas with required fields and Chinese error messages', () => {
    for (const schema of TICKET_SCHEMAS) {
      expect(compilesAsJsonSchema(schema.json_schema), schema.name).toBe(true);
      const required = schema.json_schema.required as string[];
      expect(required.length).toBeGreaterThan(0);
      for (const field of required) expect(schema.error_schema[field]?.required, field).toMatch(/[\u4e00-\u9fa5]/);
      expect(payloadError(schema, {})).toBe(schema.error_schema[required[0] as string]?.required);
    }
  });

  it('grant every one of the 18 actions somewhere', () => {
    const granted = new Set(TICKET_SCHEMAS.flatMap((schema) => schema.action_rules.flatMap((rule) => Object.keys(rule.event.params))));
    for (const action of TICKET_ACTIONS) expect(granted.has(`can_${action}`), action).toBe(true);
  });

  it('name only known facts in visibleWhen, action rules and sub-type rules', () => {
    for (const schema of TICKET_SCHEMAS) {
      const conditions = [
        ...Object.values(schema.ui_schema).map((entry) => (entry as { visibleWhen?: unknown })?.visibleWhen).filter(Boolean),
        ...schema.action_rules.map((rule) => rule.conditions),
        ...schema.sub_type_options.map((option) => option.rules),
      ];
      for (const fact of conditions.flatMap(factsIn)) expect(KNOWN_FACTS as readonly string[], `${schema.name} ${fact}`).toContain(fact);
    }
  });

  it('use fee codes of the code list, with the monthly transfer fee on every kind', () => {
    for (const schema of TICKET_SCHEMAS) {
      for (const config of schema.fee_configs) expect(codesOf(FEE_CODES)).toContain(config.code);
      const transfer = schema.fee_configs.find((config) => config.code === 'TRANSSHIPMENT_FEE');
      expect(transfer?.directions).toEqual(['OUTLAY']);
      expect(transfer?.settlement_methods).toContainEqual({ value: 'MONTHLY', label: '月结' });
      expect(Object.keys(schema.fee_stage_rules ?? {})).toEqual(['CREATE', 'FINISHED']);
    }
  });

  it('pick exactly one expedite sub type for any order', async () => {
    const options = TICKET_SCHEMAS[0]!.sub_type_options;
    const matching = async (order: unknown): Promise<string[]> => {
      const hits: string[] = [];
      for (const option of options) {
        const engine = new Engine([], { allowUndefinedFacts: true });
        engine.addRule({ conditions: option.rules as TopLevelCondition, event: { type: option.value } });
        if ((await engine.run({ order })).events.length > 0) hits.push(option.value);
      }
      return hits;
    };
    expect(await matching({ tags: [], services_pkg_code: 'SERVICE_PKG_DELIVERY' })).toEqual(['EXPEDITE_DELIVERY']);
    expect(await matching({ tags: [{ code: 'RETURN' }, { code: 'SECOND_DOOR' }] })).toEqual(['EXPEDITE_ON_SITE']);
    expect(await matching({ tags: [{ code: 'SECOND_DOOR' }], services_pkg_code: 'SERVICE_PKG_RETURN' })).toEqual(['EXPEDITE_PICKUP']);
    expect(await matching({ services_pkg_code: 'SERVICE_PKG_REPAIR' })).toEqual(['EXPEDITE_REPAIR']);
    expect(await matching(null)).toEqual(['EXPEDITE_DELIVERY']);
  });

  it('show the claim amount only for cash claims and the rejection reason only once rejected', async () => {
    const visible = async (condition: unknown, facts: Record<string, unknown>): Promise<boolean> => {
      const engine = new Engine([], { allowUndefinedFacts: true });
      engine.addRule({ conditions: condition as TopLevelCondition, event: { type: 'shown' } });
      return (await engine.run(facts)).events.length > 0;
    };
    const compensate = TICKET_SCHEMAS[3]!;
    const amount = (compensate.ui_schema.claim_amount as { visibleWhen: unknown }).visibleWhen;
    expect(await visible(amount, { form_data: { claim_method: '现金' } })).toBe(true);
    expect(await visible(amount, { form_data: { claim_method: '补发' } })).toBe(false);
    const reason = (compensate.ui_schema.reject_reason as { visibleWhen: unknown }).visibleWhen;
    expect(await visible(reason, { is_rejected_flag: false, user_role: 'EXECUTIVE_STAFF', ticket_status: 'IN_PROGRESS' })).toBe(false);
    expect(await visible(reason, { is_rejected_flag: true, user_role: 'VIEWER', ticket_status: 'REJECTED' })).toBe(true);
  });
});

describe('seeded data and order parties', () => {
  let ts: TestServer;
  let token: string;
  beforeAll(async () => {
    ts = await startTestServer({}, undefined, ROLE_PAGES);
    token = (await login(ts.url, 'cs')).token;
  });
  afterAll(async () => {
    await ts.stop();
  });

  it('seeds payloads valid against their schema and fee lines with known targets', async () => {
    const { body } = await call(ts.url, '/api/order/tickets?per_page=100', { token });
    expect(body.data.total).toBeGreaterThanOrEqual(40);
    for (const row of body.data.list) {
      const schema = TICKET_SCHEMAS.find((item) => item.id === row.schema_id);
      expect(schema, row.type).toBeDefined();
      expect(payloadError(schema!, row.payload), `${row.ticket_no} ${row.type}`).toBeUndefined();
      expect(row.fee_lines.length).toBeGreaterThanOrEqual(schema!.fee_min_items ?? 0);
    }
    expect(new Set(body.data.list.map((row: { executive_uid: number }) => row.executive_uid))).toEqual(new Set([5, 6, 101]));
  });

  it('lists an order’s settle targets with the types fee configs name, and its goods', async () => {
    const waybills = (await call(ts.url, '/api/order/waybills?status=SIGNED&per_page=5', { token })).body.data.list;
    const order = waybills.find((row: { delivery_resource_id: number }) => row.delivery_resource_id > 0);
    expect(order.consignor_resource_id).toBeGreaterThan(400_000);
    const { body } = await call(ts.url, `/api/order/orders/${order.id}/settle-targets`, { token });
    const types = body.data.list.map((target: { type: string }) => target.type);
    expect(types).toEqual(['CONSIGNOR', 'SERVICER', 'DELIVERY', 'TRANSPORTER']);
    expect(body.data.list[0]).toEqual({ id: order.consignor_resource_id, name: order.consignor_name, type: 'CONSIGNOR' });
    expect(body.data.PRODUCTS[0]).toMatchObject({ name: order.goods_name, quantity: order.package_count });
    expect((await call(ts.url, '/api/order/orders/999999/settle-targets', { token })).status).toBe(404);

    const contacts = await call(ts.url, `/api/user/contract/partner-contacts?resource_ids=${order.consignor_resource_id},${order.delivery_resource_id},7`, { token });
    expect(contacts.body.data.list.map((c: { role: string }) => c.role)).toEqual(['商家', '配送安装服务商']);
    expect(contacts.body.data.list[0].phone).toMatch(/^1\d{10}$/);
  });

  it('answers bindings and supply-chain role titles', async () => {
    const bindings = await call(ts.url, '/api/user/resource_binding/main_user_id/bindings?target_account_type=servicer', { token });
    expect(bindings.body.data.list).toEqual([
      expect.objectContaining({ resource_name: '上海顺捷供应链管理有限公司', account_type: 'servicer', user_id: 2 }),
    ]);
    const title = (id: number) => call(ts.url, `/api/user/resource_binding/get_supply_chain_role_title/${id}`, { token });
    expect((await title(2)).body.data.title).toBe('服务商');
    expect((await title(4)).body.data.title).toBe('商家');
    expect((await title(3)).body.data.title).toBe('配送安装服务商');
    expect((await title(9999)).status).toBe(404);
  });
});

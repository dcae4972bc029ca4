// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, login, startTestServer, type TestServer } from './test-server.js';
import { ROLE_PAGES } from './role-pages-fixture.js';

interface FeeConfig {
  code: string;
  directions: string[];
  settle_targets: Record<string, string[]>;
  settlement_methods: Array<{ value: string; label: string }>;
  minAmount: number;
  maxAmount: number;
}
interface FeeLine {
  direction: string;
  code: string;
  settle_target_id: number;
  settle_target_type: string;
  amount: number;
  settlement_method_code: string;
}

let ts: TestServer;
let token: string;
beforeAll(async () => {
  ts = await startTestServer({}, undefined, ROLE_PAGES);
  token = (await login(ts.url, 'servicer')).token;
});
afterAll(async () => {
  await ts.stop();
});

describe('order fees on the reference server', () => {
  it('serves the order fee configs with stage rules, to logged-in users only', async () => {
    expect((await call(ts.url, '/api/order/fee-configs')).status).toBe(401);
    const { status, body } = await call(ts.url, '/api/order/fee-configs', { token });
    expect(status).toBe(200);
    const codes = (body.data.fee_configs as FeeConfig[]).map((config) => config.code);
    expect(codes).toContain('TRANSSHIPMENT_FEE');
    expect(body.data.fee_stage_rules.FINISHED.can_edit).toBe(false);
    expect(body.data.fee_min_items).toBe(1);
  });

  it('seeds every order with fee lines its own configs and settle targets allow', async () => {
    const configs = (await call(ts.url, '/api/order/fee-configs', { token })).body.data.fee_configs as FeeConfig[];
    const orders = (await call(ts.url, '/api/order/waybills?per_page=30', { token })).body.data.list as Array<{ id: number; fee_lines: FeeLine[] }>;
    expect(orders.length).toBe(30);
    for (const order of orders) {
      const targets = (await call(ts.url, `/api/order/orders/${order.id}/settle-targets`, { token })).body.data.list as Array<{ id: number; type: string }>;
      expect(order.fee_lines.length, `order ${order.id}`).toBeGreaterThan(0);
      const combinations = new Set<string>();
      for (const line of order.fee_lines) {
        const config = configs.find((candidate) => candidate.code === line.code);
        expect(config, line.code).toBeDefined();
        expect(config!.directions).toContain(line.direction);
        expect(config!.settle_targets[line.direction]).toContain(line.settle_target_type);
        expect(targets.some((target) => target.id === line.settle_target_id && target.type === line.settle_target_type), `order ${order.id} target ${line.settle_target_id}`).toBe(true);
        expect(config!.settlement_methods.map((method) => method.value)).toContain(line.settlement_method_code);
        expect(line.amount).toBeGreaterThanOrEqual(config!.minAmount);
        expect(line.amount).toBeLessThanOrEqual(config!.maxAmount);
        combinations.add(`${line.direction}|${line.settle_target_id}|${line.code}`);
      }
      expect(combinations.size).toBe(order.fee_lines.length);
    }
  });

  it('refuses fee lines that are not objects with a 400 and keeps the stored ones', async () => {
    // One of the service provider's own orders (another tenant's would answer 404).
    const id = (await call(ts.url, '/api/order/waybills?page=1&per_page=1', { token })).body.data.list[0].id as number;
    const before = (await call(ts.url, `/api/order/waybills/${id}`, { token })).body.data;
    const refused = await call(ts.url, `/api/order/waybills/${id}`, { method: 'PUT', token, body: { fee_lines: ['配送费'] } });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe('参数错误：fee_lines.0 应为对象');
    expect((await call(ts.url, `/api/order/waybills/${id}`, { token })).body.data.fee_lines).toEqual(before.fee_lines);
  });
});

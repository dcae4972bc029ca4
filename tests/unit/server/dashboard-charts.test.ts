// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatLocalDate } from '../../../server/db/clock.js';
import { FIXTURE_SCREENS } from './fixture-screens.js';
import { call, login, startTestServer, type TestServer } from './test-server.js';
import { ROLE_PAGES } from './role-pages-fixture.js';

type Row = Record<string, unknown>;
let ts: TestServer;
let admin: string;
let waybills: Row[];
beforeAll(async () => {
  ts = await startTestServer({}, undefined, { ...FIXTURE_SCREENS, ...ROLE_PAGES });
  admin = (await login(ts.url, 'admin')).token;
  waybills = await listAll('/order/waybills');
}, 60_000);
afterAll(async () => {
  await ts.stop();
});

const get = (path: string, token = admin) => call(ts.url, path, { token });
const listAll = async (path: string, token = admin): Promise<Row[]> => (await get(`/api${path}?per_page=500`, token)).body.data.list;
const rowsOf = async (path: string, token = admin): Promise<Row[]> => {
  const { status, body } = await get(`/api${path}`, token);
  expect(status).toBe(200);
  expect(body.code).toBe('0');
  return body.data.list;
};
const dayOf = (value: unknown): string => String(value ?? '').slice(0, 10);
const lastDays = (n: number): string[] => {
  const now = new Date();
  return Array.from({ length: n }, (_, i) => formatLocalDate(new Date(now.getFullYear(), now.getMonth(), now.getDate() - (n - 1 - i))));
};
const countBy = (rows: Row[], key: (row: Row) => unknown): Map<string, number> => {
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(String(key(row)), (counts.get(String(key(row))) ?? 0) + 1);
  return counts;
};
const userIdOf = async (token: string): Promise<number> => (await get('/api/user/users/getUserInfo', token)).body.data.main_user_id;

describe('dashboard chart endpoints', () => {
  it('orders-daily counts the orders created and signed on each of the last N days', async () => {
    // Seeded orders reach back about 90 days, the signed ones being the older.
    const rows = await rowsOf('/order/stats/charts/orders-daily?days=90');
    const days = lastDays(90);
    expect(rows.map((r) => r.date)).toEqual(days);
    const created = countBy(waybills.filter((w) => w.status !== 'DRAFT' && w.status !== 'RECYCLED'), (w) => dayOf(w.created_at));
    const signed = countBy(waybills.filter((w) => w.status === 'SIGNED'), (w) => dayOf(w.sign_time));
    expect(rows).toEqual(days.map((date) => ({ date, created: created.get(date) ?? 0, signed: signed.get(date) ?? 0 })));
    expect(rows.reduce((sum, r) => sum + Number(r.created), 0)).toBeGreaterThan(0);
    expect(rows.reduce((sum, r) => sum + Number(r.signed), 0)).toBeGreaterThan(0);
    expect(await rowsOf('/order/stats/charts/orders-daily')).toHaveLength(30);
  });

  it('orders-by-status names every status in Chinese with its count', async () => {
    const rows = await rowsOf('/order/stats/charts/orders-by-status');
    const counts = countBy(waybills, (w) => w.status);
    expect(rows.find((r) => r.code === 'SIGNED')).toEqual({ code: 'SIGNED', name: '已签收', count: counts.get('SIGNED') });
    expect(rows.find((r) => r.code === 'IN_TRANSIT')?.name).toBe('运输中');
    expect(rows.reduce((sum, r) => sum + Number(r.count), 0)).toBe(waybills.length);
  });

  it('abnormal cases and tickets by type and by status equal the collections\' counts', async () => {
    const [abnormals, tickets] = await Promise.all([listAll('/order/abnormals'), listAll('/order/tickets')]);
    const byType = await rowsOf('/order/stats/charts/abnormals-by-type');
    expect(byType.find((r) => r.code === 'DAMAGE')).toEqual({ code: 'DAMAGE', name: '破损', count: abnormals.filter((a) => a.abnormal_type === 'DAMAGE').length });
    expect(byType.reduce((sum, r) => sum + Number(r.count), 0)).toBe(abnormals.length);
    const ticketTypes = await rowsOf('/order/stats/charts/tickets-by-type');
    const ticketStatuses = await rowsOf('/order/stats/charts/tickets-by-status');
    const typeCounts = countBy(tickets, (t) => t.type);
    const statusCounts = countBy(tickets, (t) => t.status);
    for (const row of ticketTypes) expect(row.count).toBe(typeCounts.get(String(row.code)) ?? 0);
    for (const row of ticketStatuses) expect(row.count).toBe(statusCounts.get(String(row.code)) ?? 0);
    expect(ticketStatuses.find((r) => r.code === 'SUBMITTED')?.name).toBe('待受理');
    expect(ticketTypes.reduce((sum, r) => sum + Number(r.count), 0)).toBe(tickets.length);
  });

  it('on-time-rate gives per day the signed orders, those signed by their appointment day and the percent', async () => {
    const days = lastDays(90);
    const signed = waybills.filter((w) => w.status === 'SIGNED' && days.includes(dayOf(w.sign_time)) && w.appointment_time);
    expect(signed.length).toBeGreaterThan(0);
    const rows = await rowsOf('/order/stats/charts/on-time-rate?days=90&unit=day');
    expect(rows).toHaveLength(90);
    for (const row of rows) {
      const ofDay = signed.filter((w) => dayOf(w.sign_time) === row.period);
      const onTime = ofDay.filter((w) => dayOf(w.sign_time) <= dayOf(w.appointment_time)).length;
      expect(row).toEqual({ period: row.period, signed: ofDay.length, on_time: onTime, rate: ofDay.length ? Math.round((onTime * 1000) / ofDay.length) / 10 : null });
    }
    expect(rows.some((r) => r.rate !== null)).toBe(true);
    const weeks = await rowsOf('/order/stats/charts/on-time-rate?days=84&unit=week');
    expect(weeks.length).toBeGreaterThanOrEqual(12);
    expect(weeks.length).toBeLessThanOrEqual(13);
    // Weeks start on Mondays.
    expect(weeks.slice(1).every((r) => new Date(`${String(r.period)}T00:00:00`).getDay() === 1)).toBe(true);
    const inWindow = signed.filter((w) => lastDays(84).includes(dayOf(w.sign_time)));
    expect(weeks.reduce((sum, r) => sum + Number(r.signed), 0)).toBe(inWindow.length);
  });

  it('delivery-workload counts the appointments and signatures of each day', async () => {
    const days = lastDays(14);
    const rows = await rowsOf('/order/stats/charts/delivery-workload');
    expect(rows.map((r) => r.date)).toEqual(days);
    const booked = countBy(waybills.filter((w) => w.status !== 'CANCELLED' && w.appointment_time), (w) => dayOf(w.appointment_time));
    for (const row of rows) expect(row.appointments).toBe(booked.get(String(row.date)) ?? 0);
  });

  it('income-spend sums the settlement lines of each month by direction', async () => {
    const settlements = await listAll('/finance/settlements');
    const rows = await rowsOf('/finance/stats/charts/income-spend?months=12');
    expect(rows).toHaveLength(12);
    const sum = (direction: string, month: unknown) =>
      Math.round(settlements.filter((s) => s.direction === direction && String(s.created_at).slice(0, 7) === month).reduce((t, s) => t + Number(s.amount), 0) * 100) / 100;
    for (const row of rows) {
      expect(row.income).toBeCloseTo(sum('INCOME', row.month), 2);
      expect(row.spend).toBeCloseTo(sum('OUTLAY', row.month), 2);
    }
    expect(rows.some((r) => Number(r.income) > 0)).toBe(true);
  });

  it('a merchant sees only its own orders and a delivery provider only the orders assigned to it', async () => {
    const consignor = (await login(ts.url, 'consignor')).token;
    const delivery = (await login(ts.url, 'delivery')).token;
    const consignorId = await userIdOf(consignor);
    const deliveryId = await userIdOf(delivery);
    const own = waybills.filter((w) => w.consignor_user_id === consignorId);
    const assigned = waybills.filter((w) => w.delivery_user_id === deliveryId);
    expect(own.length).toBeGreaterThan(0);
    expect(assigned.length).toBeGreaterThan(0);
    const total = (rows: Row[]) => rows.reduce((sum, r) => sum + Number(r.count), 0);
    expect(total(await rowsOf('/order/stats/charts/orders-by-status', consignor))).toBe(own.length);
    expect(total(await rowsOf('/order/stats/charts/orders-by-status', delivery))).toBe(assigned.length);
    const abnormals = await listAll('/order/abnormals');
    const ownNos = new Set(own.map((w) => w.order_no));
    expect(total(await rowsOf('/order/stats/charts/abnormals-by-type', consignor))).toBe(abnormals.filter((a) => ownNos.has(a.order_no)).length);
    expect(total(await rowsOf('/order/stats/charts/orders-by-status'))).toBeGreaterThan(own.length);
  });

  it('refuses a window out of range with a readable message and answers nothing without a token', async () => {
    for (const query of ['days=0', 'days=91', 'days=abc']) {
      const { status, body } = await get(`/api/order/stats/charts/orders-daily?${query}`);
      expect(status).toBe(400);
      expect(body.msg).toMatch(/^参数错误：天数/);
    }
    expect((await get('/api/order/stats/charts/orders-daily?days=91')).body.msg).toBe('参数错误：天数 不能大于 90');
    expect((await get('/api/order/stats/charts/on-time-rate?unit=month')).body.msg).toMatch(/^参数错误：统计周期 应为以下值之一/);
    expect((await get('/api/finance/stats/charts/income-spend?months=25')).body.msg).toBe('参数错误：月数 不能大于 24');
    expect((await call(ts.url, '/api/order/stats/charts/orders-by-status')).status).toBe(401);
  });
});

/**
 * Seeded tickets: every list type and status, payloads valid against their schema, fee lines from the
 * order's settle targets, and the executive and finance people of a real after-sales desk.
 *
 * Fixtures the end-to-end tests rely on (always seeded, found through GET /order/tickets filters):
 * - EXPEDITE, SUBMITTED, executive cs (刘婷婷, uid 5):      ?type=EXPEDITE&status=SUBMITTED&executive_uid=5
 * - EXPEDITE, IN_PROGRESS, executive 周建华 (uid 101, neither cs nor supervisor):
 *                                                          ?type=EXPEDITE&status=IN_PROGRESS&executive_uid=101
 * - RETURN, FINANCE_REVIEWING, finance 孙丽娟 (uid 7):       ?status=FINANCE_REVIEWING&financial_uid=7
 * - REPAIR, COMPLETED, executive cs:                       ?status=COMPLETED&executive_uid=5
 * - COMPENSATE, REJECTED with is_rejected 1:               ?status=REJECTED&is_rejected=1
 * The first match of each filter (newest first) is a fixture; other seeded rows may match too and
 * fit the same description.
 */
import { codesOf, TICKET_STATUSES, TICKET_TYPES } from '../codes/codes.js';
import { afterOrder, businessNo, pickOrders } from '../seed/order-refs.js';
import type { SeedContext, SeedRecord } from '../records/types.js';
import { formatLocalDateTime } from '../db/clock.js';
import { spreadEvenly } from '../fake-data/distribute.js';
import { demoUser } from '../users/demo-users.js';
import type { Random } from '../fake-data/prng.js';
import { samplePayload, ticketSchemaOf } from './schemas/index.js';
import { settleTargetsOf } from '../fees/settle-targets.js';
import {
  DEFAULT_EXECUTIVE_UID, DEFAULT_FINANCIAL_UID, OTHER_EXECUTIVE_UID, OTHER_FINANCIAL_UID, type TicketStatus,
} from './ticket-constants.js';
import { schemaIdOfType, staffName } from './ticket-records.js';
import { stageOfStatus } from './ticket-transitions.js';
import type { FeeLine, JsonObject, SettleTarget, TicketSchema } from './ticket-types.js';

const TICKET_COUNT = 40;
const SUPERVISOR_UID = 6;
const DEADLINE_HOURS = 48;

interface Plan {
  type: string;
  status: TicketStatus;
  executive: number;
  financial: number;
  rejected?: boolean;
}

/** The fixtures come first, newest, so each filter above finds one first. */
const FIXTURES: readonly Plan[] = [
  { type: 'EXPEDITE', status: 'SUBMITTED', executive: DEFAULT_EXECUTIVE_UID, financial: DEFAULT_FINANCIAL_UID },
  { type: 'EXPEDITE', status: 'IN_PROGRESS', executive: OTHER_EXECUTIVE_UID, financial: DEFAULT_FINANCIAL_UID },
  { type: 'RETURN', status: 'FINANCE_REVIEWING', executive: DEFAULT_EXECUTIVE_UID, financial: DEFAULT_FINANCIAL_UID },
  { type: 'REPAIR', status: 'COMPLETED', executive: DEFAULT_EXECUTIVE_UID, financial: DEFAULT_FINANCIAL_UID },
  { type: 'COMPENSATE', status: 'REJECTED', executive: OTHER_EXECUTIVE_UID, financial: DEFAULT_FINANCIAL_UID, rejected: true },
  // Finance review by someone else, for the supervisor acting as finance.
  { type: 'EXPENSE', status: 'FINANCE_REVIEWING', executive: SUPERVISOR_UID, financial: OTHER_FINANCIAL_UID },
];

const REVIEWED: readonly string[] = ['FINANCE_REVIEWING', 'FINISHED', 'REJECTED'];
const HANDLED: readonly string[] = ['IN_PROGRESS', 'COMPLETED', ...REVIEWED];

/** The seeded order's amount (no maximum when it has none). */
function orderAmount(order: JsonObject): number {
  const amount = Number(order.amount);
  return Number.isFinite(amount) && order.amount !== undefined && order.amount !== null ? amount : Number.POSITIVE_INFINITY;
}

/** A seeded fee line: OUTLAY lines stay within the order's amount (widgets spec §5). */
function feeLineOf(
  schema: TicketSchema, targets: readonly SettleTarget[], random: Random, taken: Set<string>, orderMax: number,
): FeeLine | undefined {
  for (const config of schema.fee_configs) {
    for (const direction of config.directions) {
      const target = targets.find((item) => config.settle_targets?.[direction]?.includes(item.type));
      const key = `${direction}|${config.code}`;
      if (!target || taken.has(key)) continue;
      taken.add(key);
      const method = config.settlement_methods?.[0] ?? { value: 'MONTHLY', label: '月结' };
      const max = Math.min(config.maxAmount ?? 500, 500);
      const drawn = Math.max(config.minAmount ?? 1, random.int(2000, max * 100) / 100);
      const amount = direction === 'OUTLAY' ? Math.min(drawn, orderMax) : drawn;
      if (amount < (config.minAmount ?? 0)) continue;
      return {
        direction,
        code: config.code,
        code_name: config.name,
        settle_target_id: target.id,
        settle_target_name: target.name,
        settle_target_type: target.type,
        amount,
        settlement_method_code: method.value,
        settlement_method_name: method.label,
      };
    }
  }
  return undefined;
}

function feeLinesOf(schema: TicketSchema, targets: readonly SettleTarget[], random: Random, orderMax: number): FeeLine[] {
  const wanted = Math.max(schema.fee_min_items ?? 0, random.int(0, 2));
  const taken = new Set<string>();
  const lines: FeeLine[] = [];
  for (let i = 0; i < wanted; i += 1) {
    const line = feeLineOf(schema, targets, random, taken, orderMax);
    if (line) lines.push(line);
  }
  return lines;
}

function payloadOf(schema: TicketSchema, plan: Plan, order: JsonObject, at: Date, random: Random): JsonObject {
  const payload = samplePayload(schema.id, random, order, at);
  if (HANDLED.includes(plan.status)) payload.handling_note = random.pick(['已联系客户确认情况，正在安排处理', '已与网点沟通，明日上门', '已核实，按流程处理']);
  if (REVIEWED.includes(plan.status) && plan.status !== 'FINANCE_REVIEWING') payload.finance_opinion = plan.rejected ? '费用依据不足' : '费用核实无误，同意结算';
  if (plan.rejected) payload.reject_reason = '凭证不完整，请补充签收单与现场照片后重新提交';
  return payload;
}

function limitationOf(index: number, random: Random): { limitation_status: string; is_timed_out: 0 | 1 } {
  if (index % 5 === 0) return { limitation_status: 'C_DANGER', is_timed_out: 1 };
  return { limitation_status: random.chance(0.3) ? 'B_WARNING' : 'A_NORMAL', is_timed_out: 0 };
}

function randomPlans(random: Random, count: number): Plan[] {
  const types = spreadEvenly(random, count, codesOf(TICKET_TYPES));
  const statuses = spreadEvenly(random, count, codesOf(TICKET_STATUSES));
  return types.map((type, index) => {
    const status = (statuses[index] ?? 'SUBMITTED') as TicketStatus;
    return {
      type,
      status,
      executive: random.pick([DEFAULT_EXECUTIVE_UID, SUPERVISOR_UID, OTHER_EXECUTIVE_UID]),
      financial: random.pick([DEFAULT_FINANCIAL_UID, OTHER_FINANCIAL_UID]),
      // Finance rejected it, or sent it back to be handled again.
      rejected: status === 'REJECTED' || (status === 'IN_PROGRESS' && random.chance(0.3)),
    };
  });
}

export function seedTickets({ random, now, rowsOf }: SeedContext): SeedRecord[] {
  const plans = [...FIXTURES, ...randomPlans(random, TICKET_COUNT - FIXTURES.length)];
  // The after-sales desk is the demo service provider's: its tickets are about the orders bound to it.
  const servicerId = demoUser('servicer').id;
  const bound = rowsOf('waybills').filter((row) => row.servicer_user_id === servicerId);
  const orders = pickOrders(random, bound, plans.length, ['RECEIVED', 'IN_TRANSIT', 'ARRIVED', 'DELIVERING', 'SIGNED']);
  const records = plans.map((plan, index): SeedRecord => {
    const order = (orders[index] ?? {}) as JsonObject;
    // Fixtures are the newest rows, a minute apart, so list filters (newest first) find them first.
    const created = index < FIXTURES.length ? formatLocalDateTime(new Date(now.getTime() - (index + 1) * 60_000)) : afterOrder(random, order, now, 240);
    const createdAt = new Date(created.replace(' ', 'T'));
    const schemaId = schemaIdOfType(plan.type);
    const schema = ticketSchemaOf(schemaId) as TicketSchema;
    return {
      data: {
        ticket_no: businessNo('GD', created, index + 1),
        order_no: order.order_no,
        order_id: order.id,
        type: plan.type,
        schema_id: schemaId,
        status: plan.status,
        stage: stageOfStatus(plan.status),
        parent_id: null,
        payload: payloadOf(schema, plan, order, createdAt, random),
        fee_lines: feeLinesOf(schema, settleTargetsOf(order, rowsOf).list, random, orderAmount(order)),
        is_rejected: plan.rejected ? 1 : 0,
        executive_uid: plan.executive,
        executive_name: staffName(plan.executive),
        financial_uid: plan.financial,
        financial_name: staffName(plan.financial),
        ...limitationOf(index, random),
        deadline: formatLocalDateTime(new Date(createdAt.getTime() + DEADLINE_HOURS * 3_600_000)),
      },
      created_at: created,
    };
  });
  return records.sort((a, b) => String(a.created_at).localeCompare(String(b.created_at)));
}

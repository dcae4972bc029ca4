/**
 * Time to recompute the ticket screen's rules for one form change: every action rule, every
 * visibleWhen rule and the sub-type rules, over the facts of the changed form, on the largest ticket
 * schema (most action rules and conditional fields). Median and p90 of many runs; writes the
 * `ticket-rules` section of bench/REPORT.md. Never fails on timing.
 */
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { buildFacts, conditionalFields, recompute, type TicketPayload, type TicketSchema } from '../src/tickets';
import { TICKET_SCHEMAS } from '../server/tickets/schemas/index';
import { SCHEMAS, orderFixture, ticketFixture } from '../tests/unit/tickets/fixtures';
import { generatedLine, writeReportSection } from './report';

const WARM_UP = 50;
const RUNS = 500;

const size = (schema: TicketSchema) => schema.action_rules.length + conditionalFields(schema.ui_schema).length + schema.sub_type_options.length;
// The reference server's seeded schemas and the unit-test fixtures; the largest of them is measured.
const schema = [...(TICKET_SCHEMAS as unknown as TicketSchema[]), ...SCHEMAS].sort((a, b) => size(b) - size(a))[0]!;
const ticket = ticketFixture({ type: schema.type, schema_id: schema.id, status: 'IN_PROGRESS' });

/** Each run is a different form change: one field takes the next of a few values. */
const CHANGES: TicketPayload[] = ['MONEY', 'GOODS', 'FREIGHT'].flatMap((compensate_type) =>
  ['BUYOUT', 'SELL', 'DISCARD', 'RETURN'].map((goods_disposal) => ({ reason: 'DAMAGED', compensate_type, goods_disposal, contact: { name: '王' } })),
);

async function oneChange(run: number): Promise<number> {
  const formData = CHANGES[run % CHANGES.length]!;
  const started = performance.now();
  await recompute(schema, buildFacts({ ticket, formData, role: 'EXECUTIVE_STAFF', order: orderFixture() }));
  return performance.now() - started;
}

const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

const loadAtStart = loadavg()[0] ?? 0;
for (let run = 0; run < WARM_UP; run += 1) await oneChange(run);
const samples: number[] = [];
for (let run = 0; run < RUNS; run += 1) samples.push(await oneChange(run));
samples.sort((a, b) => a - b);

const ms = (value: number) => value.toFixed(3);
const section = `## Ticket rules: one form change

${generatedLine('npm run bench:tickets')} Node, ${cpus().length} CPU cores, load average ${loadAtStart.toFixed(1)} at the start.

Recomputing the ticket screen's rules after one form change (\`recompute\` in src/tickets: all action rules,
all visibleWhen rules and the sub-type rules, each set on its cached json-rules-engine engine) on the largest
schema, ${schema.name} (${schema.action_rules.length} action rules, ${conditionalFields(schema.ui_schema).length} conditional fields,
${schema.sub_type_options.length} sub-type rules), ${RUNS} runs after ${WARM_UP} warm-up runs, each with other form data:

| median (ms) | p90 (ms) | min (ms) | max (ms) |
|---:|---:|---:|---:|
| ${ms(percentile(samples, 50))} | ${ms(percentile(samples, 90))} | ${ms(samples[0]!)} | ${ms(samples[samples.length - 1]!)} |

The screen runs it at most every 300 ms while the user types (TICKET_RECOMPUTE_DEBOUNCE_MS).
`;
writeReportSection('ticket-rules', section);
console.log(section);

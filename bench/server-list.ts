/**
 * `npx tsx bench/server-list.ts [--baseline <commit>]`: throughput of the 500-row waybill list page.
 *
 * Starts the reference server (the one `npm start` runs, same log level) on a temporary database and
 * port 8431 (BENCH_PORT), adds orders until the 全部运单 list (GET /api/order/waybills, the API of
 * screens/waybill/waybill-all.json) holds at least 500 rows for every measured account, signs each
 * account in through the real login route, and loads page 1 with per_page=500 from 50 connections
 * for 15 s (autocannon) after a 3 s warm-up, then for 15 s more from a bounded script on Node's own HTTP
 * client (http-load.ts: autocannon's JavaScript HTTP parser costs more CPU per 0.85 MB answer than the
 * server does). Reports req/s, p50, p99, errors and non-2xx answers per account and load generator, and
 * the load generator's CPU per answer, into the `server-list` section of bench/REPORT.md.
 *
 * With `--baseline <commit>` the server of that commit (extracted with git archive under .tmp/) is
 * measured first in the same run, so before and after share the machine's load. `--cpu-prof <folder>`
 * profiles the server. Reports only.
 */
import autocannon, { type AutocannonResult } from 'autocannon';
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { runLoad, type LoadResult } from './http-load';
import { generatedLine, writeReportSection } from './report';
import { startReferenceServer } from './reference-server';
import { checkoutServer, shortCommit } from './baseline-checkout';

const PORT = Number(process.env.BENCH_PORT ?? 8431);
const PASSWORD = 'demo1234';
const ROWS = 500;
const LIST_PATH = `/api/order/waybills?page=1&per_page=${ROWS}`;
const CONNECTIONS = 50;
/** autocannon's default (10 s) counts slow answers on a busy machine as errors; the server's errors are what counts. */
const TIMEOUT_S = 60;
/**
 * The platform administrator (no tenancy filter, sees fees), a merchant (tenancy, sees fees) and a
 * sub-account of the service provider (tenancy through its main account, fees masked).
 */
const ACCOUNTS = ['admin', 'consignor', 'supervisor'] as const;
/** Only to try the script quickly (BENCH_DURATION=2); the report's figures use the defaults. */
const DURATION_S = Number(process.env.BENCH_DURATION ?? 15);
const WARMUP_S = Math.min(3, DURATION_S);

interface Envelope<T> {
  code: string;
  msg: string;
  data: T;
}

async function api<T>(base: string, path: string, init: { method?: string; token?: string; body?: unknown } = {}): Promise<T> {
  const response = await fetch(base + path, {
    method: init.method ?? 'GET',
    headers: { ...(init.token ? { token: init.token } : {}), ...(init.body ? { 'content-type': 'application/json' } : {}) },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const envelope = (await response.json()) as Envelope<T>;
  if (envelope.code !== '0') throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${JSON.stringify(envelope)}`);
  return envelope.data;
}

interface Session {
  token: string;
  mainUserId: number;
}

async function signIn(base: string, username: string): Promise<Session> {
  const data = await api<{ token: string }>(base, '/api/login/login', { method: 'POST', body: { username, password: PASSWORD } });
  const claims = JSON.parse(Buffer.from(data.token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { main_user_id: number };
  return { token: data.token, mainUserId: claims.main_user_id };
}

type Row = Record<string, unknown>;
const listOf = (base: string, token: string) => api<{ list: Row[]; total: number }>(base, LIST_PATH, { token });

/**
 * Copies of the demo orders, created by the admin through the API, naming the demo servicer and
 * merchant as parties, until every measured account sees at least ROWS orders.
 */
async function addOrders(base: string, sessions: Record<string, Session>): Promise<Record<string, number>> {
  const admin = sessions.admin!;
  const templates = (await listOf(base, admin.token)).list;
  const servicer = sessions.supervisor!; // a sub-account: its main account is the demo service provider
  const consignor = sessions.consignor!;
  const totals = async () => Object.fromEntries(
    await Promise.all(Object.entries(sessions).map(async ([name, session]) => [name, (await listOf(base, session.token)).total] as const)),
  );
  let seen = await totals();
  let next = 0;
  while (Math.min(...Object.values(seen)) < ROWS) {
    const batch = Array.from({ length: 50 }, () => {
      const { id: _id, order_no: _no, created_at: _c, updated_at: _u, version: _v, ...data } = templates[next++ % templates.length]!;
      return { ...data, servicer_user_id: servicer.mainUserId, consignor_user_id: consignor.mainUserId };
    });
    await Promise.all(batch.map((body) => api(base, '/api/order/waybills', { method: 'POST', token: admin.token, body })));
    seen = await totals();
  }
  return seen;
}

/** `--cpu-prof <folder>`: the server writes a V8 CPU profile of each run there (read its top frames). */
function profileArgs(label: string): string[] {
  const flag = process.argv.indexOf('--cpu-prof');
  const folder = flag >= 0 ? process.argv[flag + 1] : undefined;
  return folder ? ['--cpu-prof', `--cpu-prof-dir=${join(folder, label)}`] : [];
}

interface Measured {
  account: string;
  rows: number;
  result: AutocannonResult;
  /** autocannon's own CPU time per answer of the 50-connection run, in ms. */
  autocannonCpuMs: number;
  /** The same load from the bounded script (http-load.ts). */
  script: LoadResult;
  /** Server CPU time (user + system) per answered request, in ms. */
  cpuMsPerRequest: number;
}

/** Requests sent one at a time to measure the server's CPU time per answer. */
const CPU_SAMPLE_REQUESTS = 100;
/** Clock ticks per second of /proc/<pid>/stat (USER_HZ, 100 on Linux). */
const USER_HZ = 100;

/**
 * CPU time the process has used, in ms (Linux /proc). Unlike req/s it hardly depends on what else the
 * machine runs, so before and after stay comparable on a busy machine: 1000 / (ms per request) is what
 * one free core would serve.
 */
function cpuMsOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  // utime and stime are fields 14 and 15 of the stat line, 12 and 13 after the command's ") ".
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / USER_HZ;
}

async function measure(label: string, root: string | undefined): Promise<Measured[]> {
  const server = await startReferenceServer({ port: PORT, root, nodeArgs: profileArgs(label) });
  try {
    const sessions: Record<string, Session> = {};
    for (const name of ACCOUNTS) sessions[name] = await signIn(server.baseURL, name);
    const totals = await addOrders(server.baseURL, sessions);
    const measured: Measured[] = [];
    for (const account of ACCOUNTS) {
      const { token } = sessions[account]!;
      const rows = (await listOf(server.baseURL, token)).list.length;
      const options = { url: server.baseURL + LIST_PATH, connections: CONNECTIONS, headers: { token }, timeout: TIMEOUT_S };
      // One request at a time first (warmed up the same way): the server's CPU time per answer, with no
      // backlog of requests a finished run left behind.
      await autocannon({ ...options, connections: 1, amount: CPU_SAMPLE_REQUESTS / 5 });
      const cpuBefore = cpuMsOf(server.pid);
      const single = await autocannon({ ...options, connections: 1, amount: CPU_SAMPLE_REQUESTS });
      const cpuMsPerRequest = (cpuMsOf(server.pid) - cpuBefore) / Math.max(1, single.requests.total);
      await autocannon({ ...options, duration: WARMUP_S });
      const clientCpuBefore = process.cpuUsage();
      const result = await autocannon({ ...options, duration: DURATION_S });
      const clientCpu = process.cpuUsage(clientCpuBefore);
      const autocannonCpuMs = (clientCpu.user + clientCpu.system) / 1000 / Math.max(1, result.requests.total);
      const script = await runLoad({ url: options.url, headers: { token }, connections: CONNECTIONS, durationS: DURATION_S, timeoutS: TIMEOUT_S });
      console.log(
        `${label} ${account}: ${rows} rows of ${totals[account]}, ${result.requests.average.toFixed(0)} req/s, ` +
          `p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, errors ${result.errors}, non-2xx ${result.non2xx}, ` +
          `server CPU ${cpuMsPerRequest.toFixed(2)} ms/request, autocannon CPU ${autocannonCpuMs.toFixed(2)} ms/request; ` +
          `script ${script.reqPerSec.toFixed(0)} req/s, p50 ${script.p50} ms, p99 ${script.p99} ms, errors ${script.errors}, ` +
          `non-2xx ${script.non2xx}, ${(script.bytesPerRequest / 1e6).toFixed(2)} MB/answer, script CPU ${script.clientCpuMsPerRequest.toFixed(2)} ms/request`,
      );
      measured.push({ account, rows, result, autocannonCpuMs, script, cpuMsPerRequest });
    }
    return measured;
  } finally {
    await server.stop();
  }
}

const row = (label: string, m: Measured): string => {
  const r = m.result;
  return `| ${label} | ${m.account} | ${m.rows} | ${r.requests.average.toFixed(0)} | ${r.latency.p50} | ${r.latency.p99} | ${r.errors} | ${r.non2xx} | ${m.autocannonCpuMs.toFixed(2)} | ${m.cpuMsPerRequest.toFixed(2)} | ${(1000 / m.cpuMsPerRequest).toFixed(0)} |`;
};

const scriptRow = (label: string, m: Measured): string => {
  const s = m.script;
  return `| ${label} | ${m.account} | ${m.rows} | ${s.reqPerSec.toFixed(0)} | ${s.p50} | ${s.p99} | ${s.errors} | ${s.non2xx} | ${s.clientCpuMsPerRequest.toFixed(2)} |`;
};

async function main(): Promise<void> {
  const flag = process.argv.indexOf('--baseline');
  const baseline = flag >= 0 ? process.argv[flag + 1] : undefined;
  if (flag >= 0 && !baseline) throw new Error('--baseline needs a commit');
  const loadAtStart = loadavg()[0] ?? 0;
  const runs: Array<[string, Measured[]]> = [];
  if (baseline) {
    const commit = shortCommit(baseline);
    runs.push([`before (${commit})`, await measure('before', checkoutServer(baseline, 'server-list'))]);
  }
  runs.push(['now', await measure('now', undefined)]);
  const loadAtEnd = loadavg()[0] ?? 0;
  const command = `npx tsx bench/server-list.ts${baseline ? ` --baseline ${baseline}` : ''}`;
  writeReportSection('server-list', `## Server: the 500-row waybill list page

${generatedLine(command)} ${cpus().length} CPU cores, load average ${loadAtStart.toFixed(1)} at the start and ${loadAtEnd.toFixed(1)} at the end.

\`GET ${LIST_PATH}\` (the 全部运单 list) on the reference server as \`npm start\` runs it (log level warn,
temporary database with the demo data plus copies of its orders), each account signed in through
\`POST /api/login/login\`; autocannon, ${CONNECTIONS} connections for ${DURATION_S} s after a ${WARMUP_S} s warm-up, on
the loopback address. admin sees every order and the fees; servicer and consignor go through the
tenancy filter (supervisor is a sub-account of the service provider), and supervisor gets the fees
masked (\`***\`). Target: at least 2 × 157 req/s, no errors.

The last two columns are the server's CPU time (user + system, from /proc) per answer, over
${CPU_SAMPLE_REQUESTS} requests sent one at a time before the 50-connection run, and what that makes on one free core:
unlike req/s and the latencies they hardly move with the machine's load. "client CPU" is the load
generator's own CPU time per answer (it runs on the same cores).

| server | account | rows | req/s | p50 ms | p99 ms | errors | non-2xx | client CPU ms/req | server CPU ms/req | req/s per free core |
|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|
${runs.flatMap(([label, measured]) => measured.map((m) => row(label, m))).join('\n')}

The same ${CONNECTIONS} connections for ${DURATION_S} s right after, from a bounded script on Node's own HTTP client
(\`bench/http-load.ts\`: keep-alive connections, each sending its next request when the previous answer
is read; Node's native parser instead of autocannon's JavaScript one):

| server | account | rows | req/s | p50 ms | p99 ms | errors | non-2xx | client CPU ms/req |
|---|---|---:|---:|---:|---:|---:|---:|---:|
${runs.flatMap(([label, measured]) => measured.map((m) => scriptRow(label, m))).join('\n')}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

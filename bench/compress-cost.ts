/**
 * `npm run bench:compress` (`npx tsx bench/compress-cost.ts [--report]`): what compressing the API's JSON
 * costs the server (issue 27), on the 500-row waybill list (GET /api/order/waybills?per_page=500, the
 * 全部运单 list of screens/waybill/waybill-all.json).
 *
 * Starts the reference server (bench/reference-server.ts) on a fresh database holding at least 500
 * waybills, signs in the platform administrator, and sends the same list request one at a time (after a
 * warm-up) without Accept-Encoding, with gzip and with br, so the server compresses with its settings
 * (server/web/delivery-config.ts). For each: the server's CPU time per answer (Linux /proc, user +
 * system), the median and p95 time to the last byte, and the bytes on the wire. Then the compression
 * alone, in this process, for the same body: the server's gzip level and brotli quality, gzip 1 and 4
 * for comparison, and brotli 11 (the build's, per file), for scale. Prints the figures; `--report` also writes the
 * `compress-cost` section of bench/REPORT.md. Reports only: it never fails on timing.
 */
import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { API_BROTLI_QUALITY, API_GZIP_LEVEL, COMPRESS_THRESHOLD_BYTES } from '../server/web/delivery-config';
import { startReferenceServer } from './reference-server';
import { generatedLine, writeReportSection } from './report';
import { seedWaybills } from './seed-rows';

const ROWS = 500;
const LIST_PATH = `/api/order/waybills?page=1&per_page=${ROWS}`;
/** Only to try the script quickly (BENCH_REQUESTS=20); the figures use the default. */
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200);
const WARMUP = Math.max(5, Math.round(REQUESTS / 10));
const ENCODINGS = ['identity', 'gzip', 'br'] as const;
type Encoding = (typeof ENCODINGS)[number];
/** Clock ticks per second of /proc/<pid>/stat (USER_HZ, 100 on Linux). */
const USER_HZ = 100;

function cpuMsOf(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  // utime and stime are fields 14 and 15 of the stat line, 12 and 13 after the command's ") ".
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / USER_HZ;
}

interface Answer {
  status: number;
  encoding: string | undefined;
  bytes: number;
  body: Buffer;
}

const agent = new Agent({ keepAlive: true, maxSockets: 1 });

/** One GET through node:http (fetch would decode the body, and costs more CPU on the client). */
function get(base: string, path: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(base + path, { headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        const encoding = res.headers['content-encoding'];
        resolve({ status: res.statusCode ?? 0, encoding: typeof encoding === 'string' ? encoding : undefined, bytes: body.length, body });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

async function signIn(base: string): Promise<string> {
  const response = await fetch(`${base}/api/login/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'demo1234' }),
  });
  const body = (await response.json()) as { code: string; data: { token: string } };
  if (body.code !== '0') throw new Error(`admin login failed: ${JSON.stringify(body)}`);
  return body.data.token;
}

interface Measured {
  encoding: Encoding;
  sentAs: string;
  bytes: number;
  cpuMs: number;
  medianMs: number;
  p95Ms: number;
}

const quantile = (sorted: readonly number[], q: number): number => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;

async function measure(base: string, pid: number, token: string, encoding: Encoding): Promise<Measured> {
  const headers = { token, ...(encoding === 'identity' ? {} : { 'accept-encoding': encoding }) };
  for (let i = 0; i < WARMUP; i += 1) await get(base, LIST_PATH, headers);
  const times: number[] = [];
  let last: Answer | undefined;
  const cpuBefore = cpuMsOf(pid);
  for (let i = 0; i < REQUESTS; i += 1) {
    const started = performance.now();
    last = await get(base, LIST_PATH, headers);
    times.push(performance.now() - started);
    if (last.status !== 200) throw new Error(`${LIST_PATH} answered ${last.status}`);
  }
  const cpuMs = (cpuMsOf(pid) - cpuBefore) / REQUESTS;
  times.sort((a, b) => a - b);
  return { encoding, sentAs: last?.encoding ?? 'identity', bytes: last?.bytes ?? 0, cpuMs, medianMs: quantile(times, 0.5), p95Ms: quantile(times, 0.95) };
}

/** Median ms of `run` over a few rounds. */
function timeOf(run: () => Buffer, rounds = 15): { ms: number; bytes: number } {
  let bytes = 0;
  const times: number[] = [];
  for (let i = 0; i < rounds; i += 1) {
    const started = performance.now();
    bytes = run().length;
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { ms: quantile(times, 0.5), bytes };
}

const kib = (bytes: number): string => (bytes / 1024).toFixed(1);

const server = await startReferenceServer();
let section = '';
try {
  const total = seedWaybills(server.dbFile, ROWS);
  const token = await signIn(server.baseURL);
  const plain = await get(server.baseURL, LIST_PATH, { token });
  const body = plain.body;
  const rows = (JSON.parse(body.toString('utf8')) as { data: { list: unknown[] } }).data.list.length;
  console.log(`${total} waybills; the list answers ${rows} rows, ${kib(body.length)} KiB of JSON; ${REQUESTS} requests per encoding`);

  const measured: Measured[] = [];
  for (const encoding of ENCODINGS) measured.push(await measure(server.baseURL, server.pid, token, encoding));
  const baseline = measured[0]!;

  const alone = [
    ...[1, 4].filter((level) => level !== API_GZIP_LEVEL).map((level) => ({ label: `gzip level ${level}`, ...timeOf(() => gzipSync(body, { level })) })),
    { label: `gzip level ${API_GZIP_LEVEL} (server)`, ...timeOf(() => gzipSync(body, { level: API_GZIP_LEVEL })) },
    { label: `brotli quality ${API_BROTLI_QUALITY} (server)`, ...timeOf(() => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: API_BROTLI_QUALITY } })) },
    { label: 'brotli quality 11 (build)', ...timeOf(() => brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }), 3) },
  ];

  const lines = [
    generatedLine('npm run bench:compress'),
    `Node, ${cpus().length} CPU cores, load average ${loadavg()[0]?.toFixed(1)} at the start.`,
    '',
    `GET ${LIST_PATH} as the platform administrator (${rows} rows, ${kib(body.length)} KiB of JSON), ${REQUESTS} requests`,
    `one at a time per Accept-Encoding after ${WARMUP} to warm up; the server compresses JSON answers of ${COMPRESS_THRESHOLD_BYTES} bytes or more.`,
    '',
    '| Accept-Encoding | sent as | KiB on the wire | server CPU ms / answer | extra CPU ms | median ms | p95 ms |',
    '|---|---|---:|---:|---:|---:|---:|',
    ...measured.map((m) =>
      `| ${m.encoding === 'identity' ? '(none)' : m.encoding} | ${m.sentAs} | ${kib(m.bytes)} | ${m.cpuMs.toFixed(2)} | ${(m.cpuMs - baseline.cpuMs).toFixed(2)} | ${m.medianMs.toFixed(2)} | ${m.p95Ms.toFixed(2)} |`),
    '',
    'The same body compressed in one call, in the bench process (median):',
    '',
    '| compression | ms | KiB |',
    '|---|---:|---:|',
    ...alone.map((a) => `| ${a.label} | ${a.ms.toFixed(2)} | ${kib(a.bytes)} |`),
  ];
  section = ['## API compression cost: the 500-row list', '', ...lines].join('\n');
  console.log(`\n${lines.join('\n')}`);
} finally {
  agent.destroy();
  await server.stop();
}
if (process.argv.includes('--report') && section) writeReportSection('compress-cost', `${section}\n`);

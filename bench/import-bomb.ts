/**
 * `npx tsx bench/import-bomb.ts [--baseline <commit>] [--url <base URL> [--pid <server pid>]]`: what a
 * decompression bomb sent to the order import (POST /api/order/import) costs the reference server.
 *
 * Builds the bomb in memory (xlsx-bomb.ts: a worksheet of BOMB_ROWS rows of BOMB_CELLS one-character
 * cells, about 0.4 MB zipped), signs in as the admin, and measures: one bomb (time to the answer, the
 * answer, the server's peak RSS, and the longest a GET /api/map/help/system_info sent meanwhile, one
 * after another, waited: how long the server stopped answering), then CONCURRENT bombs at once (time
 * until the last answer, peak RSS).
 *
 * Without --url it starts the server itself (bench/reference-server.ts: temporary database, free port);
 * `--baseline <commit>` measures that commit's server first, then the working tree's, and writes both
 * into the import-bomb section of bench/REPORT.md. With --url it measures the server there and only
 * prints (peak RSS needs --pid, a process on this machine). Traffic goes only to that one server.
 */
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { ORDER_IMPORT_MAX_SHEET_CELLS, ORDER_IMPORT_MAX_SHEET_ROWS } from '../src/config/order-import';
import { checkoutServer, shortCommit } from './baseline-checkout';
import { startReferenceServer } from './reference-server';
import { generatedLine, writeReportSection } from './report';
import { xlsxBomb, type Bomb } from './xlsx-bomb';

const PASSWORD = 'demo1234';
const IMPORT_PATH = '/api/order/import';
const PING_PATH = '/api/map/help/system_info';
const BOMB_ROWS = Number(process.env.BOMB_ROWS ?? 110_000);
const BOMB_CELLS = Number(process.env.BOMB_CELLS ?? 10);
const CONCURRENT = Number(process.env.BOMB_CONCURRENT ?? 6);
/** How often the server's RSS is read while a bomb is in flight. */
const RSS_SAMPLE_MS = 10;

interface Answer {
  status: number;
  msg: string;
}

interface Measured {
  label: string;
  single: Single;
  concurrent: { ms: number; answers: string; peakRssMb: number | undefined };
  atLimits: Single;
}

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  if (index < 0) return undefined;
  const value = process.argv[index + 1];
  if (!value || value.startsWith('--')) throw new Error(`${name} needs a value`);
  return value;
}

/** Resident set size of a process in MB (Linux /proc), or undefined without a readable process. */
function rssMb(pid: number | undefined): number | undefined {
  if (!pid) return undefined;
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) / 1024 : undefined;
  } catch {
    return undefined;
  }
}

/** Runs `work` while reading the RSS of `pid` every RSS_SAMPLE_MS; answers its result and the highest RSS seen. */
async function withPeakRss<T>(pid: number | undefined, work: () => Promise<T>): Promise<{ result: T; peakRssMb: number | undefined }> {
  let peak = rssMb(pid);
  const timer = setInterval(() => {
    const now = rssMb(pid);
    if (now !== undefined && (peak === undefined || now > peak)) peak = now;
  }, RSS_SAMPLE_MS);
  try {
    const result = await work();
    return { result, peakRssMb: peak };
  } finally {
    clearInterval(timer);
  }
}

async function signIn(base: string): Promise<string> {
  const response = await fetch(`${base}/api/login/login`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: PASSWORD }),
  });
  const body = (await response.json()) as { code: string; data?: { token?: string } };
  if (body.code !== '0' || !body.data?.token) throw new Error(`admin login failed: ${JSON.stringify(body)}`);
  return body.data.token;
}

async function sendBomb(base: string, token: string, bomb: Bomb): Promise<Answer> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bomb.file)]), 'orders.xlsx');
  const response = await fetch(base + IMPORT_PATH, { method: 'POST', body: form, headers: { token } });
  const text = await response.text();
  try {
    return { status: response.status, msg: String((JSON.parse(text) as { msg?: unknown }).msg ?? '') };
  } catch {
    return { status: response.status, msg: text.slice(0, 80) };
  }
}

/** Pings the server one request after another until `done`; answers the longest wait. */
async function pingUntil(base: string, done: () => boolean): Promise<{ longestMs: number; count: number }> {
  let longestMs = 0;
  let count = 0;
  while (!done()) {
    const started = performance.now();
    await (await fetch(base + PING_PATH)).arrayBuffer();
    longestMs = Math.max(longestMs, performance.now() - started);
    count += 1;
  }
  return { longestMs, count };
}

interface Single {
  ms: number;
  answer: Answer;
  peakRssMb: number | undefined;
  rssBeforeMb: number | undefined;
  longestPingMs: number;
}

/** One file posted while the server is pinged one request after another. */
async function measureOne(base: string, token: string, pid: number | undefined, file: Bomb): Promise<Single> {
  const rssBeforeMb = rssMb(pid);
  let finished = false;
  const started = performance.now();
  const [sent, ping] = await Promise.all([
    withPeakRss(pid, async () => {
      const answer = await sendBomb(base, token, file);
      const ms = performance.now() - started;
      finished = true;
      return { answer, ms };
    }),
    pingUntil(base, () => finished),
  ]);
  return { ...sent.result, peakRssMb: sent.peakRssMb, rssBeforeMb, longestPingMs: ping.longestMs };
}

const describeSingle = (single: Single): string =>
  `answered ${single.answer.status} ${single.answer.msg} in ${single.ms.toFixed(0)} ms, peak RSS ${single.peakRssMb?.toFixed(0) ?? '?'} MB `
  + `(before ${single.rssBeforeMb?.toFixed(0) ?? '?'} MB), longest ping ${single.longestPingMs.toFixed(0)} ms`;

async function measure(label: string, base: string, pid: number | undefined, bomb: Bomb, atLimits: Bomb): Promise<Measured> {
  const token = await signIn(base);
  for (let i = 0; i < 5; i += 1) await (await fetch(base + PING_PATH)).arrayBuffer(); // warm-up
  const single = await measureOne(base, token, pid, bomb);
  console.log(`${label}: one bomb ${describeSingle(single)}`);

  const concurrentStarted = performance.now();
  const concurrent = await withPeakRss(pid, () => Promise.all(Array.from({ length: CONCURRENT }, () => sendBomb(base, token, bomb))));
  const concurrentMs = performance.now() - concurrentStarted;
  const counts = new Map<string, number>();
  for (const answer of concurrent.result) counts.set(`${answer.status} ${answer.msg}`, (counts.get(`${answer.status} ${answer.msg}`) ?? 0) + 1);
  const answers = [...counts].map(([answer, count]) => `${count} × ${answer}`).join('; ');
  console.log(`${label}: ${CONCURRENT} bombs at once answered in ${concurrentMs.toFixed(0)} ms, peak RSS ${concurrent.peakRssMb?.toFixed(0) ?? '?'} MB: ${answers}`);

  const limits = await measureOne(base, token, pid, atLimits);
  console.log(`${label}: the largest file the limits let through ${describeSingle(limits)}`);
  return { label, single, concurrent: { ms: concurrentMs, answers, peakRssMb: concurrent.peakRssMb }, atLimits: limits };
}

async function measureStarted(label: string, root: string | undefined, bomb: Bomb, atLimits: Bomb): Promise<Measured> {
  const server = await startReferenceServer({ root });
  try {
    return await measure(label, server.baseURL, server.pid, bomb, atLimits);
  } finally {
    await server.stop();
  }
}

const mb = (value: number | undefined): string => (value === undefined ? '?' : value.toFixed(0));

function report(command: string, bomb: Bomb, atLimits: Bomb, runs: readonly Measured[], loads: readonly number[]): string {
  const rows = runs.map((run) => `| ${run.label} | ${run.single.answer.status} ${run.single.answer.msg} | ${run.single.ms.toFixed(0)} | `
    + `${run.single.longestPingMs.toFixed(0)} | ${mb(run.single.rssBeforeMb)} → ${mb(run.single.peakRssMb)} | ${run.concurrent.ms.toFixed(0)} | ${mb(run.concurrent.peakRssMb)} |`);
  return `## Order import: decompression bomb

${generatedLine(command)} ${cpus().length} CPU cores shared with other work, load average ${loads.map((load) => load.toFixed(1)).join(' → ')}.

The bomb: an .xlsx of ${(bomb.file.length / 1e6).toFixed(2)} MB whose worksheet inflates to ${(bomb.sheetBytes / 1e6).toFixed(0)} MB of XML
(${bomb.rows.toLocaleString('en')} rows, ${bomb.cells.toLocaleString('en')} cells), posted to \`POST ${IMPORT_PATH}\` as the admin on the reference
server (its own process, temporary database). "longest ping" is the longest a \`GET ${PING_PATH}\` sent
meanwhile, one after another, waited for its answer; RSS is the server process's, read every ${RSS_SAMPLE_MS} ms.
Before, exceljs inflated and built the whole workbook first; now \`server/orders/xlsx-limits.ts\` reads the
zip's directory and inflates its entries with a cap before exceljs sees the file.

| server | answer | one bomb (ms) | longest ping (ms) | RSS before → peak (MB) | ${CONCURRENT} at once (ms) | peak RSS, ${CONCURRENT} at once (MB) |
|---|---|---:|---:|---:|---:|---:|
${rows.join('\n')}

The largest file of the same kind the limits let through (\`src/config/order-import.ts\`): ${atLimits.rows.toLocaleString('en')} rows,
${atLimits.cells.toLocaleString('en')} cells, ${(atLimits.sheetBytes / 1e6).toFixed(1)} MB of XML, ${(atLimits.file.length / 1e6).toFixed(2)} MB zipped; it has no header, so it is refused after it is read:

| server | answer | time (ms) | longest ping (ms) | RSS before → peak (MB) |
|---|---|---:|---:|---:|
${runs.map((run) => `| ${run.label} | ${run.atLimits.answer.status} ${run.atLimits.answer.msg} | ${run.atLimits.ms.toFixed(0)} | ${run.atLimits.longestPingMs.toFixed(0)} | ${mb(run.atLimits.rssBeforeMb)} → ${mb(run.atLimits.peakRssMb)} |`).join('\n')}`;
}

async function main(): Promise<void> {
  const url = argument('--url');
  const baseline = argument('--baseline');
  const pid = argument('--pid');
  const bomb = xlsxBomb(BOMB_ROWS, BOMB_CELLS);
  const atLimits = xlsxBomb(Math.min(ORDER_IMPORT_MAX_SHEET_ROWS, ORDER_IMPORT_MAX_SHEET_CELLS / BOMB_CELLS), BOMB_CELLS);
  for (const [name, file] of [['bomb', bomb], ['at the limits', atLimits]] as const) {
    console.log(`${name}: ${(file.file.length / 1e6).toFixed(2)} MB zipped, ${(file.sheetBytes / 1e6).toFixed(1)} MB of sheet XML, ${file.rows} rows, ${file.cells} cells`);
  }
  if (url) {
    await measure(url, url.replace(/\/$/, ''), pid ? Number(pid) : undefined, bomb, atLimits);
    return;
  }
  const loads = [loadavg()[0] ?? 0];
  const runs: Measured[] = [];
  if (baseline) runs.push(await measureStarted(`before (${shortCommit(baseline)})`, checkoutServer(baseline, 'import-bomb'), bomb, atLimits));
  runs.push(await measureStarted('now', undefined, bomb, atLimits));
  loads.push(loadavg()[0] ?? 0);
  if (baseline) writeReportSection('import-bomb', report(`npx tsx bench/import-bomb.ts --baseline ${baseline}`, bomb, atLimits, runs, loads));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

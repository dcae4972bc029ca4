/** The report section: before (baseline) against after (current), with the issue's targets. */
import type { LoadFigures, OpenFigures, VisitFigures } from './visit';
import { median } from '../app-session';
import { USER, VARIANT_LABEL } from './demo-user';

const KIB = 1024;

export interface TreeResult {
  label: string;
  short: string;
  visits: VisitFigures[];
}

export interface Summary {
  coldBytes: number;
  coldSettledBytes: number;
  coldMs: number;
  warmBytes: number;
  warmMs: number;
  warmAssets: number;
  warmOther: number;
  openMs: number;
  openRequests: number;
}

export function summarize(visits: readonly VisitFigures[]): Summary {
  const of = (pick: (v: VisitFigures) => number) => median(visits.map(pick));
  const opens: OpenFigures[] = visits.flatMap((v) => v.opens);
  return {
    coldBytes: of((v) => v.cold.bytes),
    coldSettledBytes: of((v) => v.cold.settledBytes),
    coldMs: of((v) => v.cold.rowsMs),
    warmBytes: of((v) => v.warm.bytes),
    warmMs: of((v) => v.warm.rowsMs),
    warmAssets: of((v) => v.warm.assetRequests.length),
    warmOther: of((v) => v.warm.otherRequests.length),
    openMs: median(opens.map((o) => o.ms)),
    openRequests: median(opens.map((o) => o.requests)),
  };
}

const kib = (bytes: number) => `${(bytes / KIB).toFixed(1)} KiB`;
const ms = (value: number) => `${Math.round(value)} ms`;
const met = (ok: boolean) => (ok ? 'met' : 'not met');
const ratio = (after: number, before: number) => (before > 0 ? `${(after / before).toFixed(2)}×` : '–');

export interface TableOptions {
  command: string;
  generated: string;
  chromium: string;
  repetitions: number;
  load: string;
  runtimeSeconds: number;
  buildNotes: string[];
}

function warmList(load: LoadFigures, key: 'assetRequests' | 'otherRequests'): string {
  const list = load[key];
  if (list.length === 0) return 'none';
  const shown = list.slice(0, 8).map((p) => `\`${p}\``).join(', ');
  return list.length > 8 ? `${list.length}: ${shown}, …` : shown;
}

export function reportSection(before: TreeResult, after: TreeResult, options: TableOptions): string {
  const b = summarize(before.visits);
  const a = summarize(after.visits);
  const rows: string[] = [
    `| cold: bytes on the wire until the rows | ${kib(b.coldBytes)} | ${kib(a.coldBytes)} | ≤ 560 KiB | ${met(a.coldBytes <= 560 * KIB)} |`,
    `| cold: time to the rows | ${ms(b.coldMs)} | ${ms(a.coldMs)} (${ratio(a.coldMs, b.coldMs)}) | ≤ 0.6× before | ${met(a.coldMs <= 0.6 * b.coldMs)} |`,
    `| warm: bytes on the wire until the rows | ${kib(b.warmBytes)} | ${kib(a.warmBytes)} | ≤ 30 KiB | ${met(a.warmBytes <= 30 * KIB)} |`,
    `| warm: asset requests reaching the server | ${b.warmAssets} | ${a.warmAssets} | 0 | ${met(a.warmAssets === 0)} |`,
    `| warm: time to the rows | ${ms(b.warmMs)} | ${ms(a.warmMs)} (${ratio(a.warmMs, b.warmMs)}) | ≤ 0.5× before | ${met(a.warmMs <= 0.5 * b.warmMs)} |`,
    `| opening a screen from the menu (median) | ${ms(b.openMs)} | ${ms(a.openMs)} (${ratio(a.openMs, b.openMs)}) | ≤ 0.4× before | ${met(a.openMs <= 0.4 * b.openMs)} |`,
  ];
  const info: string[] = [
    `| cold: bytes until the network is quiet (idle-time loads included) | ${kib(b.coldSettledBytes)} | ${kib(a.coldSettledBytes)} |`,
    `| warm: document, brand and config files reaching the server | ${b.warmOther} | ${a.warmOther} |`,
    `| opening a screen: requests it sends (median) | ${b.openRequests} | ${a.openRequests} |`,
  ];
  const screens = before.visits[0]!.opens.map((o, i) => {
    const pick = (t: TreeResult) => median(t.visits.map((v) => v.opens[i]!.ms));
    return `| \`${o.path}\` | ${ms(pick(before))} | ${ms(pick(after))} |`;
  });
  const samples = (t: TreeResult) =>
    `- ${t.label} (${t.short}): cold ${t.visits.map((v) => `${ms(v.cold.rowsMs)} / ${kib(v.cold.bytes)}`).join(', ')}; ` +
    `warm ${t.visits.map((v) => `${ms(v.warm.rowsMs)} / ${kib(v.warm.bytes)}`).join(', ')}`;
  const lastWarm = (t: TreeResult) => t.visits[t.visits.length - 1]!.warm;
  return `## Network profile: the role list and the menu at 10 Mbit/s, 40 ms

${options.generated} Chromium ${options.chromium} headless, 1280×720, throttled through CDP
\`Network.emulateNetworkConditions\` (10 Mbit/s down and up, 40 ms latency, cache on); user \`${USER}\` on the
${VARIANT_LABEL} host, Chinese. Before: ${before.short} (the baseline); after: ${after.short}. Each built from a \`git archive\` of
its commit with its own build script and served by its own reference server on a fresh database.
${options.buildNotes.map((n) => `${n}`).join(' ')} ${options.load}. Medians of ${options.repetitions} repetition(s), each in a new
browser context (empty cache, the session the login page stored): the role list with an empty cache (cold),
the same context opening it again as a new page load (warm), then five list screens not yet open, from the
sidebar, after the network is quiet. Bytes: CDP \`Network.loadingFinished\` encodedDataLength (headers and
body) of every request sent from navigation start until the first \`.ant-table-row\` of the list was
visible, API calls included. Asset requests: the build's static files (not the document nor fetch/XHR)
answered neither from the memory nor the disk cache (a 304 counts). Opening a screen: from the click on
its sidebar entry to the first frame showing its rows (or its empty state once loaded).
Timings depend on the machine's load: this bench reports and never fails on timing.

| measure | before | after | target | |
|---|---:|---:|---|---|
${rows.join('\n')}

| also measured | before | after |
|---|---:|---:|
${info.join('\n')}

| screen opened from the menu (median of ${options.repetitions}) | before | after |
|---|---:|---:|
${screens.join('\n')}

Samples (time to rows / bytes):
${samples(before)}
${samples(after)}

Warm visit, what reached the server besides the API — before: assets ${warmList(lastWarm(before), 'assetRequests')};
other ${warmList(lastWarm(before), 'otherRequests')}. After: assets ${warmList(lastWarm(after), 'assetRequests')}; other ${warmList(lastWarm(after), 'otherRequests')}.

One run took ${Math.round(options.runtimeSeconds)} s.
`;
}

/**
 * A bounded load generator for one GET: `connections` keep-alive connections, each sending its next
 * request as soon as the previous answer has been read, for `durationS` seconds. Answers go through
 * Node's own (native) HTTP parser and their bodies are counted, not kept.
 *
 * Why next to autocannon: autocannon parses answers with http-parser-js, in JavaScript, which costs
 * about 3.7 ms of CPU per 0.85 MB answer on the bench machine, four times what the server spends on it;
 * on 2 shared cores the load generator, not the server, then sets the req/s.
 */
import { Agent, request } from 'node:http';

export interface LoadOptions {
  url: string;
  headers: Record<string, string>;
  connections: number;
  durationS: number;
  timeoutS: number;
}

export interface LoadResult {
  /** Answers received with any status. */
  requests: number;
  reqPerSec: number;
  p50: number;
  p99: number;
  /** Requests that failed or timed out. */
  errors: number;
  non2xx: number;
  /** Body bytes per answer (a check that whole pages were read). */
  bytesPerRequest: number;
  /** CPU time of this process (the load generator) per answer, in ms. */
  clientCpuMsPerRequest: number;
}

/** The value below which `share` of the sorted values lie (nearest rank). */
function percentile(sorted: readonly number[], share: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? 0;
}

function getOnce(agent: Agent, options: LoadOptions): Promise<{ status: number; bytes: number }> {
  return new Promise((resolve, reject) => {
    const req = request(options.url, { agent, headers: options.headers, timeout: options.timeoutS * 1000 }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes }));
      res.on('error', reject);
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end();
  });
}

export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: options.connections });
  const latencies: number[] = [];
  let errors = 0;
  let non2xx = 0;
  let bytes = 0;
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const end = started + options.durationS * 1000;
  const connection = async (): Promise<void> => {
    while (performance.now() < end) {
      const sent = performance.now();
      try {
        const { status, bytes: received } = await getOnce(agent, options);
        latencies.push(performance.now() - sent);
        bytes += received;
        if (status < 200 || status >= 300) non2xx += 1;
      } catch {
        errors += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: options.connections }, connection));
  const elapsedS = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    reqPerSec: latencies.length / elapsedS,
    p50: Math.round(percentile(latencies, 0.5)),
    p99: Math.round(percentile(latencies, 0.99)),
    errors,
    non2xx,
    bytesPerRequest: bytes / Math.max(1, latencies.length),
    clientCpuMsPerRequest: (cpu.user + cpu.system) / 1000 / Math.max(1, latencies.length),
  };
}

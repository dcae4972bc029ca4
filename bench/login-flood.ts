/**
 * `npx tsx bench/login-flood.ts`: does a flood of wrong passwords slow other users down?
 * Starts the reference server on a temporary database, measures the median latency of a signed-in
 * user's GET /api/user/users/getUserInfo alone, then again while 200 wrong-password logins run
 * concurrently from several loopback addresses against several accounts, and prints both medians.
 * Traffic goes only to the server it started on 127.0.0.1; every loop is bounded. Reports only.
 */
import { Agent, request } from 'node:http';
import { startReferenceServer } from './reference-server';

const PASSWORD = 'demo1234';
const SAMPLES_ALONE = 60;
const FLOOD_LOGINS = 200;
const FLOOD_CONCURRENCY = 50;
/** Attackers' addresses (all on the loopback range) and the accounts they try. */
const FLOOD_ADDRESSES = ['127.0.0.2', '127.0.0.3', '127.0.0.4', '127.0.0.5'];
const FLOOD_USERNAMES = ['consignor', 'delivery', 'cs', 'supervisor', 'nobody-here'];
/** The measuring client stops after this many samples during the flood, or when the flood ends. */
const MAX_SAMPLES_DURING = 400;

interface Reply {
  status: number;
  body: string;
}

function send(base: URL, agent: Agent, method: string, path: string, body?: unknown, token?: string): Promise<Reply> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: base.hostname,
        port: base.port,
        method,
        path,
        agent,
        headers: {
          ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}),
          ...(token ? { token } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
      },
    );
    req.on('error', reject);
    if (payload) req.write(payload);
    req.end();
  });
}

/** The value below which `share` of the values fall (nearest rank). */
const percentile = (values: readonly number[], share: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? Number.NaN : sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!;
};

async function timed(action: () => Promise<Reply>): Promise<number> {
  const started = performance.now();
  const reply = await action();
  if (reply.status !== 200) throw new Error(`the measured request failed: ${reply.status} ${reply.body}`);
  return performance.now() - started;
}

async function main(): Promise<void> {
  const server = await startReferenceServer();
  try {
    const base = new URL(server.baseURL);
    const userAgent = new Agent({ keepAlive: true, maxSockets: 1 });
    const login = await send(base, userAgent, 'POST', '/api/login/login', { username: 'admin', password: PASSWORD });
    const token = (JSON.parse(login.body) as { data: { access_token: string } }).data.access_token;
    const userInfo = () => send(base, userAgent, 'GET', '/api/user/users/getUserInfo', undefined, token);
    // Another user signing in with the right password, from an address of its own.
    const loginAgent = new Agent({ keepAlive: true, maxSockets: 1, localAddress: '127.0.0.9' });
    const goodLogin = () => send(base, loginAgent, 'POST', '/api/login/login', { username: 'finance', password: PASSWORD });
    for (let i = 0; i < 10; i += 1) await userInfo(); // warm-up: route validators compile on first use

    const alone: number[] = [];
    const loginsAlone: number[] = [];
    for (let i = 0; i < SAMPLES_ALONE; i += 1) alone.push(await timed(userInfo));
    for (let i = 0; i < SAMPLES_ALONE / 3; i += 1) loginsAlone.push(await timed(goodLogin));

    const floodAgents = FLOOD_ADDRESSES.map(
      (localAddress) => new Agent({ keepAlive: true, maxSockets: FLOOD_CONCURRENCY / FLOOD_ADDRESSES.length, localAddress }),
    );
    const statuses = new Map<string, number>();
    let floodDone = false;
    const floodStarted = performance.now();
    const flood = Promise.all(
      Array.from({ length: FLOOD_LOGINS }, async (_, i) => {
        const agent = floodAgents[i % floodAgents.length]!;
        const username = FLOOD_USERNAMES[i % FLOOD_USERNAMES.length]!;
        const reply = await send(base, agent, 'POST', '/api/login/login', { username, password: `wrong-${i}` });
        const code = `${reply.status}/${(JSON.parse(reply.body) as { code: string }).code}`;
        statuses.set(code, (statuses.get(code) ?? 0) + 1);
      }),
    ).then(() => {
      floodDone = true;
      return performance.now() - floodStarted;
    });
    const during: number[] = [];
    const loginsDuring: number[] = [];
    // Two users at once while the flood runs: one reading, one signing in.
    await Promise.all([
      (async () => {
        while (!floodDone && during.length < MAX_SAMPLES_DURING) during.push(await timed(userInfo));
      })(),
      (async () => {
        while (!floodDone && loginsDuring.length < MAX_SAMPLES_DURING) loginsDuring.push(await timed(goodLogin));
      })(),
    ]);
    const floodMs = await flood;
    for (const agent of [userAgent, loginAgent, ...floodAgents]) agent.destroy();

    const fmt = (ms: number) => ms.toFixed(1);
    const line = (name: string, values: readonly number[]) =>
      `${name}: median ${fmt(percentile(values, 0.5))} ms, p90 ${fmt(percentile(values, 0.9))} ms (${values.length} requests)`;
    console.log(line('getUserInfo alone', alone));
    console.log(line('getUserInfo during the flood', during));
    console.log(line('right-password login alone', loginsAlone));
    console.log(line('right-password login during the flood', loginsDuring));
    console.log(`flood: ${FLOOD_LOGINS} wrong logins from ${FLOOD_ADDRESSES.length} addresses in ${fmt(floodMs)} ms; answers ${JSON.stringify(Object.fromEntries(statuses))}`);
  } finally {
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});

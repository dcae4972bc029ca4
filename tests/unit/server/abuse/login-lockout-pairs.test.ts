// @vitest-environment node
/**
 * A stranger cannot lock someone else out: wrong passwords lock the account only from the address they
 * came from, and a right login from another address neither is refused nor waits behind their hashing.
 * Requests come from several loopback addresses (127.0.0.x), as from several clients.
 */
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, startTestServer, type TestServer } from '../test-server.js';

let ts: TestServer;

beforeAll(async () => {
  ts = await startTestServer();
});
afterAll(async () => {
  await ts.stop();
});

interface Reply {
  status: number;
  code: string;
  msg: string;
}

/** POST /api/login/login on a connection of its own from `address`. */
function loginFrom(address: string, username: string, password: string): Promise<Reply> {
  const { hostname, port } = new URL(ts.url);
  const payload = JSON.stringify({ username, password });
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: hostname, port, method: 'POST', path: '/api/login/login', localAddress: address, agent: false,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { code: string; msg: string };
          resolve({ status: res.statusCode ?? 0, code: String(body.code), msg: body.msg });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

describe('login lockout per account and address', () => {
  it('an account locked by wrong passwords from one address still signs in from another', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect(await loginFrom('127.0.0.2', 'consignor', `wrong-${i}`)).toMatchObject({ code: '10001', msg: '用户名或密码错误' });
    }
    expect(await loginFrom('127.0.0.2', 'consignor', DEMO_PASSWORD)).toEqual({ status: 429, code: '10003', msg: '登录失败次数过多，请在 15 分钟后再试' });
    expect(await loginFrom('127.0.0.3', 'consignor', DEMO_PASSWORD)).toMatchObject({ status: 200, code: '0' });
  });

  it("a stranger's wrong guesses do not lock the platform administrator out", async () => {
    for (let i = 0; i < 6; i += 1) await loginFrom('127.0.0.4', 'admin', `wrong-${i}`);
    expect((await loginFrom('127.0.0.4', 'admin', DEMO_PASSWORD)).status).toBe(429);
    expect(await loginFrom('127.0.0.5', 'admin', DEMO_PASSWORD)).toMatchObject({ status: 200, code: '0' });
  });

  it('keeps the limit per address across accounts: twenty failures lock the address for everyone', async () => {
    for (let i = 0; i < 20; i += 1) await loginFrom('127.0.0.6', `nobody-${i}`, 'wrong');
    expect(await loginFrom('127.0.0.6', 'finance', DEMO_PASSWORD)).toMatchObject({ status: 429, code: '10003' });
    expect(await loginFrom('127.0.0.7', 'finance', DEMO_PASSWORD)).toMatchObject({ status: 200, code: '0' });
  });

  it('a right login from another address does not wait behind a flood of wrong passwords being checked', async () => {
    // Twenty wrong passwords at once from one address (five per account: all are checked, none refused early).
    const usernames = ['supervisor', 'delivery', 'cs', 'servicer'];
    let floodAnswered = 0;
    const flood = Array.from({ length: 20 }, (_, i) =>
      loginFrom('127.0.0.8', usernames[i % usernames.length] ?? 'cs', `wrong-${i}`).then((reply) => {
        floodAnswered += 1;
        return reply;
      }));
    // Once the first of them is answered, the others are waiting for their hashes.
    await Promise.race(flood);
    const answeredBefore = floodAnswered;
    const good = await loginFrom('127.0.0.9', 'finance', DEMO_PASSWORD);
    const answeredDuring = floodAnswered - answeredBefore;
    const stillWaiting = flood.length - floodAnswered;
    const replies = await Promise.all(flood);
    expect(good).toMatchObject({ status: 200, code: '0' });
    expect(replies.every((reply) => reply.code === '10001')).toBe(true);
    // The right login is checked next to the flood, not after it: at most the hashes already running finish first.
    expect(answeredDuring).toBeLessThanOrEqual(3);
    expect(stillWaiting).toBeGreaterThan(10);
  });
});

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { callsInFlight, callsStarted, onCallsQuiet } from '../../../src/http/in-flight';
import { makeClient } from './support/fakes';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;

beforeEach(async () => {
  server = await startTestServer();
  server.route('GET', '/api/ok', { body: { code: '0', data: 1 } });
  server.route('GET', '/api/refused', { body: { code: '500', msg: '不行', data: null } });
  server.route('GET', '/api/broken', { status: 500, body: 'down' });
});
afterEach(async () => {
  await server.close();
});

describe('calls in flight (what the first screen signal waits on)', () => {
  it('counts a call while it is out and says when none is left, whether it succeeds or fails', async () => {
    const { client } = makeClient(server);
    const quiet: number[] = [];
    const stop = onCallsQuiet(() => quiet.push(callsStarted()));
    const startedBefore = callsStarted();
    const calls = [client.get('/ok'), client.get('/refused').catch(() => 'refused'), client.get('/broken').catch(() => 'broken')];
    // The request interceptors run before the request leaves: by the next tick all three are out.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(callsInFlight()).toBe(3);
    await Promise.all(calls);
    stop();
    expect(callsInFlight()).toBe(0);
    expect(callsStarted() - startedBefore).toBe(3);
    // Told once, when the last of the three ended.
    expect(quiet).toHaveLength(1);
  });
});

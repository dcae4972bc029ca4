import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ANONYMOUS_USER_ID, API_TIMEOUT_MS, HEADER_WEB_VALUE } from '../../../src/config/constants';
import { makeClient } from './support/fakes';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
let foreign: TestServer;

beforeEach(async () => {
  server = await startTestServer();
  foreign = await startTestServer();
  for (const s of [server, foreign]) {
    for (const path of ['/api/echo', '/other/echo', '/secret']) {
      s.route('GET', path, { body: { code: '0', data: null } });
      s.route('POST', path, { body: { code: '0', data: null } });
    }
  }
});
afterEach(async () => {
  await server.close();
  await foreign.close();
});

const last = (s: TestServer) => s.requests[s.requests.length - 1]!;

describe('request headers', () => {
  it('sends token, userid, menu-id and Web on every main-client request, with the API timeout', async () => {
    const { client } = makeClient(server);
    await client.get('/echo');
    const { headers } = last(server);
    expect(headers.token).toBe('old-token');
    expect(headers.userid).toBe('42');
    expect(headers['menu-id']).toBe('7');
    expect(headers.web).toBe(HEADER_WEB_VALUE);
    expect(client.defaults.timeout).toBe(API_TIMEOUT_MS);
  });

  it('keeps the menu-id a request names (a screen\'s first page asked before that screen is shown)', async () => {
    const { client } = makeClient(server);
    await client.get('/echo', { headers: { 'menu-id': '31' } });
    expect(last(server).headers['menu-id']).toBe('31');
  });

  it('sends JSON content from the main client', async () => {
    const { client } = makeClient(server);
    await client.post('/echo', { a: 1 });
    expect(last(server).headers['content-type']).toMatch(/^application\/json/);
    expect(last(server).body).toBe('{"a":1}');
  });

  it('sends the user placeholder and no token when logged out', async () => {
    const { client, session } = makeClient(server);
    session.token = undefined;
    session.userId = ANONYMOUS_USER_ID;
    await client.get('/echo');
    const { headers } = last(server);
    expect(headers.token).toBeUndefined();
    expect(headers.userid).toBe(ANONYMOUS_USER_ID);
  });

  it('table client sends the session headers but not the Web header', async () => {
    const { client } = makeClient(server, { kind: 'table' });
    await client.get('/echo');
    const { headers } = last(server);
    expect(headers.token).toBe('old-token');
    expect(headers.userid).toBe('42');
    expect(headers['menu-id']).toBe('7');
    expect(headers.web).toBeUndefined();
  });

  it('never sends the session to an absolute URL on another origin', async () => {
    const { client } = makeClient(server);
    await client.get(`${foreign.origin}/api/echo`);
    const { headers } = last(foreign);
    expect(headers.token).toBeUndefined();
    expect(headers.userid).toBeUndefined();
    expect(headers['menu-id']).toBeUndefined();
  });

  it('never sends the session outside the base path on the same origin', async () => {
    const { client } = makeClient(server);
    await client.get(`${server.origin}/other/echo`);
    expect(last(server).path).toBe('/other/echo');
    expect(last(server).headers.token).toBeUndefined();
    await client.get('../secret');
    expect(last(server).path).toBe('/secret');
    expect(last(server).headers.token).toBeUndefined();
  });

  it('lets the browser type FormData bodies (no JSON conversion)', async () => {
    const { client } = makeClient(server);
    const form = new FormData();
    form.append('photo', new Blob(['png-bytes'], { type: 'image/png' }), 'a.png');
    form.append('amount', '12.50');
    await client.post('/echo', form);
    const request = last(server);
    expect(request.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(request.body).toContain('png-bytes');
    expect(request.body).toContain('12.50');
  });
});

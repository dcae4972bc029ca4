// The generic remote select's client (widgets spec §7 "Generic selects": reads success and data) takes the
// spec's { success, data } answer, and the main envelope too; a refusal of either kind is a failure, silent.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDataProviders } from '../../../src/data/providers';
import { makeClient, rejectionOf } from './support/fakes';
import { startTestServer, type TestServer } from './support/test-server';

let server: TestServer;
beforeEach(async () => {
  server = await startTestServer();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(async () => {
  vi.restoreAllMocks();
  await server.close();
});

const remote = () => makeClient(server, { kind: 'remoteSelect', silent: true });

describe('the remote select client', () => {
  it('resolves an answer in the spec\'s { success, data } envelope, which the main client refuses', async () => {
    server.route('GET', '/api/user/locations', { body: { success: true, data: [{ id: 1, name: 'A-01-01' }] } });
    const { client, notifier } = remote();
    const answer = await client.get('/user/locations', { params: { name: 'A' } });
    expect(answer.data).toEqual({ success: true, data: [{ id: 1, name: 'A-01-01' }] });
    expect(notifier.calls).toEqual([]);

    const main = makeClient(server, { silent: true });
    await rejectionOf(main.client.get('/user/locations'));
  });

  it('resolves the main envelope (code \'0\') too', async () => {
    server.route('GET', '/api/user/resource_binding/servicer/', { body: { code: '0', data: { list: [{ id: 2, name: '顺达' }] } } });
    const answer = await remote().client.get('/user/resource_binding/servicer/');
    expect(answer.data.data.list).toEqual([{ id: 2, name: '顺达' }]);
  });

  it('rejects success: false and a refusing code, telling no one', async () => {
    server.route('GET', '/api/a', { body: { success: false, msg: '查询失败' } });
    server.route('GET', '/api/b', { body: { code: '1001', msg: '参数错误' } });
    const { client, notifier } = remote();
    expect(await rejectionOf(client.get('/a'))).toMatchObject({ msg: '查询失败' });
    expect(await rejectionOf(client.get('/b'))).toMatchObject({ code: '1001', msg: '参数错误' });
    expect(notifier.calls).toEqual([]);
  });

  it('is the remoteSelect data provider: custom hands over the answer\'s data', async () => {
    server.route('GET', '/api/user/locations', { body: { success: true, data: [{ id: 1, name: 'A-01-01' }] } });
    const { client } = remote();
    const providers = createDataProviders(client, client, client, client);
    const answer = await providers.remoteSelect.custom?.({ url: '/user/locations', method: 'get' });
    expect(answer?.data).toEqual([{ id: 1, name: 'A-01-01' }]);
  });
});

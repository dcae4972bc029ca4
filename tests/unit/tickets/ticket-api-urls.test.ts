/**
 * The ticket screen's calls against the literal paths of core spec §7 "Tickets and orders": a recording
 * client answers each expected call and fails the test on any other.
 */
import { describe, expect, it } from 'vitest';
import type { AxiosInstance } from 'axios';
import { createTicketApi } from '../../../src/tickets/api';

interface Call {
  method: string;
  url: string;
  params?: unknown;
  body?: unknown;
}

/** A client that records calls and answers from `answers` keyed by "METHOD url"; any other call throws. */
function recordingClient(answers: Record<string, unknown>, calls: Call[]): AxiosInstance {
  const answer = (method: string, url: string) => {
    const key = `${method} ${url}`;
    if (!(key in answers)) throw new Error(`unexpected call: ${key}`);
    return Promise.resolve({ data: { code: '0', data: answers[key] } });
  };
  const client = {
    get: (url: string, config?: { params?: unknown }) => {
      calls.push({ method: 'GET', url, params: config?.params });
      return answer('GET', url);
    },
    post: (url: string, body?: unknown) => {
      calls.push({ method: 'POST', url, body });
      return answer('POST', url);
    },
    put: (url: string, body?: unknown) => {
      calls.push({ method: 'PUT', url, body });
      return answer('PUT', url);
    },
  };
  return new Proxy(client, {
    get: (target, key) => {
      if (key in target) return target[key as keyof typeof target];
      throw new Error(`unexpected client use: ${String(key)}`);
    },
  }) as unknown as AxiosInstance;
}

describe('ticket API paths (core spec §7)', () => {
  it('reads, creates, updates and comments on the spec’s paths', async () => {
    const calls: Call[] = [];
    const saves: Call[] = [];
    const client = recordingClient(
      {
        'GET /order/ticket/7': { id: 7 },
        'GET /order/ticket/7/comments': { list: [] },
        'POST /order/ticket/7/comments': null,
        'GET /order/ticket-schema/3': { id: 3 },
        'GET /order/orders/11/settle-targets': { list: [], PRODUCTS: [] },
        'GET /order/waybills/11': { id: 11 },
        'GET /order/orders/check_receivable_write_off_order/YD001': { exist: true },
        'GET /user/resource_binding/main_user_id/bindings': { list: [] },
        'GET /user/resource_binding/get_supply_chain_role_title/42': { title: '服务商' },
      },
      calls,
    );
    const saveClient = recordingClient({ 'POST /order/ticket/': { id: 9 }, 'PUT /order/ticket/7': null }, saves);
    const api = createTicketApi({ client, saveClient });

    await api.getTicket(7);
    await api.getComments(7);
    await api.addComment(7, '已联系客户');
    await api.getSchema(3);
    await api.getSettleTargets(11);
    await api.getOrder(11);
    expect(await api.hasReceivableWriteOff('YD001')).toBe(true);
    await api.getBindings();
    expect(await api.getSupplyChainRoleTitle(42)).toBe('服务商');
    expect(await api.createTicket({} as Parameters<typeof api.createTicket>[0])).toBe(9);
    await api.updateTicket(7, {} as Parameters<typeof api.updateTicket>[1]);

    expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
      'GET /order/ticket/7',
      'GET /order/ticket/7/comments',
      'POST /order/ticket/7/comments',
      'GET /order/ticket-schema/3',
      'GET /order/orders/11/settle-targets',
      'GET /order/waybills/11',
      'GET /order/orders/check_receivable_write_off_order/YD001',
      'GET /user/resource_binding/main_user_id/bindings',
      'GET /user/resource_binding/get_supply_chain_role_title/42',
    ]);
    expect(calls[7]!.params).toEqual({ target_account_type: 'servicer' });
    // Saves go through the save client, which shows no message of its own (the screen shows it).
    expect(saves.map((c) => `${c.method} ${c.url}`)).toEqual(['POST /order/ticket/', 'PUT /order/ticket/7']);
  });

  it('asks the partner contacts with the resource ids joined by commas', async () => {
    const calls: Call[] = [];
    const client = recordingClient({ 'GET /user/contract/partner-contacts': { list: [] } }, calls);
    const api = createTicketApi({ client, saveClient: recordingClient({}, []) });
    await api.getPartnerContacts([4, 5]);
    expect(calls).toEqual([{ method: 'GET', url: '/user/contract/partner-contacts', params: { resource_ids: '4,5' } }]);
  });
});

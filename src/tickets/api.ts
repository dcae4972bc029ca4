/** The ticket screen's calls (core spec §7 "Tickets and orders"), over the main client's envelope { code, msg, data }. */
import type { AxiosInstance } from 'axios';
import { BINDING_TARGET_ACCOUNT_TYPE } from '../config/tickets';
import type {
  PartnerContact, ResourceBinding, SettleTargetsResponse, Ticket, TicketComment, TicketCreateBody, TicketOrder,
  TicketSchema, TicketUpdateBody,
} from './types';

interface Envelope<T> {
  data: T;
}
interface ListData<T> {
  list?: T[];
}

export interface TicketApi {
  getTicket(id: number | string): Promise<Ticket>;
  getSchema(schemaId: number | string): Promise<TicketSchema>;
  getOrder(orderId: number | string): Promise<TicketOrder>;
  getSettleTargets(orderId: number | string): Promise<SettleTargetsResponse>;
  getComments(ticketId: number | string): Promise<TicketComment[]>;
  addComment(ticketId: number | string, content: string): Promise<void>;
  /** POST /order/ticket/: the new ticket's id. */
  createTicket(body: TicketCreateBody): Promise<number>;
  updateTicket(id: number | string, body: TicketUpdateBody): Promise<void>;
  /** Whether a receivable write-off order exists for the order number. */
  hasReceivableWriteOff(orderNo: string): Promise<boolean>;
  /** The caller's company's bound resources of the servicer account type. */
  getBindings(): Promise<ResourceBinding[]>;
  getSupplyChainRoleTitle(userId: number): Promise<string>;
  getPartnerContacts(resourceIds: readonly number[]): Promise<PartnerContact[]>;
}

export interface TicketApiClients {
  /** Reads: failures are shown by the client itself. */
  client: AxiosInstance;
  /** Saves: the screen shows the failure itself (response msg, 未知错误 or 提交发生异常). */
  saveClient: AxiosInstance;
}

const path = (id: number | string) => encodeURIComponent(String(id));

export function createTicketApi({ client, saveClient }: TicketApiClients): TicketApi {
  const get = async <T>(url: string, params?: Record<string, unknown>): Promise<T> =>
    (await client.get<Envelope<T>>(url, { params })).data.data;
  return {
    getTicket: (id) => get<Ticket>(`/order/ticket/${path(id)}`),
    getSchema: (schemaId) => get<TicketSchema>(`/order/ticket-schema/${path(schemaId)}`),
    getOrder: (orderId) => get<TicketOrder>(`/order/waybills/${path(orderId)}`),
    getSettleTargets: async (orderId) => {
      const data = await get<Partial<SettleTargetsResponse> | null>(`/order/orders/${path(orderId)}/settle-targets`);
      return { list: data?.list ?? [], PRODUCTS: data?.PRODUCTS ?? [] };
    },
    getComments: async (ticketId) => (await get<ListData<TicketComment> | null>(`/order/ticket/${path(ticketId)}/comments`))?.list ?? [],
    addComment: async (ticketId, content) => {
      await client.post(`/order/ticket/${path(ticketId)}/comments`, { content });
    },
    createTicket: async (body) => {
      const { data } = await saveClient.post<Envelope<{ id: number }>>('/order/ticket/', body);
      return data.data.id;
    },
    updateTicket: async (id, body) => {
      await saveClient.put(`/order/ticket/${path(id)}`, body);
    },
    hasReceivableWriteOff: async (orderNo) => {
      const data = await get<{ exist?: unknown; is_exist?: unknown } | null>(
        `/order/orders/check_receivable_write_off_order/${path(orderNo)}`,
      );
      return Boolean(data?.exist ?? data?.is_exist);
    },
    getBindings: async () =>
      (await get<ListData<ResourceBinding> | null>('/user/resource_binding/main_user_id/bindings', { target_account_type: BINDING_TARGET_ACCOUNT_TYPE }))
        ?.list ?? [],
    getSupplyChainRoleTitle: async (userId) => {
      const data = await get<{ title?: string } | string | null>(`/user/resource_binding/get_supply_chain_role_title/${path(userId)}`);
      return typeof data === 'string' ? data : (data?.title ?? '');
    },
    getPartnerContacts: async (resourceIds) =>
      resourceIds.length === 0
        ? []
        : ((await get<ListData<PartnerContact> | null>('/user/contract/partner-contacts', { resource_ids: resourceIds.join(',') }))?.list ?? []),
  };
}

/**
 * Loads what the ticket screen shows: the ticket (or a new one for an order), its schema, the order,
 * the settle targets and the comments. Loading a COMPLETED ticket sets its stage to FINISHED.
 */
import { useCallback, useEffect, useState } from 'react';
import {
  newTicket, schemaLoadFailedMessage, withLoadStage, type SettleTargetsResponse, type Ticket, type TicketComment,
  type TicketOrder, type TicketSchema,
} from '../../src/tickets';
import type { TicketApi } from '../../src/tickets/api';
import { useTicketApi } from './api-context';

/** An existing ticket by id, or a new one from a schema for an order. */
export type TicketSource = { kind: 'detail'; id: string } | { kind: 'create'; schemaId: string; orderId: string };

export interface TicketData {
  ticket: Ticket;
  schema: TicketSchema;
  order: TicketOrder | null;
  targets: SettleTargetsResponse;
  comments: TicketComment[];
}

export type TicketLoad =
  | { phase: 'loading' }
  | { phase: 'failed'; message: string }
  | { phase: 'ready'; data: TicketData; /** Grows with each reload; the form starts afresh from it. */ version: number };

const NO_TARGETS: SettleTargetsResponse = { list: [], PRODUCTS: [] };

/** A call whose failure the client has already shown and that the screen can do without. */
async function optional<T>(call: Promise<T>, fallback: T): Promise<T> {
  try {
    return await call;
  } catch {
    return fallback;
  }
}

class SchemaLoadError extends Error {}

async function loadSchema(api: TicketApi, schemaId: number | string): Promise<TicketSchema> {
  try {
    return await api.getSchema(schemaId);
  } catch (error) {
    throw new SchemaLoadError(schemaLoadFailedMessage(error));
  }
}

async function load(api: TicketApi, source: TicketSource): Promise<TicketData> {
  if (source.kind === 'create') {
    const [schema, order, targets] = await Promise.all([
      loadSchema(api, source.schemaId),
      api.getOrder(source.orderId),
      optional(api.getSettleTargets(source.orderId), NO_TARGETS),
    ]);
    return { ticket: newTicket(schema, order), schema, order, targets, comments: [] };
  }
  const ticket = withLoadStage(await api.getTicket(source.id));
  const [schema, order, targets, comments] = await Promise.all([
    loadSchema(api, ticket.schema_id),
    optional<TicketOrder | null>(api.getOrder(ticket.order_id), null),
    optional(api.getSettleTargets(ticket.order_id), NO_TARGETS),
    optional(api.getComments(ticket.id), []),
  ]);
  return { ticket, schema, order, targets, comments };
}

export function useTicketData(source: TicketSource, loadFailedText: string) {
  const api = useTicketApi();
  const [state, setState] = useState<TicketLoad>({ phase: 'loading' });
  const key = source.kind === 'detail' ? `d:${source.id}` : `c:${source.schemaId}:${source.orderId}`;

  const reload = useCallback(async () => {
    try {
      const data = await load(api, source);
      setState((previous) => ({ phase: 'ready', data, version: previous.phase === 'ready' ? previous.version + 1 : 1 }));
    } catch (error) {
      setState({ phase: 'failed', message: error instanceof SchemaLoadError ? error.message : loadFailedText });
    }
    // `key` stands for the source's fields: a new object with the same fields must not reload.
  }, [api, key, loadFailedText]);

  useEffect(() => {
    setState({ phase: 'loading' });
    void reload();
  }, [reload]);

  const setComments = useCallback((comments: TicketComment[]) => {
    setState((previous) => (previous.phase === 'ready' ? { ...previous, data: { ...previous.data, comments } } : previous));
  }, []);

  return { state, reload, setComments };
}

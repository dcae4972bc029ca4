/**
 * The parties of a workflow's records that are about an order (a 签收复核, an 改单审批, a 客户反馈): the
 * records are generic collections learnt from the screens, which show the companies' names but not their
 * accounts. Every such record carries its order's parties (the merchant's, servicer's and delivery
 * company's main accounts, in the workflow's party fields) from the order it names: when seeded and when
 * created. Notices then reach them, and the record says whose it is besides whoever sees its order.
 */
import type { RecordParty, WorkflowDescriptor } from '../../src/workflow/types.js';
import type { CollectionSpec, FieldSpec, SeedRecord } from '../records/types.js';
import type { ServerContext } from '../context.js';
import { ORDERS_COLLECTION } from '../db/record-sql.js';

type Row = Record<string, unknown>;

/** The record field naming the order a record is about. */
export const ORDER_FIELD = 'order_no';
/** Where an order keeps each party's main account (workflows/order.json's parties). */
const ORDER_PARTY_FIELDS: Readonly<Record<RecordParty, string>> = { merchant: 'consignor_user_id', servicer: 'servicer_user_id', delivery: 'delivery_user_id' };
const PARTY_FIELD: FieldSpec = { type: 'integer' };

/** The workflow's party fields filled from `order` (0 where the order names no such company). */
export function partiesOfOrder(workflow: WorkflowDescriptor, order: Row | undefined): Row {
  const parties: Row = {};
  for (const [party, field] of Object.entries(workflow.parties) as Array<[RecordParty, string]>) {
    parties[field] = Number(order?.[ORDER_PARTY_FIELDS[party]] ?? 0) || 0;
  }
  return parties;
}

/** Whether `spec` (a workflow's collection) holds records about an order, not the orders themselves. */
export const isAboutOrder = (spec: Pick<CollectionSpec, 'fields' | 'name'>): boolean =>
  spec.name !== ORDERS_COLLECTION && spec.fields[ORDER_FIELD] !== undefined;

/** A derived collection of `workflow`'s records with the party fields declared and seeded from their orders. */
export function withOrderParties(spec: CollectionSpec, workflow: WorkflowDescriptor): CollectionSpec {
  if (!isAboutOrder(spec)) return spec;
  const fields = { ...spec.fields };
  for (const field of Object.values(workflow.parties)) fields[field] ??= PARTY_FIELD;
  const seed = spec.seed;
  return {
    ...spec,
    fields,
    ...(seed
      ? {
          seed: (context): SeedRecord[] => {
            const orders = new Map(context.rowsOf(ORDERS_COLLECTION).map((order) => [String(order[ORDER_FIELD] ?? ''), order]));
            return seed(context).map((record) => ({ ...record, data: { ...record.data, ...partiesOfOrder(workflow, orders.get(String(record.data[ORDER_FIELD] ?? ''))) } }));
          },
        }
      : {}),
  };
}

/** The parties a new record takes from the order it names (read without ownership: the caller's read of the record decides). */
export function partiesFromOrder(context: ServerContext, workflow: WorkflowDescriptor, body: Row): Row {
  const orderNo = body[ORDER_FIELD];
  if (typeof orderNo !== 'string' || orderNo === '') return partiesOfOrder(workflow, undefined);
  return partiesOfOrder(workflow, context.collections.get(ORDERS_COLLECTION)?.find(orderNo, undefined));
}

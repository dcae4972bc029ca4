/**
 * Images attached to business records: an image belongs to its uploader's company, and a party to a
 * record holding it (the merchant of the order an abnormal case's photos are about) may read it too.
 */
import type { FastifyRequest } from 'fastify';
import type { RecordStore } from '../collections/framework/record-store.js';
import { ownershipCondition } from './ownership.js';
import { tenantOf } from './request-tenancy.js';

/** Whether a record of a tenant-scoped collection that the caller sees holds the image `fileId`. */
export function heldByCallersRecord(stores: Iterable<RecordStore>, fileId: string, request: FastifyRequest): boolean {
  // The id as a JSON string value ("…" with its quotes), so one id never matches inside a longer one.
  const holds = { sql: 'instr(data, ?) > 0', params: [JSON.stringify(fileId)] };
  for (const store of stores) {
    // Records about an order, or naming their parties: those the caller is a party to.
    const rule = store.spec.ownership;
    if (rule.rule !== 'order' && rule.rule !== 'parties') continue;
    const own = ownershipCondition(rule, tenantOf(request), 'read');
    if (store.count([holds, ...(own ? [own] : [])]) > 0) return true;
  }
  return false;
}

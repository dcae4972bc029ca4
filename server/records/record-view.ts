/**
 * A record as the caller may see it: amounts masked without a fee-display code
 * (server/tenancy/fee-visibility.ts), and what the collection's rule withholds from this caller
 * (collection-access.ts rowView). Every route that answers records of a collection (the generic ones,
 * workflow transitions) goes through here.
 */
import type { FastifyRequest } from 'fastify';
import type { CollectionSpec } from './types.js';
import type { ServerContext } from '../context.js';
import { rowView } from './collection-access.js';
import { withFeesFor } from '../tenancy/fee-visibility.js';
import { callerSeesFees } from '../tenancy/request-tenancy.js';

export type RecordView = (record: Record<string, unknown>) => Record<string, unknown>;

export function recordViewFor(context: ServerContext, spec: Pick<CollectionSpec, 'name' | 'ownership'>, request: FastifyRequest): RecordView {
  const visible = callerSeesFees(request);
  const view = rowView(context, spec, request);
  return (record) => {
    const shown = withFeesFor(spec.name, record, visible);
    return view ? view(shown) : shown;
  };
}

/** The five ticket schemas, by id, with a sample payload of each for the seed. */
import type { Random } from '../../fake-data/prng.js';
import type { JsonObject, TicketSchema } from '../ticket-types.js';
import { COMPENSATE_SCHEMA, sampleCompensatePayload } from './compensate.js';
import { EXPEDITE_SCHEMA, sampleExpeditePayload } from './expedite.js';
import { FINANCE_REVIEW_SCHEMA, sampleFinanceReviewPayload } from './finance-review.js';
import { REPAIR_SCHEMA, sampleRepairPayload } from './repair.js';
import { RETURN_SCHEMA, sampleReturnPayload } from './return.js';

export const TICKET_SCHEMAS: readonly TicketSchema[] = [EXPEDITE_SCHEMA, RETURN_SCHEMA, REPAIR_SCHEMA, COMPENSATE_SCHEMA, FINANCE_REVIEW_SCHEMA];

export function ticketSchemaOf(id: number): TicketSchema | undefined {
  return TICKET_SCHEMAS.find((schema) => schema.id === id);
}

type Sampler = (random: Random, order: JsonObject, at: Date) => JsonObject;
const SAMPLERS: Readonly<Record<number, Sampler>> = {
  [EXPEDITE_SCHEMA.id]: sampleExpeditePayload,
  [RETURN_SCHEMA.id]: sampleReturnPayload,
  [REPAIR_SCHEMA.id]: sampleRepairPayload,
  [COMPENSATE_SCHEMA.id]: sampleCompensatePayload,
  [FINANCE_REVIEW_SCHEMA.id]: sampleFinanceReviewPayload,
};

/** A realistic payload for a seeded ticket of the schema, valid against its json_schema. */
export function samplePayload(schemaId: number, random: Random, order: JsonObject, at: Date): JsonObject {
  const sampler = SAMPLERS[schemaId];
  return sampler ? sampler(random, order, at) : {};
}

/**
 * The public order query (/order/query, GET /api/public/order/query) answers from the orders themselves:
 * found only by a whole order number, external number or receiver phone (server/records/public-data.ts),
 * with the receiver masked, a few fields of the order, and its track as anyone may see it — each event's time,
 * transition, state reached and company, never who acted or what they wrote — plus the newest as one line.
 */
import type { FastifyInstance } from 'fastify';
import { PUBLIC_DATA_PATH } from '../auth/public-routes.js';
import type { ApiRecord, RecordStore } from '../records/record-store.js';
import { routePathOf } from '../records/register-collection.js';
import { registerPublicCollection } from '../records/register-public.js';
import { publicReadPolicy } from '../records/public-data.js';
import { latestTrackText, publicTrackEvent, tracksOf } from './tracks.js';

export const PUBLIC_ORDER_QUERY = `${PUBLIC_DATA_PATH}order/query`;

/** The order fields the public query shows. */
const PUBLIC_ORDER_FIELDS = [
  'id', 'order_no', 'out_order_no', 'consignor_name', 'end_contact', 'end_tel', 'end_city', 'package_count', 'status', 'sign_time', 'created_at',
] as const;

export function publicOrderView(order: ApiRecord): Record<string, unknown> {
  const shown: Record<string, unknown> = {};
  for (const field of PUBLIC_ORDER_FIELDS) if (order[field] !== undefined) shown[field] = order[field];
  const events = tracksOf(order);
  return { ...shown, latest_track: latestTrackText(events), tracks: events.map(publicTrackEvent) };
}

export function registerPublicOrderQuery(app: FastifyInstance, orders: RecordStore): void {
  registerPublicCollection(app, orders, routePathOf(PUBLIC_ORDER_QUERY), publicReadPolicy(PUBLIC_ORDER_QUERY), publicOrderView);
}

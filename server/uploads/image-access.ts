/**
 * Who may read an uploaded image: its uploader's company (main account and sub-accounts), the platform
 * administrator, and whoever may read the record it was first attached to (image-bindings.ts) under that
 * collection's ownership rule — the merchant of the order an abnormal case's or a ticket's photos are
 * about. Anyone else is answered as if the image were missing.
 */
import type { FastifyRequest } from 'fastify';
import { requireAuth } from '../auth/request-auth.js';
import type { ServerContext } from '../context.js';
import { readableRows } from '../records/collection-access.js';
import { imageBindingsOf } from './image-bindings.js';
import type { StoredImage } from './image-store.js';

export function mayReadImage(context: ServerContext, request: FastifyRequest, image: StoredImage): boolean {
  const { user } = requireAuth(request);
  if (user.main_type === 'platform' || image.owner_id === user.main_user_id) return true;
  const binding = imageBindingsOf(context.db).of(image.file_id);
  const store = binding && context.collections.get(binding.collection);
  if (!binding || !store) return false;
  const owner = store.spec.ownerScoped ? user.main_user_id : undefined;
  return store.find(binding.record_id, owner, readableRows(context, store.spec, request)) !== undefined;
}

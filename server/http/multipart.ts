/**
 * Multipart bodies (file uploads) for the routes that read them with `request.file()`. Registered once for
 * the whole server; a file over the upload policy's cap is cut off by the parser itself.
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { UPLOAD_POLICY_MAX_BYTES } from '../../src/config/upload.js';

export async function registerMultipart(app: FastifyInstance): Promise<void> {
  await app.register(multipart, { limits: { fileSize: UPLOAD_POLICY_MAX_BYTES, files: 1, fields: 20 } });
}

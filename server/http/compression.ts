/**
 * Compressed JSON answers (@fastify/compress): an /api answer of COMPRESS_THRESHOLD_BYTES or more goes
 * out as brotli or gzip when the request accepts it. Only /api routes: the app's files have their
 * precompressed siblings (web/static-site.ts), and socket.io answers outside Fastify. Compressed request
 * bodies are not accepted (no decompression, so no inflated bodies past the body limit).
 */
import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { isApiRoutePattern } from './api-route-pattern.js';
import {
  API_BROTLI_QUALITY, API_ENCODINGS, API_GZIP_LEVEL, COMPRESS_THRESHOLD_BYTES, COMPRESSIBLE_API_TYPES,
} from '../web/delivery-config.js';

export async function registerCompression(app: FastifyInstance): Promise<void> {
  // Added before the plugin's own onRoute hook, so the plugin sees `compress: false` on the other routes.
  app.addHook('onRoute', (route) => {
    if (!isApiRoutePattern(route.url) && route.compress === undefined) route.compress = false;
  });
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: [...API_ENCODINGS],
    customTypes: COMPRESSIBLE_API_TYPES,
    brotliOptions: { params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_QUALITY]: API_BROTLI_QUALITY } },
    zlibOptions: { level: API_GZIP_LEVEL },
  });
}

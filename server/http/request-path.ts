/**
 * Refuses, before any route or the static files see it, a request path that tries to leave its folder or
 * carries what a file system reads specially: a '.' or '..' segment (also written %2e%2e or with %2f
 * for the slash), a backslash (%5c), a control character (%00 and the like), or a '.', '/', '\' or NUL
 * still encoded once the path is decoded (%252e: double encoding). No route or file of the app has any
 * of them, so such a request gets 400 请求地址格式不正确 instead of reaching a handler that could stumble.
 * Overlong UTF-8 (%c0%ae) does not decode at all and gets the same answer from Fastify's own check.
 */
import type { FastifyInstance } from 'fastify';
import { badRequest } from './api-error.js';
import { BAD_URL_MESSAGE } from './error-handlers.js';

const DOT_SEGMENT = /(?:^|\/)\.{1,2}(?:\/|$)/;
const BACKSLASH_OR_CONTROL = /[\\\u0000-\u001f\u007f]/;
const STILL_ENCODED = /%(?:2e|2f|5c|00)/i;

/** Whether the path part of a request URL (undecoded, as received) is one to refuse. */
export function isSuspiciousPath(rawPath: string): boolean {
  let path: string;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    return true;
  }
  return DOT_SEGMENT.test(path) || BACKSLASH_OR_CONTROL.test(path) || STILL_ENCODED.test(path);
}

export function registerPathGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const end = request.url.indexOf('?');
    if (isSuspiciousPath(end < 0 ? request.url : request.url.slice(0, end))) throw badRequest(BAD_URL_MESSAGE);
  });
}

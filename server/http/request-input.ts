/**
 * JSON body parsing that accepts an empty body (clients send POST /login/logout or PUT
 * read-all without one) and reports bad JSON with the spec's 400 envelope.
 */
import type { FastifyInstance } from 'fastify';
import { badRequest } from './api-error.js';

export function registerLenientJsonParser(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    try {
      done(null, JSON.parse(text) as unknown);
    } catch {
      done(badRequest('参数错误：请求体不是合法的 JSON'), undefined);
    }
  });
}

const METHODS_WITH_BODY: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH']);

/**
 * Query values the clients send empty ('' from cleared filters) count as absent, and a missing
 * body counts as {} so schemas report the missing fields by name.
 */
export function registerEmptyInputNormalizer(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (METHODS_WITH_BODY.has(request.method) && (request.body === undefined || request.body === null)) request.body = {};
    const query = request.query as Record<string, unknown> | null;
    if (!query || typeof query !== 'object') return;
    for (const [key, value] of Object.entries(query)) {
      if (typeof value === 'string' && value.trim() === '') delete query[key];
    }
  });
}

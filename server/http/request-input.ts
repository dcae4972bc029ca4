/**
 * JSON body parsing that accepts an empty body (clients send POST /login/logout or PUT
 * read-all without one) and reports bad JSON with the spec's 400 envelope.
 */
import type { FastifyInstance } from 'fastify';
import { badRequest } from './api-error.js';

/** Deepest nesting of arrays and objects a JSON body may have; no screen sends more than a few levels. */
export const MAX_JSON_DEPTH = 64;
export const JSON_MESSAGES = {
  invalid: '参数错误：请求体不是合法的 JSON',
  tooDeep: '参数错误：请求体嵌套层级过深',
} as const;

/** Whether the JSON text nests arrays/objects deeper than `max` (brackets inside strings do not count). */
export function jsonDepthExceeds(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c) i += 1; // backslash: skip the escaped character
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) inString = true;
    else if (char === 0x5b || char === 0x7b) {
      depth += 1;
      if (depth > max) return true;
    } else if (char === 0x5d || char === 0x7d) depth -= 1;
  }
  return false;
}

export function registerLenientJsonParser(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      done(null, undefined);
      return;
    }
    // Checked before parsing: a body nested thousands deep would cost every later walk over it.
    if (jsonDepthExceeds(text, MAX_JSON_DEPTH)) {
      done(badRequest(JSON_MESSAGES.tooDeep), undefined);
      return;
    }
    try {
      done(null, JSON.parse(text) as unknown);
    } catch {
      done(badRequest(JSON_MESSAGES.invalid), undefined);
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

/** The path ('a.0.b') of the first number in `value` that is not finite, or undefined. */
export function firstNonFiniteNumber(value: unknown, path = ''): string | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? undefined : path;
  if (typeof value !== 'object' || value === null) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const found = firstNonFiniteNumber(item, path === '' ? key : `${path}.${key}`);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * After validation, no number may be Infinity or NaN: JSON's 1e400 parses to Infinity, and ajv coerces
 * the query text 'Infinity' to a number that passes its integer and range checks.
 */
export function registerFiniteNumberCheck(app: FastifyInstance): void {
  app.addHook('preHandler', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const field = firstNonFiniteNumber(part);
      if (field !== undefined) throw badRequest(`参数错误：${field || '请求参数'} 不是有效的数字`);
    }
  });
}

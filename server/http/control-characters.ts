/**
 * Refuses control characters in query values and JSON bodies (keys included) with 400
 * 参数不能包含控制字符: a NUL in a filter made the record store's text match every row. Query values come
 * from one-line inputs, so every control character is refused there; a body keeps the tab, line feed,
 * vertical tab, form feed and carriage return that multi-line text (remarks, pasted notes) may hold.
 */
import type { FastifyInstance } from 'fastify';
import { badRequest } from './api-error.js';

export const CONTROL_CHARACTER_MESSAGE = '参数不能包含控制字符';

const IN_QUERY = /[\u0000-\u001f\u007f]/;
const IN_BODY = /[\u0000-\u0008\u000e-\u001f\u007f]/;

/** Whether a string anywhere in `value` (an object's keys too) matches `pattern`. */
export function holdsControlCharacter(value: unknown, pattern: RegExp): boolean {
  if (typeof value === 'string') return pattern.test(value);
  if (Array.isArray(value)) return value.some((item) => holdsControlCharacter(item, pattern));
  if (typeof value !== 'object' || value === null || Buffer.isBuffer(value)) return false;
  return Object.entries(value).some(([key, item]) => pattern.test(key) || holdsControlCharacter(item, pattern));
}

export function registerControlCharacterCheck(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (holdsControlCharacter(request.query, IN_QUERY) || holdsControlCharacter(request.body, IN_BODY)) {
      throw badRequest(CONTROL_CHARACTER_MESSAGE);
    }
  });
}

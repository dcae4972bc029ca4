/** The authenticated caller attached to each request, and helpers that demand one. */
import type { FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../http/api-error.js';
import type { AuthContext } from './token-service.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the auth guard on protected routes; null on public ones. */
    auth: AuthContext | null;
  }
}

/** The token from the `token` header (the spec's name) or `x-token`. */
export function readToken(request: FastifyRequest): string | undefined {
  const value = request.headers['token'] ?? request.headers['x-token'];
  const token = Array.isArray(value) ? value[0] : value;
  return token && token.trim() !== '' ? token.trim() : undefined;
}

export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

/** Platform administrators (main_type 'platform') only; 403 for anyone else. */
export function requirePlatformAdmin(request: FastifyRequest): AuthContext {
  const auth = requireAuth(request);
  if (auth.user.main_type !== 'platform') throw forbidden();
  return auth;
}

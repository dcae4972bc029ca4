/**
 * Routes that decide who may call them themselves, with the account's own menu codes: the workflow
 * transitions, whose refusals (wrong party, missing code, wrong state) come from src/workflow/rules.ts
 * with their own messages. The global authorization hook lets them through; they still need a signed-in
 * caller (the auth guard) whose company is approved (the company review gate).
 */
import type { FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route checks the caller's right to call it itself (see self-authorized.ts). */
    authorizesItself?: boolean;
  }
}

/** The route config of such a route. */
export const AUTHORIZES_ITSELF = { authorizesItself: true } as const;

export const authorizesItself = (request: FastifyRequest): boolean => request.routeOptions.config.authorizesItself === true;

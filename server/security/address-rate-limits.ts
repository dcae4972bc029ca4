/**
 * Per-address limits (@fastify/rate-limit) on the public routes that send messages, create accounts
 * or issue tokens. The routes themselves stay unchanged: the table in abuse-limits.ts names them, and
 * this hook gives each its limit as it is registered. Register before the routes.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../http/api-error.js';
import { ADDRESS_RATE_LIMITS, tooManyRequestsMessage, type AddressRateLimit } from './abuse-limits.js';

export async function registerAddressRateLimits(
  app: FastifyInstance,
  limits: Readonly<Record<string, AddressRateLimit>> = ADDRESS_RATE_LIMITS,
): Promise<void> {
  // Runs before the plugin's own onRoute hook, so the plugin sees the config it sets.
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      const limit = limits[`${method} ${route.url}`];
      if (limit) route.config = { ...route.config, rateLimit: { max: limit.max, timeWindow: limit.windowSeconds * 1000 } };
    }
  });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => new ApiError(429, '429', tooManyRequestsMessage(context.ttl)),
  });
}

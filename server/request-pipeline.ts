/**
 * What every request passes before a route sees it, in this order: path, body and input checks, error
 * answers, security headers, compression, per-address rate limits, the maintenance switch and the access
 * token guard.
 */
import type { FastifyInstance } from 'fastify';
import type { TokenService } from './auth/token-service.js';
import { registerAuthGuard } from './auth/auth-guard.js';
import { registerCompression } from './http/compression.js';
import { registerControlCharacterCheck } from './http/control-characters.js';
import { registerErrorHandler } from './http/error-handlers.js';
import { registerMultipart } from './http/multipart.js';
import { registerEmptyInputNormalizer, registerFiniteNumberCheck, registerLenientJsonParser } from './http/request-input.js';
import { registerPathGuard } from './http/request-path.js';
import type { AddressRateLimit } from './security/abuse-limits.js';
import { registerAddressRateLimits } from './security/address-rate-limits.js';
import { registerSecurityHeaders } from './security/security-headers.js';
import { registerMaintenanceGuard } from './system/maintenance-guard.js';
import type { SystemState } from './system/system-state.js';

export interface PipelineOptions {
  state: SystemState;
  tokens: TokenService;
  /** Per-address limits by 'METHOD /api/route'; default ADDRESS_RATE_LIMITS. */
  addressRateLimits?: Readonly<Record<string, AddressRateLimit>>;
}

export async function registerRequestPipeline(app: FastifyInstance, options: PipelineOptions): Promise<void> {
  registerPathGuard(app);
  registerLenientJsonParser(app);
  registerEmptyInputNormalizer(app);
  registerControlCharacterCheck(app);
  registerFiniteNumberCheck(app);
  await registerMultipart(app);
  registerErrorHandler(app);
  await registerSecurityHeaders(app);
  await registerCompression(app);
  await registerAddressRateLimits(app, options.addressRateLimits);
  registerMaintenanceGuard(app, options.state);
  registerAuthGuard(app, options.tokens);
}

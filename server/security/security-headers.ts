/**
 * Security headers on every answer (@fastify/helmet): a Content-Security-Policy the built app runs
 * under (its index.html loads only module scripts from the same origin; antd writes its styles into
 * <style> elements at run time, hence style-src 'unsafe-inline'), nosniff, no framing, and a
 * same-origin referrer. The document-only ones are left off the app's other files and 304s
 * (document-only-headers.ts).
 */
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { PRINT_PLUGIN_HOST } from '../../src/config/watchers.js';
import { registerDocumentOnlyHeaders } from './document-only-headers.js';

export const CONTENT_SECURITY_POLICY_DIRECTIVES: Readonly<Record<string, readonly string[]>> = {
  'default-src': ["'self'"],
  // 'unsafe-eval' but no inline script: the ticket forms' JSON schemas come from the server at run time and
  // rjsf's ajv validator compiles each into a function (new Function); without it no ticket could be saved.
  'script-src': ["'self'", "'unsafe-eval'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  // Uploaded photos are previewed from blob: URLs; antd and the favicon use data: images.
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  // The API and the notification socket (socket.io's websocket) are on the same origin; the print
  // plug-in's version check asks the plug-in on this computer, on ports a browser's client settings may change.
  'connect-src': ["'self'", `http://${PRINT_PLUGIN_HOST}:*`],
  'worker-src': ["'self'", 'blob:'],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: Object.fromEntries(Object.entries(CONTENT_SECURITY_POLICY_DIRECTIVES).map(([key, values]) => [key, [...values]])),
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'same-origin' },
    // The server speaks plain HTTP; a TLS front end sets HSTS where there is one.
    strictTransportSecurity: false,
  });
  registerDocumentOnlyHeaders(app);
}

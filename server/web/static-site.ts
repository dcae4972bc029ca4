/**
 * Serves the built app from staticDir; returns whether the SPA fallback (index.html) is available.
 * A file's .br or .gz sibling (written by the build, scripts/vite-precompress.ts) is sent instead when
 * the request's Accept-Encoding allows it; hashed files under assets/ are cached for a year, every
 * other file (index.html, brand files, config.json) is revalidated (cache-policy.ts).
 */
import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { cacheControlOf } from './cache-policy.js';

export async function registerStaticSite(app: FastifyInstance, staticDir: string | undefined): Promise<boolean> {
  if (!staticDir || !existsSync(staticDir)) return false;
  await app.register(fastifyStatic, {
    root: staticDir,
    prefix: '/',
    // API paths never map to files; unknown ones reach the 404 envelope.
    allowedPath: (pathName) => !(pathName === '/api' || pathName.startsWith('/api/')),
    preCompressed: true,
    // Set below, by the file's path: @fastify/send's own would be `public, max-age=0` on every file.
    cacheControl: false,
    setHeaders: (response, path) => {
      response.setHeader('cache-control', cacheControlOf(relative(staticDir, path)));
      // Which file is sent (x.js, x.js.br or x.js.gz) depends on Accept-Encoding; @fastify/static does not say so.
      response.setHeader('vary', 'accept-encoding');
    },
  });
  return existsSync(join(staticDir, 'index.html'));
}

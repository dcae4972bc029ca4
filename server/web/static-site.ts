/** Serves the built app from staticDir; returns whether the SPA fallback (index.html) is available. */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

export async function registerStaticSite(app: FastifyInstance, staticDir: string | undefined): Promise<boolean> {
  if (!staticDir || !existsSync(staticDir)) return false;
  await app.register(fastifyStatic, {
    root: staticDir,
    prefix: '/',
    // API paths never map to files; unknown ones reach the 404 envelope.
    allowedPath: (pathName) => !(pathName === '/api' || pathName.startsWith('/api/')),
  });
  return existsSync(join(staticDir, 'index.html'));
}

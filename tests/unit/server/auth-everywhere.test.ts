// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type RunningServer } from '../../../server/app.js';
import { isPublicApiRoute, PUBLIC_API_ROUTES } from '../../../server/auth/public-routes.js';
import { copySeededTemplate } from './db-templates.js';

/** 'METHOD /api/a/:id' → method and a concrete URL (every parameter 1, wildcards x). */
function concrete(route: string): { method: string; url: string } {
  const [method = 'GET', pattern = ''] = route.split(' ');
  return { method, url: pattern.replace(/:\w+/g, '1').replace(/\*/g, 'x') };
}

describe('authentication on every API route of the real server (all screens/ descriptors)', () => {
  let dir = '';
  let server: RunningServer;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'auth-everywhere-'));
    await copySeededTemplate(join(dir, 'app.db'), join(process.cwd(), 'screens'));
    server = await createServer({
      dbFile: join(dir, 'app.db'), screensDir: join(process.cwd(), 'screens'),
      accessTokenTtlSeconds: 3600, refreshTokenTtlSeconds: 86_400, appVersion: '1.0.0', logLevel: 'silent',
    });
  }, 120_000);
  afterAll(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const privateRoutes = (): string[] => server.apiRoutes.filter((route) => {
    const [method = '', pattern] = route.split(' ');
    return !isPublicApiRoute(method, pattern);
  });

  it('serves hundreds of private routes', () => {
    expect(privateRoutes().length).toBeGreaterThan(500);
  });

  it('answers 401 to each private route called without a token, and with a forged one', async () => {
    const unguarded: string[] = [];
    for (const route of privateRoutes()) {
      const { method, url } = concrete(route);
      for (const headers of [{}, { token: 'eyJhbGciOiJIUzI1NiJ9.eyJpZCI6MX0.forged' }]) {
        const response = await server.app.inject({ method: method as 'GET', url, headers, payload: method === 'GET' || method === 'HEAD' ? undefined : {} });
        const fine = response.statusCode === 401 && (method === 'HEAD' || response.json<{ code: string }>().code === '401');
        if (!fine) unguarded.push(`${route} (${'token' in headers ? 'forged' : 'none'}): ${response.statusCode}`);
      }
    }
    expect(unguarded).toEqual([]);
  }, 120_000);

  it('has no stale entries on the public allow-list: each names a route the server serves', () => {
    const served = new Set(server.apiRoutes);
    expect([...PUBLIC_API_ROUTES].filter((route) => !served.has(route))).toEqual([]);
  });
});

// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { listScreenFiles, SCREENS_DIR } from '../../../scripts/screens-lib';
import { isPublicPath } from '../../../src/access/guard';
import type { ScreenDescriptor } from '../../../src/screen-model/types';
import { AUTHENTICATED_SCREEN_ROUTES, PUBLIC_SCREEN_ROUTES } from './spec-routes';

const descriptors = listScreenFiles(SCREENS_DIR).map((path) => JSON.parse(readFileSync(path, 'utf8')) as ScreenDescriptor);
const byRoute = new Map(descriptors.flatMap((screen) => [screen.path, ...(screen.aliases ?? [])].map((route) => [route, screen])));

/** A concrete path for a route pattern, for the public-path check. */
const sample = (route: string) => route.replace(/:(\w+)\??/g, '1');

describe('routes the spec names verbatim', () => {
  it.each(AUTHENTICATED_SCREEN_ROUTES)('%s is a screen behind login', (route) => {
    expect(byRoute.get(route), `no descriptor has the path or alias ${route}`).toBeDefined();
    expect(isPublicPath(sample(route))).toBe(false);
  });

  it.each(PUBLIC_SCREEN_ROUTES)('%s is a public screen', (route) => {
    expect(byRoute.get(route), `no descriptor has the path or alias ${route}`).toBeDefined();
    expect(isPublicPath(sample(route))).toBe(true);
  });

  it('order query, price check, plan and the drafts are not cached as tabs', () => {
    const notCached = ['/order/query', '/order/price', '/order/plan', '/saas/order/draft/index', '/saas/warehouse/in-draft/index', '/bang/order/draft', '/da/order/draft'];
    for (const route of notCached) expect(byRoute.get(route)?.cache, route).toBe(false);
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { linkMatchesRoute, routeKey, stripQuery } from '../../../src/screen-model/route-match';

describe('route templates', () => {
  it('strips query strings but keeps optional parameters', () => {
    expect(stripQuery('/a/b?tab=1')).toBe('/a/b');
    expect(stripQuery('/a/:id?')).toBe('/a/:id?');
    expect(stripQuery('/a/:id?/b')).toBe('/a/:id?/b');
    expect(stripQuery('/a/:id?tab=1')).toBe('/a/:id');
  });

  it('normalises parameter names', () => {
    expect(routeKey('/a/:id/x')).toBe(routeKey('/a/:key/x'));
    expect(routeKey('/a/:id')).not.toBe(routeKey('/a/:id?'));
    expect(routeKey('/redirect/:path*')).toBe(routeKey('/redirect/*'));
  });

  it('matches links against routes', () => {
    expect(linkMatchesRoute('/a/show/:id', '/a/show/:key')).toBe(true);
    expect(linkMatchesRoute('/a/show/12?tab=2', '/a/show/:id')).toBe(true);
    expect(linkMatchesRoute('/a/show', '/a/show/:id')).toBe(false);
    expect(linkMatchesRoute('/a/edit', '/a/edit/:id?')).toBe(true);
    expect(linkMatchesRoute('/a/edit/:id', '/a/edit/:id?')).toBe(true);
    expect(linkMatchesRoute('/a/:id', '/a/index')).toBe(false);
    expect(linkMatchesRoute('/redirect/a/b', '/redirect/*')).toBe(true);
    expect(linkMatchesRoute('/', '/')).toBe(true);
    expect(linkMatchesRoute('/a', '/')).toBe(false);
  });
});

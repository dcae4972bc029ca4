import { afterEach, describe, expect, it } from 'vitest';
import { chunkUrl, hintChunks, preloadShellFor, PRELOAD_PLAN_ELEMENT_ID, prefetchRenderers, readPreloadPlan, type PreloadPlan } from '../../../src/app/preload-plan';
import { shardsOfPath } from '../../../src/screen-model/index-shards';

const ROLE_LIST = '/saas/system/role/index';

function planFor(pathname: string): PreloadPlan {
  const shards = Object.fromEntries(shardsOfPath(pathname).map((key) => [String(key), [`assets/shard-${key}.js`]]));
  return {
    shell: ['assets/Layout.js', 'assets/AuthenticatedApp.js'],
    shards: { ...shards, 999: ['assets/other-shard.js'] },
    renderers: { list: ['assets/ListRenderer.js'], form: ['assets/FormRenderer.js'] },
    lazy: ['assets/DateFilters.js'],
  };
}

function writePlan(text: string): void {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = PRELOAD_PLAN_ELEMENT_ID;
  script.textContent = text;
  document.head.appendChild(script);
}

const hints = (rel: string) =>
  [...document.head.querySelectorAll<HTMLLinkElement>(`link[rel="${rel}"]`)].map((link) => new URL(link.href).pathname);

afterEach(() => {
  document.head.innerHTML = '';
});

describe("the build's preload plan", () => {
  it('is read from its JSON element, and ignored when missing or not of the expected shape', () => {
    expect(readPreloadPlan()).toBeUndefined();
    writePlan('{"shell": "not a list"}');
    expect(readPreloadPlan()).toBeUndefined();
    document.head.innerHTML = '';
    writePlan(JSON.stringify(planFor(ROLE_LIST)));
    expect(readPreloadPlan()?.shell).toEqual(['assets/Layout.js', 'assets/AuthenticatedApp.js']);
  });

  it('names only files of this origin under the base', () => {
    expect(chunkUrl('assets/a.js', '/', 'http://oss.localhost')).toBe('http://oss.localhost/assets/a.js');
    expect(chunkUrl('assets/a.js', '/app', 'http://oss.localhost')).toBe('http://oss.localhost/app/assets/a.js');
    for (const bad of ['//evil.example/a.js', 'https://evil.example/a.js', '../secret.js', '/etc/passwd', 'assets/a.js?x=<b>']) {
      expect(chunkUrl(bad, '/', 'http://oss.localhost')).toBeUndefined();
    }
  });

  it("preloads a signed-in page's shell and its route's index shards together, not the other shards", () => {
    preloadShellFor(ROLE_LIST, planFor(ROLE_LIST));
    const preloaded = hints('modulepreload');
    expect(preloaded).toEqual(expect.arrayContaining(['/assets/Layout.js', '/assets/AuthenticatedApp.js', ...shardsOfPath(ROLE_LIST).map((key) => `/assets/shard-${key}.js`)]));
    expect(preloaded).not.toContain('/assets/other-shard.js');
    expect(preloaded).not.toContain('/assets/ListRenderer.js');
  });

  it('prefetches every renderer and their lazy chunks once, and hints a file only once', () => {
    const plan = planFor(ROLE_LIST);
    prefetchRenderers(plan);
    prefetchRenderers(plan);
    expect(hints('prefetch').sort()).toEqual(['/assets/DateFilters.js', '/assets/FormRenderer.js', '/assets/ListRenderer.js']);
    expect(hintChunks(['assets/ListRenderer.js'], 'modulepreload')).toBe(0);
  });
});

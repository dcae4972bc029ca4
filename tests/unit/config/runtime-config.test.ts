/** The runtime config file (issue 27): what it may say, how the app reads it, and what it changes. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyRuntimeConfig, fetchRuntimeConfig, loadRuntimeConfig } from '../../../src/config/load-runtime-config';
import { apiBaseUrl, BUILD_API_BASE_URL, setApiBaseUrl } from '../../../src/config/runtime';
import { parseRuntimeConfig, RUNTIME_CONFIG_PATH, validApiBaseUrl } from '../../../src/config/runtime-config';

afterEach(() => {
  setApiBaseUrl(BUILD_API_BASE_URL);
  vi.restoreAllMocks();
});

const jsonAnswer = (body: unknown, status = 200): Response =>
  new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('validApiBaseUrl', () => {
  it('takes an http(s) URL or a path on the page origin', () => {
    for (const url of ['/api', '/backend/api/', 'https://api.example.com/api', 'http://10.0.0.5:8080/api']) {
      expect(validApiBaseUrl(url), url).toBe(url);
    }
    expect(validApiBaseUrl('  /api  ')).toBe('/api');
  });

  it('refuses other schemes, protocol-relative and relative URLs, credentials and non-strings', () => {
    for (const url of ['javascript:alert(1)', 'data:text/plain,x', 'ftp://example.com/api', '//evil.example/api', 'api', '../api',
      'https://user:pass@example.com/api', '/a pi', '/\\evil.example', '', '   ', 42, null, undefined, ['/api'], { url: '/api' }]) {
      expect(validApiBaseUrl(url), String(url)).toBeUndefined();
    }
  });
});

describe('parseRuntimeConfig', () => {
  it('keeps a valid apiBaseUrl and nothing else', () => {
    expect(parseRuntimeConfig({ apiBaseUrl: 'https://api.example.com/api', other: 1 })).toEqual({ apiBaseUrl: 'https://api.example.com/api' });
    expect(parseRuntimeConfig({})).toEqual({});
    expect(parseRuntimeConfig({ apiBaseUrl: 'javascript:alert(1)' })).toEqual({});
    expect(parseRuntimeConfig([{ apiBaseUrl: '/api' }])).toEqual({});
    expect(parseRuntimeConfig('/api')).toEqual({});
    expect(parseRuntimeConfig(null)).toEqual({});
  });
});

describe('reading the file at start', () => {
  it('fetches the config path once, revalidated, and applies its base URL', async () => {
    const fetchFn = vi.fn(async () => jsonAnswer({ apiBaseUrl: 'https://api.example.com/v2' }));
    await loadRuntimeConfig(fetchFn);
    expect(fetchFn).toHaveBeenCalledTimes(1);
    expect(fetchFn).toHaveBeenCalledWith(RUNTIME_CONFIG_PATH, { cache: 'no-cache' });
    expect(apiBaseUrl()).toBe('https://api.example.com/v2');
  });

  it('keeps the build base URL for an empty file, a 404, an HTML page, a network failure or a refused value', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const answers: Array<() => Promise<Response>> = [
      async () => jsonAnswer({}),
      async () => jsonAnswer({ code: '404' }, 404),
      async () => new Response('<!doctype html><div id="root"></div>', { headers: { 'content-type': 'text/html' } }),
      async () => {
        throw new TypeError('Failed to fetch');
      },
      async () => jsonAnswer({ apiBaseUrl: '//evil.example/api' }),
    ];
    for (const answer of answers) {
      await loadRuntimeConfig(vi.fn(answer));
      expect(apiBaseUrl()).toBe(BUILD_API_BASE_URL);
    }
    // Only the refused value is worth a warning; the others are ordinary deployments without the file.
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('apiBaseUrl');
  });

  it('falls back to the build base URL, which defaults to /api', async () => {
    expect(BUILD_API_BASE_URL).toBe(import.meta.env.VITE_API_BASE_URL ?? '/api');
    expect(await fetchRuntimeConfig(vi.fn(async () => jsonAnswer({})))).toEqual({});
    applyRuntimeConfig({});
    expect(apiBaseUrl()).toBe(BUILD_API_BASE_URL);
  });
});

import { describe, expect, it } from 'vitest';
import { safeAppPath, safeRedirectPath, safeSameOriginUrl } from '../../../src/access/safe-redirect';
import { redirectTarget } from '../../../src/app/RedirectPage';
import { fileLink } from '../../../src/notify/file-link';
import { isSameOriginUrl } from '../../../src/upload/upload-call';

const ORIGIN = 'http://localhost:8080';

/** Targets that must never leave the app: each one lands on / instead. */
const NASTY: ReadonlyArray<readonly [what: string, target: string]> = [
  ['protocol-relative host', '//evil.example/phish'],
  ['three slashes', '///evil.example'],
  ['backslash after the slash', '/\\evil.example'],
  ['two backslashes', '\\\\evil.example'],
  ['mixed slashes', '\\/evil.example'],
  ['dot segment before //', '/.//evil.example/phish'],
  ['double dot before //', '/a/..//evil.example'],
  ['encoded dot segment before //', '/%2e//evil.example'],
  ['encoded slashes', '/%2F%2Fevil.example'],
  ['encoded slashes without the leading slash', '%2F%2Fevil.example'],
  ['double-encoded slashes', '/%252F%252Fevil.example'],
  ['encoded backslash', '/%5Cevil.example'],
  ['encoded dot dots up to //', '/%2e%2e/%2e%2e//evil.example'],
  ['endlessly nested encoding', `/%25${'25'.repeat(8)}2F%25${'25'.repeat(8)}2Fevil.example`],
  ['javascript scheme', 'javascript:alert(1)'],
  ['javascript scheme in capitals', 'JaVaScRiPt:alert(1)'],
  ['data URL', 'data:text/html,<script>alert(1)</script>'],
  ['vbscript', 'vbscript:msgbox(1)'],
  ['absolute https URL', 'https://evil.example/'],
  ['absolute URL of a look-alike host', 'http://localhost.evil/x'],
  ['same host, other port', 'http://localhost:9999/x'],
  ['user info', 'http://localhost:8080@evil.example/'],
  ['tab inside //', '/\t/evil.example'],
  ['newline inside //', '/\n/evil.example'],
  ['carriage return', '/\r/evil.example'],
  ['encoded tab inside //', '/%09/evil.example'],
  ['encoded newline', '/%0a/evil.example'],
  ['NUL', '/saas\u0000/x'],
  ['leading space and //', ' //evil.example'],
  ['relative path', 'saas/order/index'],
  ['empty', ''],
];

/** Same-origin app paths: they come back with their query and hash. */
const GOOD: ReadonlyArray<readonly [target: string, expected: string]> = [
  ['/', '/'],
  ['/saas/system/role/index', '/saas/system/role/index'],
  ['/saas/system/role/index?x=1', '/saas/system/role/index?x=1'],
  ['/saas/order/detail/12?tab=fees#lines', '/saas/order/detail/12?tab=fees#lines'],
  ['/saas/waybill/all/index?nos=2001,2002&end_tel=13912345678', '/saas/waybill/all/index?nos=2001,2002&end_tel=13912345678'],
  ['/saas/x?back=https%3A%2F%2Fevil.example', '/saas/x?back=https%3A%2F%2Fevil.example'],
  ['/saas/a/../b', '/saas/b'],
  ['/saas/./b', '/saas/b'],
  ['/%2e%2e/saas', '/saas'],
  ['/saas/search?q=%E5%BC%A0%E4%B8%89', '/saas/search?q=%E5%BC%A0%E4%B8%89'],
  ['/saas/discount?rate=50%', '/saas/discount?rate=50%'],
];

describe('safeAppPath', () => {
  it.each(NASTY)('refuses %s', (_what, target) => {
    expect(safeAppPath(target, ORIGIN)).toBeUndefined();
    expect(safeRedirectPath(target, ORIGIN)).toBe('/');
  });

  it.each(GOOD)('keeps %s', (target, expected) => {
    expect(safeAppPath(target, ORIGIN)).toBe(expected);
  });

  it('refuses what is not a string', () => {
    expect(safeAppPath(undefined, ORIGIN)).toBeUndefined();
    expect(safeAppPath(null, ORIGIN)).toBeUndefined();
    expect(safeRedirectPath(undefined, ORIGIN)).toBe('/');
  });

  it('the login redirect of the issue no longer leaves the app', () => {
    const redirect = new URLSearchParams('redirect=/.//evil.example/phish').get('redirect');
    expect(safeRedirectPath(redirect, ORIGIN)).toBe('/');
    // Resolving what comes back against the app never gives another host.
    expect(new URL(safeRedirectPath(redirect, ORIGIN), ORIGIN).origin).toBe(ORIGIN);
  });
});

describe('/redirect/<path>', () => {
  it('re-opens app paths and sends anything else to /', () => {
    expect(redirectTarget('/redirect/saas/message/index', '?x=1')).toBe('/saas/message/index?x=1');
    expect(redirectTarget('/redirect//evil.example', '')).toBe('/');
    expect(redirectTarget('/redirect/.//evil.example', '')).toBe('/');
    expect(redirectTarget('/redirect/%2F%2Fevil.example', '')).toBe('/');
    expect(redirectTarget('/redirect/%5Cevil.example', '')).toBe('/');
  });
});

describe('file URLs', () => {
  it('accepts relative URLs and absolute ones of the own origin', () => {
    expect(safeSameOriginUrl('/api/file/image/download?fileid=ab12', ORIGIN)).toBe('/api/file/image/download?fileid=ab12');
    expect(safeSameOriginUrl(`${ORIGIN}/api/exports/w.csv`, ORIGIN)).toBe('/api/exports/w.csv');
    expect(safeSameOriginUrl('file/image/upload?expires=1', ORIGIN)).toBe('/file/image/upload?expires=1');
  });

  it.each(['https://evil.example/a.png', '//evil.example/a.png', '/\\evil.example/a.png', '/%2F%2Fevil.example/a.png',
    'javascript:alert(1)', 'data:image/png;base64,AAAA', 'http://localhost.evil/a.png', '/\t/evil.example/a.png'])(
    'refuses %s', (url) => {
      expect(safeSameOriginUrl(url, ORIGIN)).toBeUndefined();
      expect(isSameOriginUrl(url, ORIGIN)).toBe(false);
    },
  );

  it('a notification file link opens only the API or the own origin', () => {
    const page = `${ORIGIN}/saas/message/index`;
    expect(fileLink('/api/exports/waybills.csv', '/api', page)).toMatchObject({ kind: 'api', path: '/exports/waybills.csv' });
    expect(fileLink('/static/manual.pdf', '/api', page)).toEqual({ kind: 'external', href: `${ORIGIN}/static/manual.pdf` });
    expect(fileLink('https://evil.example/x.csv', '/api', page)).toEqual({ kind: 'refused' });
    expect(fileLink('/.//evil.example/x.csv', '/api', page)).toEqual({ kind: 'refused' });
    expect(fileLink('/%2F%2Fevil.example/x.csv', '/api', page)).toEqual({ kind: 'refused' });
    expect(fileLink('javascript:alert(1)', '/api', page)).toEqual({ kind: 'refused' });
  });
});

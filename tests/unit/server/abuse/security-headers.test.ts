// @vitest-environment node
/** Security headers on pages and API answers, and the maintenance notice cleaned by the server. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sanitizeNoticeHtml } from '../../../../server/security/notice-html.js';
import { call, login, startTestServer, type TestServer } from '../test-server.js';

let ts: TestServer;
beforeAll(async () => {
  ts = await startTestServer();
});
afterAll(async () => {
  await ts.stop();
});

describe('security headers', () => {
  it('every answer carries the CSP, nosniff, no framing and a same-origin referrer policy', async () => {
    for (const path of ['/api/map/help/system_info', '/maintenance.html', '/api/no/such/route']) {
      const response = await fetch(ts.url + path);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp, path).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self' 'unsafe-eval';");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("style-src 'self' 'unsafe-inline'");
      expect(csp).toContain("img-src 'self' data: blob:");
      expect(csp).toContain("connect-src 'self' http://127.0.0.1:*;");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('referrer-policy')).toBe('same-origin');
    }
  });
});

describe('maintenance notice', () => {
  it('keeps the formatting tags and escapes scripts, handlers, links and styles', () => {
    expect(sanitizeNoticeHtml('<h3>紧急维护</h3><p>预计 30 分钟后恢复。<br/></p>')).toBe('<h3>紧急维护</h3><p>预计 30 分钟后恢复。<br/></p>');
    expect(sanitizeNoticeHtml('<script>alert(1)</script>')).toBe('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(sanitizeNoticeHtml('<img src=x onerror="alert(1)">')).toBe('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;');
    expect(sanitizeNoticeHtml('<p onclick="x()">hi</p>')).toBe('&lt;p onclick=&quot;x()&quot;&gt;hi</p>');
    expect(sanitizeNoticeHtml('<a href="javascript:alert(1)">x</a>')).toBe('&lt;a href=&quot;javascript:alert(1)&quot;&gt;x&lt;/a&gt;');
    expect(sanitizeNoticeHtml('A &amp; B &nbsp; C & D')).toBe('A &amp; B &nbsp; C &amp; D');
  });

  it('cleaning twice changes nothing more', () => {
    const once = sanitizeNoticeHtml('<p>"x" & <b>y</b> <i onclick=1>z</i></p>');
    expect(sanitizeNoticeHtml(once)).toBe(once);
  });

  it('the server stores and serves the cleaned notice, on the page and in the ops state', async () => {
    const admin = (await login(ts.url, 'admin')).token;
    const notice = '<h3>维护</h3><script>alert(document.cookie)</script><img src=x onerror=alert(1)>';
    const on = await call(ts.url, '/api/system/ops/maintenance', { method: 'PUT', token: admin, body: { enabled: false, notice } });
    const cleaned = '<h3>维护</h3>&lt;script&gt;alert(document.cookie)&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;';
    expect(on.body.data.notice).toBe(cleaned);
    const page = await fetch(`${ts.url}/maintenance.html`);
    expect(await page.text()).toBe(cleaned);
    // A notice stored before the server cleaned on input is cleaned on the way out.
    ts.server.context.db.prepare("UPDATE settings SET value = ? WHERE key = 'maintenance_notice'").run('<p>x</p><script>1</script>');
    expect(await (await fetch(`${ts.url}/maintenance.html`)).text()).toBe('<p>x</p>&lt;script&gt;1&lt;/script&gt;');
  });
});

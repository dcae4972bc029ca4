import { afterEach, describe, expect, it, vi } from 'vitest';
import { resolveBrand, safeIconUrl } from '../../../src/config/brand';
import { applyBrandIcon } from '../../../src/app/favicon';

const ORIGIN = 'http://acme.example.com';

/** fetch answering only the brand files a test names; anything else fails the test. */
function stubBrandFiles(files: Record<string, unknown>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (!(url in files)) throw new Error(`unexpected fetch ${url}`);
    return new Response(JSON.stringify(files[url]), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function resetHead() {
  document.head.innerHTML = '<link rel="icon" type="image/svg+xml" href="/favicon.svg" />';
}

const iconHref = () => document.head.querySelector<HTMLLinkElement>('link[rel~="icon"]')?.href;

afterEach(() => vi.unstubAllGlobals());

describe('brand icon (widgets spec §7)', () => {
  it('reads the icon of the brand file named after the first host label', async () => {
    const fetchMock = stubBrandFiles({ '/brands/acme.json': { systemName: '极速物流', appCode: 'BANG', logo: '/brands/acme.svg', icon: '/brands/acme.ico' } });
    const brand = await resolveBrand('acme.example.com');
    expect(brand).toMatchObject({ systemName: '极速物流', logo: '/brands/acme.svg', icon: '/brands/acme.ico' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('sets the favicon from a same-origin icon or an image data: URL', () => {
    resetHead();
    expect(applyBrandIcon(document, '/brands/acme.ico', ORIGIN)).toBe(true);
    expect(iconHref()).toBe(`${ORIGIN}/brands/acme.ico`);
    expect(document.head.querySelector('link[rel~="icon"]')?.getAttribute('type')).toBeNull();

    const data = 'data:image/png;base64,iVBORw0KGgo=';
    expect(applyBrandIcon(document, data, ORIGIN)).toBe(true);
    expect(iconHref()).toBe(data);
    expect(document.head.querySelectorAll('link[rel~="icon"]')).toHaveLength(1);
  });

  it('keeps index.html\'s icon for no icon, another host or another scheme', () => {
    for (const icon of [undefined, '', 'https://cdn.other.com/x.ico', '//other.com/x.ico', 'javascript:alert(1)', 'data:text/html,<b>x</b>']) {
      resetHead();
      expect(applyBrandIcon(document, icon, ORIGIN)).toBe(false);
      expect(iconHref()).toBe(`${window.location.origin}/favicon.svg`);
    }
    expect(safeIconUrl(`${ORIGIN}/a.ico`, ORIGIN)).toBe(`${ORIGIN}/a.ico`);
  });
});

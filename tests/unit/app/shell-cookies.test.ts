import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** Each store reads its cookie when its module loads, as at a page load. */
async function load() {
  vi.resetModules();
  const [sidebar, size, i18n] = await Promise.all([
    import('../../../src/app/sidebar-store'),
    import('../../../src/app/size-store'),
    import('../../../src/i18n'),
  ]);
  return { sidebar: sidebar.useSidebarStore, size: size.useSizeStore, antdSize: size.antdSize, language: i18n.useLanguageStore };
}

function clearCookies() {
  for (const name of ['sidebarStatus', 'size', 'language']) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
}

const cookie = (name: string) => document.cookie.split('; ').find((part) => part.startsWith(`${name}=`))?.slice(name.length + 1);

beforeEach(clearCookies);
afterEach(clearCookies);

describe('shell preferences in cookies', () => {
  it('defaults: sidebar open, size medium, language en', async () => {
    const stores = await load();
    expect(stores.sidebar.getState().opened).toBe(true);
    expect(stores.size.getState().size).toBe('medium');
    expect(stores.antdSize(stores.size.getState().size)).toBe('middle');
    expect(stores.language.getState().language).toBe('en');
  });

  it('the sidebar state is kept in sidebarStatus (1 open, 0 collapsed) across a reload', async () => {
    const first = await load();
    first.sidebar.getState().toggle();
    expect(cookie('sidebarStatus')).toBe('0');
    const second = await load();
    expect(second.sidebar.getState().opened).toBe(false);
    second.sidebar.getState().toggle();
    expect(cookie('sidebarStatus')).toBe('1');
    expect((await load()).sidebar.getState().opened).toBe(true);
  });

  it('the mobile overlay never changes the desktop choice', async () => {
    const { sidebar } = await load();
    sidebar.getState().setOverlayOpen(true);
    expect(cookie('sidebarStatus')).toBeUndefined();
    expect(sidebar.getState()).toMatchObject({ opened: true, overlayOpen: true });
  });

  it('size and language are kept in the size and language cookies across a reload', async () => {
    const first = await load();
    first.size.getState().setSize('large');
    first.language.getState().setLanguage('zh');
    expect([cookie('size'), cookie('language')]).toEqual(['large', 'zh']);
    const second = await load();
    expect(second.size.getState().size).toBe('large');
    expect(second.antdSize('small')).toBe('small');
    expect(second.language.getState().language).toBe('zh');
  });

  it('ignores values it does not know', async () => {
    document.cookie = 'size=huge; path=/';
    document.cookie = 'language=fr; path=/';
    const stores = await load();
    expect(stores.size.getState().size).toBe('medium');
    expect(stores.language.getState().language).toBe('en');
  });
});

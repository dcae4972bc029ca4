import { afterEach, describe, expect, it } from 'vitest';
import { useLanguageStore } from '../../../src/i18n';
import { followLanguageInHtml } from '../../../src/i18n/html-lang';

describe('followLanguageInHtml', () => {
  const initial = useLanguageStore.getState().language;
  afterEach(() => useLanguageStore.getState().setLanguage(initial));

  it('marks the page with the current language and follows a switch', () => {
    useLanguageStore.getState().setLanguage('zh');
    const root = document.createElement('html');
    const stop = followLanguageInHtml(root);
    expect(root.lang).toBe('zh-CN');
    useLanguageStore.getState().setLanguage('en');
    expect(root.lang).toBe('en');
    stop();
    useLanguageStore.getState().setLanguage('zh');
    expect(root.lang).toBe('en');
  });
});

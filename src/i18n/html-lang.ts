import { useLanguageStore } from './index';
import type { Language } from './types';

/** The `lang` attribute of the page for each UI language (BCP 47), so screen readers pick the voice. */
export const HTML_LANG: Readonly<Record<Language, string>> = { zh: 'zh-CN', en: 'en' };

/** Keeps `<html lang>` on the current UI language, now and after every switch; returns the unsubscribe. */
export function followLanguageInHtml(root: HTMLElement): () => void {
  root.lang = HTML_LANG[useLanguageStore.getState().language];
  return useLanguageStore.subscribe((state) => {
    root.lang = HTML_LANG[state.language];
  });
}

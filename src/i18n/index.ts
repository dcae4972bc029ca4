import Cookies from 'js-cookie';
import { create } from 'zustand';
import { DEFAULT_LANGUAGE, LANGUAGE_COOKIE } from '../config/constants';
import { LANGUAGES, type Language, type MessageModule } from './types';
import { common } from './messages/common';
import { app } from './messages/app';
import { edition } from './messages/edition';
import { time } from './messages/time';

export type { Language, MessageModule } from './types';
export { LANGUAGES } from './types';

const catalogue: Record<Language, Record<string, string>> = { zh: {}, en: {} };

/** Adds an area's texts; areas register once at start-up. */
export function registerMessages(module: MessageModule): void {
  Object.assign(catalogue.zh, module.zh);
  Object.assign(catalogue.en, module.en);
}
registerMessages(common);
registerMessages(app);
registerMessages(edition);
registerMessages(time);

function initialLanguage(): Language {
  const saved = Cookies.get(LANGUAGE_COOKIE);
  return LANGUAGES.includes(saved as Language) ? (saved as Language) : (DEFAULT_LANGUAGE as Language);
}

interface LanguageState {
  language: Language;
  setLanguage: (language: Language) => void;
}

export const useLanguageStore = create<LanguageState>((set) => ({
  language: initialLanguage(),
  setLanguage: (language) => {
    Cookies.set(LANGUAGE_COOKIE, language, { expires: 365 });
    set({ language });
  },
}));

/** Text of `key` in the current language, `{name}` placeholders filled from `params`. */
export function t(key: string, params?: Record<string, string | number>): string {
  const language = useLanguageStore.getState().language;
  const text = catalogue[language][key] ?? catalogue.zh[key] ?? key;
  return params ? text.replace(/\{(\w+)\}/g, (whole, name: string) => String(params[name] ?? whole)) : text;
}

/** React hook form of `t` that re-renders when the language changes. */
export function useT(): typeof t {
  useLanguageStore((s) => s.language);
  return t;
}

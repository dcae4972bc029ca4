export type Language = 'en' | 'zh';
export const LANGUAGES: readonly Language[] = ['en', 'zh'];

/** One area's texts in both languages; the zh and en objects must have the same keys. */
export interface MessageModule<K extends string = string> {
  zh: Record<K, string>;
  en: Record<K, string>;
}

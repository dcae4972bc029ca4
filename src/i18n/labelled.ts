/**
 * Texts that name a field by its label ('请输入{label}', 'Enter {label}'). Descriptors write their labels
 * in Chinese only, so in English such a text would mix two languages ("Select 商家名称"); a text must be
 * in one language. The active language's template takes the label only when the label is written in
 * that language; otherwise the same catalogue's text without the label is used (the field's label
 * stands beside it anyway).
 */
import { t, useLanguageStore, type Language } from './index';

/** Han characters: a label with any is Chinese. */
const HAN = /\p{Script=Han}/u;

/** True when `label` can stand inside a text of `language` (Chinese text takes any label). */
export function labelFitsLanguage(label: string, language: Language): boolean {
  return language === 'zh' || !HAN.test(label);
}

/** `key` with `{label}` filled when the label is of the active language, else `bareKey` (no label). */
export function labelledText(key: string, bareKey: string, label: string | undefined): string {
  const language = useLanguageStore.getState().language;
  return label && labelFitsLanguage(label, language) ? t(key, { label }) : t(bareKey);
}

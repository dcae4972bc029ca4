/**
 * antd's generated styles kept between visits (see saved-styles.ts for what it saves and why): restored
 * into the head before the first antd component renders, so the components of screens seen before neither
 * generate their CSS nor look for it in the head on each mount; this visit's new styles saved when the
 * first screen is drawn and the browser is idle, and when the page is hidden or left. A first visit, or
 * a browser without storage, works as before: antd generates what it needs.
 */
import { createCache } from '@ant-design/cssinjs';
import { version as antdVersion } from 'antd';
import { ANTD_STYLES_MAX_CHARS, ANTD_STYLES_PRIORITY, ANTD_STYLES_STORAGE_KEY } from '../../config/antd-styles';
import { whenBrowserIdle, whenFirstScreenSettled } from '../first-screen';
import { isRecord } from '../../util/is-record';
import { parseSavedStyles, styleSheetOf, withGenerated, type GeneratedStyle, type SavedStyles } from './saved-styles';

type StyleCache = ReturnType<typeof createCache>;
type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * What saved styles must match: antd's version, and dev or build, whose class hashes differ (dev's are
 * `css-dev-only-do-not-override-…`) under the same cache paths.
 */
export const SAVED_STYLES_VERSION = `${antdVersion} ${import.meta.env.DEV ? 'dev' : 'build'}`;

/** The cache of the app's StyleProvider: what antd generated in this visit. */
export const APP_STYLE_CACHE: StyleCache = createCache();

/** cssinjs keys a component's style entry `style%<token hash>%<component>%<prefixes>`. */
const STYLE_KEY_PREFIX = 'style%';
/** Effect keys are antd's keyframe names (`css-<hash>-antZoomIn`): nothing that needs escaping in a selector. */
const PLAIN_KEY = /^[\w-]+$/;

const state: { started: boolean; saved?: SavedStyles; savedPaths: Set<string> } = { started: false, savedPaths: new Set() };

function localStorageOrNothing(): KeyValueStorage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}

/** Puts the saved styles first in the head, where antd's queue of prepended styles starts. */
export function restoreAntdStyles(storage: KeyValueStorage | undefined, doc: Document): SavedStyles | undefined {
  let raw: string | null = null;
  try {
    raw = storage?.getItem(ANTD_STYLES_STORAGE_KEY) ?? null;
  } catch {
    return undefined;
  }
  const saved = parseSavedStyles(raw, SAVED_STYLES_VERSION);
  if (!saved || Object.keys(saved.styles).length === 0) return undefined;
  const style = doc.createElement('style');
  style.setAttribute('data-rc-order', 'prependQueue');
  style.setAttribute('data-rc-priority', String(ANTD_STYLES_PRIORITY));
  style.setAttribute('data-saved-antd-styles', '');
  style.textContent = styleSheetOf(saved);
  doc.head.insertBefore(style, doc.head.firstChild);
  return saved;
}

/**
 * The styles antd generated in this visit and not saved yet, read from its cache. The entry's shape,
 * `[styleText, tokenKey, styleId, effectStyles, clientOnly, order]`, is cssinjs's own (its extractStyle
 * reads it the same way); anything else is skipped, as is a style whose effects are not in the head.
 */
export function generatedStyles(cache: StyleCache, doc: Document, skip: ReadonlySet<string>): GeneratedStyle[] {
  const found: GeneratedStyle[] = [];
  for (const [key, entry] of cache.cache) {
    if (!key.startsWith(STYLE_KEY_PREFIX)) continue;
    const path = key.slice(STYLE_KEY_PREFIX.length).split('%').join('|');
    const value: unknown = entry[1];
    if (skip.has(path) || !Array.isArray(value)) continue;
    const [css, , id, effectStyle, , order] = value as unknown[];
    if (typeof css !== 'string' || typeof id !== 'string' || typeof order !== 'number') continue;
    const effects: Record<string, string> = {};
    const effectKeys = isRecord(effectStyle) ? Object.keys(effectStyle) : [];
    for (const effectKey of effectKeys) {
      const text = PLAIN_KEY.test(effectKey) ? doc.head.querySelector(`style[data-css-hash="_effect-${effectKey}"]`)?.textContent : undefined;
      if (text) effects[effectKey] = text;
    }
    if (Object.keys(effects).length === effectKeys.length) found.push({ path, id, order, css, effects });
  }
  return found;
}

/** Saves what antd generated in this visit beside what was saved before; nothing if there is nothing new. */
export function saveAntdStyles(cache: StyleCache, storage: KeyValueStorage | undefined, doc: Document): void {
  if (!storage) return;
  const generated = generatedStyles(cache, doc, state.savedPaths);
  if (generated.length === 0) return;
  let next = withGenerated(state.saved, SAVED_STYLES_VERSION, generated);
  let json = JSON.stringify(next);
  // Over the limit with what was saved before (an older theme's styles, say), this visit's alone.
  if (json.length > ANTD_STYLES_MAX_CHARS && state.saved) {
    next = withGenerated(undefined, SAVED_STYLES_VERSION, generated);
    json = JSON.stringify(next);
  }
  if (json.length > ANTD_STYLES_MAX_CHARS) return;
  try {
    storage.setItem(ANTD_STYLES_STORAGE_KEY, json);
  } catch {
    return; // storage full or refused: antd generates them again next time
  }
  state.saved = next;
  for (const style of generated) state.savedPaths.add(style.path);
}

/**
 * Restores the saved styles and keeps this visit's saved, once per page. Must run before any antd
 * component renders: cssinjs reads the cache-path map once, at the first style it registers.
 */
export function keepAntdStyles(): void {
  if (state.started || typeof document === 'undefined') return;
  state.started = true;
  const storage = localStorageOrNothing();
  state.saved = restoreAntdStyles(storage, document);
  state.savedPaths = new Set(Object.keys(state.saved?.styles ?? {}));
  const save = () => saveAntdStyles(APP_STYLE_CACHE, storage, document);
  void whenFirstScreenSettled().then(() => whenBrowserIdle(save));
  window.addEventListener('pagehide', save);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') save();
  });
}

/**
 * What is saved of antd's generated styles, and the style sheet made from it. antd (@ant-design/cssinjs)
 * generates each component's CSS in the browser the first time the component renders, and inserts it with
 * a look through every <style> of the head for each component instance that mounts. Its cache-path map
 * lets it skip both: a rule `.data-ant-cssinjs-cache-path{content:"path:id;…"}` in a style sheet of the
 * page names the styles already there, and a component whose path it names generates and inserts nothing.
 * The sheet made here holds the saved styles and that rule. Pure: no DOM, no storage.
 */
import { isRecord } from '../../util/is-record';

/** One component's generated CSS under its cache path (token hash | component | class prefixes). */
export interface SavedStyle {
  /** The style's hash, as antd names its <style data-css-hash>. */
  id: string;
  /** antd's insertion order of the style (lower first). */
  order: number;
  css: string;
}

export interface SavedStyles {
  /** antd's version and the build's mode: a cache path names the token, not the code that made its CSS. */
  version: string;
  styles: Record<string, SavedStyle>;
  /** Keyframes and other styles a component adds beside its own, by antd's effect key. */
  effects: Record<string, string>;
}

/** The class whose `content` cssinjs reads its cache-path map from. */
export const CACHE_PATH_CLASS = 'data-ant-cssinjs-cache-path';

/** A path or id that would break out of the map's CSS string (none of antd's do). */
const UNSAFE_IN_MAP = /["\\;:\n]/;

function isSavedStyle(value: unknown): value is SavedStyle {
  return isRecord(value) && typeof value.id === 'string' && typeof value.order === 'number' && typeof value.css === 'string';
}

/** The saved styles read back from storage, if they are for this antd version and well formed. */
export function parseSavedStyles(raw: string | null, version: string): SavedStyles | undefined {
  if (!raw) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return undefined;
  }
  if (!isRecord(value) || value.version !== version || !isRecord(value.styles) || !isRecord(value.effects)) return undefined;
  const styles: Record<string, SavedStyle> = {};
  for (const [path, style] of Object.entries(value.styles)) {
    if (isSavedStyle(style) && !UNSAFE_IN_MAP.test(path) && !UNSAFE_IN_MAP.test(style.id)) styles[path] = style;
  }
  const effects: Record<string, string> = {};
  for (const [key, css] of Object.entries(value.effects)) if (typeof css === 'string') effects[key] = css;
  return { version, styles, effects };
}

/** The style sheet of the saved styles: their CSS in antd's order, then the cache-path map naming them. */
export function styleSheetOf(saved: SavedStyles): string {
  const entries = Object.entries(saved.styles).sort(([, a], [, b]) => a.order - b.order);
  const css = entries.map(([, style]) => style.css).join('') + Object.values(saved.effects).join('');
  const map = entries.map(([path, style]) => `${path}:${style.id}`).join(';');
  return `${css}.${CACHE_PATH_CLASS}{content:"${map}";}`;
}

/** A style antd generated in this visit, as found in its cache, with its effects' CSS as inserted. */
export interface GeneratedStyle extends SavedStyle {
  path: string;
  effects: Record<string, string>;
}

/** The saved styles of before with this visit's generated ones added (a path generated again replaces its entry). */
export function withGenerated(before: SavedStyles | undefined, version: string, generated: readonly GeneratedStyle[]): SavedStyles {
  const kept = before?.version === version ? before : undefined;
  const styles: Record<string, SavedStyle> = { ...kept?.styles };
  const effects: Record<string, string> = { ...kept?.effects };
  for (const { path, id, order, css, effects: own } of generated) {
    if (UNSAFE_IN_MAP.test(path) || UNSAFE_IN_MAP.test(id)) continue;
    styles[path] = { id, order, css };
    Object.assign(effects, own);
  }
  return { version, styles, effects };
}

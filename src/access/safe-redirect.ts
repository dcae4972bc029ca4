/**
 * Where the app may send the user: redirect targets (/login?redirect=, /auth-redirect, /redirect/…),
 * notification routes and file URLs. A target is normalised first, because the browser normalises it
 * too before it goes anywhere: percent-encoding is decoded until it no longer changes, backslashes
 * count as slashes (as browsers read them in http URLs), dot segments are resolved against the app's
 * own origin. Only what still stays on that origin is accepted. So `/.//evil.example/phish`
 * (resolves to `//evil.example/phish`), `/%2F%2Fevil.example`, `/\evil.example`, `javascript:` or a
 * tab inside `//` are all refused, while `/saas/order/index?no=1#top` comes back as it was.
 *
 * No imports and no browser globals beyond the default origin: the reference server uses it too.
 */

/** Where a refused redirect lands. */
export const SAFE_REDIRECT_FALLBACK = '/';

/** Percent-decoding rounds before a still-changing value is refused (%252525… nesting). */
const MAX_DECODE_ROUNDS = 5;

/** C0 control characters and DEL: URL parsers drop tabs and newlines silently, so `/\t/evil` is `//evil`. */
const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F]/;

/** A scheme at the start (`javascript:`, `data:`, `https:`...). */
const SCHEME = /^[A-Za-z][A-Za-z0-9+.-]*:/;

/** The origin used when none is given: the page's, else a neutral one (tests, server). */
const INTERNAL_ORIGIN = 'http://app.internal';

function defaultOrigin(): string {
  const origin = (globalThis as { location?: { origin?: string } }).location?.origin;
  return origin && origin !== 'null' ? origin : INTERNAL_ORIGIN;
}

/** decodeURIComponent that leaves a malformed sequence (a lone `%`, a broken UTF-8 byte) as it is. */
function decodeLeniently(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value.replace(/(%[0-9A-Fa-f]{2})+/g, (run) => {
      try {
        return decodeURIComponent(run);
      } catch {
        return run;
      }
    });
  }
}

/** The value percent-decoded until it no longer changes; undefined when it keeps changing. */
function decodeUntilStable(value: string): string | undefined {
  let current = value;
  for (let round = 0; round < MAX_DECODE_ROUNDS; round += 1) {
    const next = decodeLeniently(current);
    if (next === current) return current;
    current = next;
  }
  return undefined;
}

/**
 * The URL `value` names on `origin`, when it stays there: an absolute or relative reference, backslashes
 * read as slashes, dot segments resolved. Undefined for another origin, a scheme other than the origin's
 * own, control characters, or a path that would still begin with `//`.
 */
function resolveOnOrigin(value: string, origin: string, pathOnly: boolean): URL | undefined {
  if (value === '' || CONTROL_CHARACTERS.test(value)) return undefined;
  const slashed = value.replace(/\\/g, '/');
  if (pathOnly && (!slashed.startsWith('/') || slashed.startsWith('//'))) return undefined;
  if (!pathOnly && SCHEME.test(slashed) && !slashed.toLowerCase().startsWith(`${new URL(origin).protocol}//`)) return undefined;
  let url: URL;
  try {
    url = new URL(slashed, `${origin}/`);
  } catch {
    return undefined;
  }
  if (url.origin !== origin || url.username !== '' || url.password !== '') return undefined;
  // `/.//evil.example` resolves to the path `//evil.example`, which a later navigation reads as a host.
  if (url.pathname.startsWith('//')) return undefined;
  return url;
}

/** Whether the decoded form of `value` is as safe as the value itself (no hidden `//host` or scheme). */
function decodedStaysOnOrigin(value: string, origin: string, pathOnly: boolean): boolean {
  const decoded = decodeUntilStable(value);
  return decoded !== undefined && resolveOnOrigin(decoded, origin, pathOnly) !== undefined;
}

/**
 * A same-origin app path for `value` (path, query and hash, normalised), or undefined when the value
 * is not one: it must begin with a single `/` and stay on the app's origin however it is decoded.
 */
export function safeAppPath(value: string | null | undefined, origin: string = defaultOrigin()): string | undefined {
  if (typeof value !== 'string') return undefined;
  const url = resolveOnOrigin(value, origin, true);
  if (!url || !decodedStaysOnOrigin(value, origin, true)) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** safeAppPath, or `/` for anything refused: what a redirect navigates to. */
export function safeRedirectPath(value: string | null | undefined, origin: string = defaultOrigin()): string {
  return safeAppPath(value, origin) ?? SAFE_REDIRECT_FALLBACK;
}

/**
 * A file or image URL the app may open or fetch: relative, or absolute on the app's own origin, after
 * the same normalisation. Answers the URL as a same-origin reference (path, query, hash), or undefined.
 */
export function safeSameOriginUrl(value: string | null | undefined, origin: string = defaultOrigin()): string | undefined {
  if (typeof value !== 'string') return undefined;
  const url = resolveOnOrigin(value, origin, false);
  if (!url || !decodedStaysOnOrigin(value, origin, false)) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

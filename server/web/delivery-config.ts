/**
 * How the reference server delivers the built app and the API's answers (issue 27): which answers it
 * compresses and how hard, and how long browsers and proxies may keep the app's files.
 */

/** JSON answers at least this long are compressed when the client accepts it; smaller ones gain nothing. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/** Encodings the API compresses with, in the server's order of preference. */
export const API_ENCODINGS = ['br', 'gzip'] as const;

/**
 * Brotli quality of the API's answers, compressed per request: 4 costs about what gzip's default does
 * and gives smaller answers; 11 (the build's, once per file) would cost many times more per request.
 */
export const API_BROTLI_QUALITY = 4;

/** gzip level of the API's answers (zlib's default). */
export const API_GZIP_LEVEL = 6;

/** Answer types the API compresses: its JSON only (exports are xlsx, already zipped, or streamed CSV). */
export const COMPRESSIBLE_API_TYPES = /^application\/json(?:;|$)/;

/** Folder of the build whose files carry a content hash in their names (Vite's build.assetsDir). */
export const HASHED_ASSETS_DIR = 'assets';

/** A hashed file never changes under its name. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * Unhashed images (the favicon, the brand logos the brand files name): fresh for an hour, then used while
 * revalidated in the background. A changed logo shows within the hour; a visit inside it asks for none,
 * where `no-cache` cost a request per image per page load (and the favicon one per screen opened).
 */
export const UNHASHED_IMAGE_CACHE_CONTROL = 'public, max-age=3600, stale-while-revalidate=86400';

/** Images the unhashed-image policy applies to, by extension. */
export const IMAGE_FILE = /\.(?:svg|png|jpe?g|gif|webp|ico|avif)$/i;

/** index.html, the brand files, the runtime config and every other unhashed file: ask each time (a 304 when unchanged). */
export const REVALIDATE_CACHE_CONTROL = 'no-cache';

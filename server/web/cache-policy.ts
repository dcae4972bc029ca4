/** The Cache-Control of a file of the built app, by its path in the build folder. */
import { HASHED_ASSETS_DIR, IMAGE_FILE, IMMUTABLE_CACHE_CONTROL, REVALIDATE_CACHE_CONTROL, UNHASHED_IMAGE_CACHE_CONTROL } from './delivery-config.js';

/** Precompressed siblings (x.js.br, x.js.gz) are cached as the file they stand for. */
const PRECOMPRESSED_SUFFIX = /\.(?:br|gz)$/;

/** `relativePath` is the file's path under the build folder, with / or \ separators. */
export function cacheControlOf(relativePath: string): string {
  const path = relativePath.replace(/\\/g, '/').replace(/^\/+/, '').replace(PRECOMPRESSED_SUFFIX, '');
  if (path.startsWith(`${HASHED_ASSETS_DIR}/`)) return IMMUTABLE_CACHE_CONTROL;
  return IMAGE_FILE.test(path) ? UNHASHED_IMAGE_CACHE_CONTROL : REVALIDATE_CACHE_CONTROL;
}

/**
 * Compression before upload (core spec §5, §9): GIFs are left as they are; an image over 5 MB is first
 * redrawn at 0.95 quality; every other image is then compressed to 0.6 quality within 2048x2048 pixels.
 * The drawing is browser-image-compression's (a canvas on the page).
 */
import type { Options } from 'browser-image-compression';
import {
  UPLOAD_COMPRESS_QUALITY,
  UPLOAD_GIF_MIME_TYPE,
  UPLOAD_MAX_DIMENSION_PX,
  UPLOAD_REDRAW_ABOVE_BYTES,
  UPLOAD_REDRAW_QUALITY,
} from '../config/upload.js';

/** browser-image-compression's call, injectable so the steps are tested without a canvas. */
export type CompressFn = (file: File, options: Options) => Promise<File>;

/** The library is loaded on first use, so screens without an uploader do not carry it. */
async function libraryCompress(file: File, options: Options): Promise<File> {
  const { default: imageCompression } = await import('browser-image-compression');
  return imageCompression(file, options);
}

/** One redraw at `quality`, keeping the name and type of the file. */
function redrawOptions(file: File, quality: number): Options {
  // No web worker: the library's worker would load its script from a CDN, and the app talks to its own origin only.
  return { initialQuality: quality, maxWidthOrHeight: UPLOAD_MAX_DIMENSION_PX, fileType: file.type, useWebWorker: false };
}

/** The file to upload for `file`: the same GIF, or the image redrawn as the spec says. */
export async function compressImage(file: File, compress: CompressFn = libraryCompress): Promise<File> {
  if (file.type === UPLOAD_GIF_MIME_TYPE) return file;
  let current = file;
  if (current.size > UPLOAD_REDRAW_ABOVE_BYTES) current = await compress(current, redrawOptions(current, UPLOAD_REDRAW_QUALITY));
  const compressed = await compress(current, redrawOptions(current, UPLOAD_COMPRESS_QUALITY));
  // The library answers a Blob-like File; keep the original name so the server sees the extension.
  return compressed.name === file.name ? compressed : new File([compressed], file.name, { type: compressed.type || file.type });
}

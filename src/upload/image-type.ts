/**
 * The image type of a file's bytes, read from their magic numbers rather than the name or type it claims.
 * Shared by the uploader (before it compresses) and the reference server (before it stores).
 */

export interface SniffedImage {
  /** Type name of the allowed list (core spec §5). */
  type: 'jpeg' | 'png' | 'gif' | 'bmp';
  mime: string;
}

const startsWith = (bytes: Uint8Array, magic: readonly number[]): boolean =>
  bytes.length >= magic.length && magic.every((value, index) => bytes[index] === value);

const ascii = (text: string): number[] => Array.from(text, (char) => char.charCodeAt(0));

/** How many leading bytes sniffImage reads. */
export const SNIFF_BYTES = 32;

/** JPEG, PNG, GIF or BMP by the file's first bytes; undefined for anything else. */
export function sniffImage(bytes: Uint8Array): SniffedImage | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { type: 'jpeg', mime: 'image/jpeg' };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { type: 'png', mime: 'image/png' };
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return { type: 'gif', mime: 'image/gif' };
  if (startsWith(bytes, ascii('BM')) && bytes.length >= 26) return { type: 'bmp', mime: 'image/bmp' };
  return undefined;
}

/** The type a refused file is called in the message: its extension, else its MIME subtype. */
export function declaredTypeOf(filename: string, mimetype: string): string {
  const dot = filename.lastIndexOf('.');
  if (dot > 0 && dot < filename.length - 1) return filename.slice(dot + 1).toLowerCase();
  const slash = mimetype.indexOf('/');
  return slash >= 0 ? mimetype.slice(slash + 1).toLowerCase() : mimetype || 'unknown';
}

/**
 * Duplicate detection (widgets spec §5, §8): an image is known by its size, a checksum of its bytes and
 * its type. A fingerprint is claimed when an upload starts and released when it fails, so a failed image
 * can be tried again while a successful one stays refused.
 */

/** The bytes and facts of a file (a browser File or Blob with a name). */
export interface HashableFile {
  size: number;
  type: string;
  arrayBuffer(): Promise<ArrayBuffer>;
}

function toHex(buffer: ArrayBuffer): string {
  return Array.from(new Uint8Array(buffer), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** SHA-256 of the file's bytes, in hex. */
export async function checksumOf(file: HashableFile): Promise<string> {
  // A typed array of this realm: some environments hand out ArrayBuffers that SubtleCrypto does not accept.
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new Uint8Array(await file.arrayBuffer()));
  return toHex(digest);
}

/** 'size:checksum:type', the identity of an image for the duplicate check. */
export async function fingerprintOf(file: HashableFile): Promise<string> {
  return `${file.size}:${await checksumOf(file)}:${file.type}`;
}

/** The fingerprints of the images an uploader holds or is uploading. */
export interface FingerprintRegistry {
  /** Takes the fingerprint; false when it is already taken (a duplicate). */
  claim(fingerprint: string): boolean;
  /** Frees the fingerprint (a failed upload, a removed image). */
  release(fingerprint: string): void;
  has(fingerprint: string): boolean;
}

/** A registry holding `initial` fingerprints (the images a saved record already has). */
export function createFingerprintRegistry(initial: Iterable<string> = []): FingerprintRegistry {
  const taken = new Set<string>(initial);
  return {
    claim(fingerprint) {
      if (taken.has(fingerprint)) return false;
      taken.add(fingerprint);
      return true;
    },
    release(fingerprint) {
      taken.delete(fingerprint);
    },
    has(fingerprint) {
      return taken.has(fingerprint);
    },
  };
}

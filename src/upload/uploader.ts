/**
 * One image's way from the user's pick (or paste) to a saved file id: checks, duplicate fingerprint,
 * compression, signed upload. Failures are logged and free the fingerprint (widgets spec §8).
 */
import type { AxiosInstance } from 'axios';
import { isApiError } from '../http/errors.js';
import { checkCount, checkFile, type UploadLimits } from './checks.js';
import { compressImage, type CompressFn } from './compress.js';
import { createFingerprintRegistry, fingerprintOf, type FingerprintRegistry } from './fingerprint.js';
import { SNIFF_BYTES, sniffImage } from './image-type.js';
import type { ImageItem } from './image-value.js';
import type { UploadProblem } from './problem.js';
import { postImage, requestUploadPolicy, type UploadProgressFn } from './upload-call.js';

export type UploadOutcome =
  | { status: 'done'; item: ImageItem }
  /** Refused before upload; `problem` is told to the user. */
  | { status: 'refused'; problem: UploadProblem }
  /**
   * The upload failed; it was logged and the fingerprint freed. `notified`: the http client already told
   * the user why (a server refusal, a timeout); otherwise the caller says that the upload failed.
   */
  | { status: 'failed'; notified: boolean };

export interface ImageUploaderOptions {
  client: AxiosInstance;
  limits?: UploadLimits;
  registry?: FingerprintRegistry;
  compress?: CompressFn;
  /** Where failures are logged; console.error by default. */
  log?: (message: string, error: unknown) => void;
}

export interface ImageUploader {
  /** Uploads `file` into an uploader that holds (or is uploading) `held` images, telling `onProgress` how far it got. */
  upload(file: File, held: number, onProgress?: UploadProgressFn): Promise<UploadOutcome>;
  /** Frees an image's fingerprint when the user removes it. */
  forget(item: ImageItem): void;
  readonly registry: FingerprintRegistry;
}

/** True when the file's first bytes are those of a JPEG, PNG, GIF or BMP (a text file renamed .png is not). */
async function looksLikeImage(file: File): Promise<boolean> {
  const head = await file.slice(0, SNIFF_BYTES).arrayBuffer();
  return sniffImage(new Uint8Array(head)) !== undefined;
}

export function createImageUploader(options: ImageUploaderOptions): ImageUploader {
  const limits = options.limits ?? {};
  const registry = options.registry ?? createFingerprintRegistry();
  const log = options.log ?? ((message, error) => console.error(message, error));
  return {
    registry,
    async upload(file, held, onProgress) {
      const problem = checkCount(held, 1, limits) ?? checkFile(file, limits);
      if (problem) return { status: 'refused', problem };
      // Checked before compression, which cannot draw a file that is no image and would fail unexplained.
      if (!(await looksLikeImage(file))) return { status: 'refused', problem: { key: 'upload.notAnImage' } };
      const hash = await fingerprintOf(file);
      if (!registry.claim(hash)) return { status: 'refused', problem: { key: 'upload.duplicate' } };
      try {
        const compressed = await compressImage(file, options.compress);
        const policy = await requestUploadPolicy(options.client);
        const fileid = await postImage(options.client, policy, compressed, onProgress);
        return { status: 'done', item: { fileid, hash } };
      } catch (error) {
        log(`image upload failed: ${file.name}`, error);
        registry.release(hash);
        return { status: 'failed', notified: isApiError(error) && error.notified };
      }
    },
    forget(item) {
      if (item.hash !== '') registry.release(item.hash);
    },
  };
}

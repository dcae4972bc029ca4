/**
 * One image's way from the user's pick (or paste) to a saved file id: checks, duplicate fingerprint,
 * compression, signed upload. Failures are logged and free the fingerprint (widgets spec §8).
 */
import type { AxiosInstance } from 'axios';
import { checkCount, checkFile, type UploadLimits } from './checks.js';
import { compressImage, type CompressFn } from './compress.js';
import { createFingerprintRegistry, fingerprintOf, type FingerprintRegistry } from './fingerprint.js';
import type { ImageItem } from './image-value.js';
import type { UploadProblem } from './problem.js';
import { postImage, requestUploadPolicy } from './upload-call.js';

export type UploadOutcome =
  | { status: 'done'; item: ImageItem }
  /** Refused before upload; `problem` is told to the user. */
  | { status: 'refused'; problem: UploadProblem }
  /** The upload failed; it was logged and the fingerprint freed. */
  | { status: 'failed' };

export interface ImageUploaderOptions {
  client: AxiosInstance;
  limits?: UploadLimits;
  registry?: FingerprintRegistry;
  compress?: CompressFn;
  /** Where failures are logged; console.error by default. */
  log?: (message: string, error: unknown) => void;
}

export interface ImageUploader {
  /** Uploads `file` into an uploader that holds (or is uploading) `held` images. */
  upload(file: File, held: number): Promise<UploadOutcome>;
  /** Frees an image's fingerprint when the user removes it. */
  forget(item: ImageItem): void;
  readonly registry: FingerprintRegistry;
}

export function createImageUploader(options: ImageUploaderOptions): ImageUploader {
  const limits = options.limits ?? {};
  const registry = options.registry ?? createFingerprintRegistry();
  const log = options.log ?? ((message, error) => console.error(message, error));
  return {
    registry,
    async upload(file, held) {
      const problem = checkCount(held, 1, limits) ?? checkFile(file, limits);
      if (problem) return { status: 'refused', problem };
      const hash = await fingerprintOf(file);
      if (!registry.claim(hash)) return { status: 'refused', problem: { key: 'upload.duplicate' } };
      try {
        const compressed = await compressImage(file, options.compress);
        const policy = await requestUploadPolicy(options.client);
        const fileid = await postImage(options.client, policy, compressed);
        return { status: 'done', item: { fileid, hash } };
      } catch (error) {
        log(`image upload failed: ${file.name}`, error);
        registry.release(hash);
        return { status: 'failed' };
      }
    },
    forget(item) {
      if (item.hash !== '') registry.release(item.hash);
    },
  };
}

/**
 * How much one company (its main account and sub-accounts together) may upload per time window, and the
 * text of the refusal. Counted from the stored images, so the quota holds across restarts.
 */
import { UPLOAD_BYTES_PER_MB } from '../../src/config/upload.js';
import { ApiError } from '../http/api-error.js';

export interface UploadQuota {
  /** Bytes a company may upload within the window. */
  maxBytes: number;
  /** Files a company may upload within the window. */
  maxFiles: number;
  windowSeconds: number;
}

/** 500 MB and 2,000 images an hour per company. */
export const DEFAULT_UPLOAD_QUOTA: UploadQuota = {
  maxBytes: 500 * UPLOAD_BYTES_PER_MB,
  maxFiles: 2_000,
  windowSeconds: 3_600,
};

/** What a company has uploaded within the window. */
export interface UploadUsage {
  bytes: number;
  files: number;
}

/** Envelope code and HTTP status of a refusal, as the per-address limits answer. */
const QUOTA_CODE = '429';

/** '每小时', '每分钟', '每天', else '每 N 小时' / '每 N 分钟' / '每 N 秒'. */
export function windowText(seconds: number): string {
  const named: Record<number, string> = { 60: '每分钟', 3_600: '每小时', 86_400: '每天' };
  if (named[seconds]) return named[seconds];
  if (seconds % 3_600 === 0) return `每 ${seconds / 3_600} 小时`;
  if (seconds % 60 === 0) return `每 ${seconds / 60} 分钟`;
  return `每 ${seconds} 秒`;
}

/** '500 MB', '64 KB', else '900 字节'. */
export function bytesText(bytes: number): string {
  if (bytes >= UPLOAD_BYTES_PER_MB && bytes % UPLOAD_BYTES_PER_MB === 0) return `${bytes / UPLOAD_BYTES_PER_MB} MB`;
  if (bytes >= 1024 && bytes % 1024 === 0) return `${bytes / 1024} KB`;
  return `${bytes} 字节`;
}

export const UPLOAD_QUOTA_MESSAGES = {
  bytes: (quota: UploadQuota): string => `上传过于频繁：本企业${windowText(quota.windowSeconds)}最多上传 ${bytesText(quota.maxBytes)}`,
  files: (quota: UploadQuota): string => `上传过于频繁：本企业${windowText(quota.windowSeconds)}最多上传 ${quota.maxFiles} 张图片`,
} as const;

/**
 * The refusal of an upload of `size` bytes (0: before the file is read, only a used-up quota refuses)
 * given the company's usage; undefined when it fits.
 */
export function quotaRefusal(quota: UploadQuota, used: UploadUsage, size: number): ApiError | undefined {
  if (used.files + 1 > quota.maxFiles) return new ApiError(429, QUOTA_CODE, UPLOAD_QUOTA_MESSAGES.files(quota));
  const bytesFull = size === 0 ? used.bytes >= quota.maxBytes : used.bytes + size > quota.maxBytes;
  if (bytesFull) return new ApiError(429, QUOTA_CODE, UPLOAD_QUOTA_MESSAGES.bytes(quota));
  return undefined;
}

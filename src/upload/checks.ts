/** The checks a picked or pasted image passes before upload (core spec §5; widgets spec §5). */
import {
  UPLOAD_ALLOWED_MIME_TYPES,
  UPLOAD_ALLOWED_TYPES,
  UPLOAD_BYTES_PER_MB,
  UPLOAD_DEFAULT_MAX_IMAGES,
  UPLOAD_DEFAULT_SIZE_LIMIT_MB,
  UPLOAD_POLICY_MAX_BYTES,
} from '../config/upload.js';
import type { UploadProblem } from './problem.js';

/** What the checks read of a file (a browser File has all three). */
export interface FileFacts {
  name: string;
  size: number;
  /** MIME type; '' when the browser does not know it. */
  type: string;
}

/** Limits of one uploader; each defaults to the spec's. */
export interface UploadLimits {
  /** Largest file in MB; default 10 (the server's cap of 10,240,000 bytes), never above that cap. */
  sizeLimitMb?: number;
  /** Most images the uploader holds; default 100. */
  max?: number;
}

export function sizeLimitMbOf(limits: UploadLimits): number {
  return limits.sizeLimitMb ?? UPLOAD_DEFAULT_SIZE_LIMIT_MB;
}

export function maxImagesOf(limits: UploadLimits): number {
  return limits.max ?? UPLOAD_DEFAULT_MAX_IMAGES;
}

/**
 * Largest file in bytes: the server's cap (UPLOAD_POLICY_MAX_BYTES) unless the field sets a smaller limit,
 * so a file the uploader lets through is never refused by the server for its size.
 */
export function sizeLimitBytesOf(limits: UploadLimits): number {
  if (limits.sizeLimitMb === undefined) return UPLOAD_POLICY_MAX_BYTES;
  return Math.min(limits.sizeLimitMb * UPLOAD_BYTES_PER_MB, UPLOAD_POLICY_MAX_BYTES);
}

/** '图片不能超过 N MB' when the file is larger than the limit. */
export function checkSize(file: FileFacts, limits: UploadLimits = {}): UploadProblem | undefined {
  const limit = Math.min(sizeLimitMbOf(limits), UPLOAD_DEFAULT_SIZE_LIMIT_MB);
  return file.size > sizeLimitBytesOf(limits) ? { key: 'upload.tooLarge', params: { limit } } : undefined;
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

function mimeSubtype(mime: string): string {
  const slash = mime.indexOf('/');
  return slash >= 0 ? mime.slice(slash + 1).toLowerCase() : mime.toLowerCase();
}

/**
 * The type a file is checked and named as: its extension when that is not an allowed one, else the MIME
 * subtype when the browser reports a type that is not an allowed image, else the extension (or subtype).
 */
export function fileTypeOf(file: FileFacts): string {
  const extension = extensionOf(file.name);
  const mime = file.type.toLowerCase();
  if (extension !== '' && !UPLOAD_ALLOWED_TYPES.includes(extension)) return extension;
  if (mime !== '' && !UPLOAD_ALLOWED_MIME_TYPES.includes(mime)) return mimeSubtype(mime);
  return extension || mimeSubtype(mime);
}

/** '只能上传 JPG、PNG、GIF、BMP 图片…' unless both the extension and the MIME type are jpeg, jpg, gif, png or bmp. */
export function checkType(file: FileFacts): UploadProblem | undefined {
  const type = fileTypeOf(file);
  return UPLOAD_ALLOWED_TYPES.includes(type) ? undefined : { key: 'upload.typeNotAllowed', params: { type: type || file.name } };
}

/** '图片最多允许上传N张' when `adding` more images would take the uploader past its maximum. */
export function checkCount(held: number, adding: number, limits: UploadLimits = {}): UploadProblem | undefined {
  const max = maxImagesOf(limits);
  return held + adding > max ? { key: 'upload.tooMany', params: { max } } : undefined;
}

/** The first problem of type and size, in that order (a wrong type says so whatever its size). */
export function checkFile(file: FileFacts, limits: UploadLimits = {}): UploadProblem | undefined {
  return checkType(file) ?? checkSize(file, limits);
}

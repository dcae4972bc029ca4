/**
 * The upload calls (core spec §7; widgets spec §7): ask for a signed upload URL, post the image to it as
 * the multipart field `photo`, read the file id. Success is HTTP status 200 or code '0'; the file id is
 * data.fileid, else data.url. The calls go through the kernel's http client, which sends the session
 * token only to the configured API base.
 */
import type { AxiosInstance } from 'axios';
import { safeSameOriginUrl } from '../access/safe-redirect.js';
import { SUCCESS_CODE } from '../config/constants.js';
import { DOWNLOAD_PATH, DOWNLOAD_QUERY_KEY, UPLOAD_FIELD, UPLOAD_POLICY_PATH, UPLOAD_TIMEOUT_MS } from '../config/upload.js';

/** A signed upload URL and its limits, as GET /file/image/policy answers it. */
export interface UploadPolicy {
  /** Path (under the API base) with `expires` and `signature`, e.g. /file/image/upload?expires=…&signature=…. */
  url: string;
  /** When the URL stops working, in ms since the epoch (24 h after it was issued). */
  expire_at: number;
  /** Largest file it accepts, in bytes (10,240,000). */
  max_size: number;
}

function pageOrigin(): string {
  return globalThis.location?.origin ?? 'http://localhost';
}

/** True for a relative URL or an absolute one of the page's own origin, however it is encoded. */
export function isSameOriginUrl(url: string, origin: string = pageOrigin()): boolean {
  return safeSameOriginUrl(url, origin) !== undefined;
}

function dataOf(body: unknown): Record<string, unknown> | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const data = (body as { data?: unknown }).data;
  return data && typeof data === 'object' ? (data as Record<string, unknown>) : undefined;
}

/** GET the signed upload URL; refuses a policy that points at another origin. */
export async function requestUploadPolicy(client: AxiosInstance): Promise<UploadPolicy> {
  const response = await client.get<unknown>(UPLOAD_POLICY_PATH);
  const data = dataOf(response.data);
  const url = data?.url;
  if (typeof url !== 'string' || url === '') throw new Error('upload policy without a url');
  if (!isSameOriginUrl(url)) throw new Error('upload policy points at another origin');
  return { url, expire_at: Number(data?.expire_at ?? 0), max_size: Number(data?.max_size ?? 0) };
}

/** The file id of an upload reply, or undefined when the upload did not succeed. */
export function fileIdOfReply(status: number, body: unknown): string | undefined {
  const code = body && typeof body === 'object' ? String((body as { code?: unknown }).code ?? '') : '';
  if (status !== 200 && code !== SUCCESS_CODE) return undefined;
  const data = dataOf(body);
  const id = data?.fileid ?? data?.url;
  return typeof id === 'string' && id !== '' ? id : undefined;
}

/** Told how far an upload got, in whole percent (0–100). */
export type UploadProgressFn = (percent: number) => void;

/**
 * POSTs the file as `photo` to the policy's URL; resolves with the file id. The post has its own timeout
 * (UPLOAD_TIMEOUT_MS, not the API's 5 s) and reports its progress to `onProgress`.
 */
export async function postImage(client: AxiosInstance, policy: UploadPolicy, file: File, onProgress?: UploadProgressFn): Promise<string> {
  const form = new FormData();
  form.append(UPLOAD_FIELD, file, file.name);
  const response = await client.post<unknown>(policy.url, form, {
    timeout: UPLOAD_TIMEOUT_MS,
    onUploadProgress: (event) => {
      const total = event.total ?? file.size;
      if (onProgress && total > 0) onProgress(Math.min(100, Math.round((event.loaded / total) * 100)));
    },
  });
  const id = fileIdOfReply(response.status, response.data);
  if (!id) throw new Error(`upload answered ${response.status} without a file id`);
  return id;
}

/** Where an image is read: a URL the server gave as the id, else the download call for the id. */
export function imageRequestOf(fileid: string): { url: string; params?: Record<string, string> } {
  if (fileid.includes('/')) return { url: fileid };
  return { url: DOWNLOAD_PATH, params: { [DOWNLOAD_QUERY_KEY]: fileid } };
}

/**
 * The image's bytes, fetched through the client so the token header goes along (an <img> cannot send it).
 * Refuses URLs of another origin.
 */
export async function fetchImageBlob(client: AxiosInstance, fileid: string): Promise<Blob> {
  const request = imageRequestOf(fileid);
  if (!isSameOriginUrl(request.url)) throw new Error('image of another origin');
  const response = await client.get<Blob>(request.url, { params: request.params, responseType: 'blob' });
  return response.data;
}

/**
 * Export downloads (core spec §7 Files): a GET with the session's token answered with a file, 6-minute timeout, saved as
 * `${filePrefix}${timestamp}${extension}`. Failures are ApiErrors, told to the user like any call.
 */
import type { AxiosInstance } from 'axios';
import dayjs from 'dayjs';
import { DEFAULT_EXPORT_EXTENSION, EXPORT_TIMEOUT_MS, EXPORT_TIMESTAMP_FORMAT } from '../config/constants';
import { MSG } from '../config/messages';
import { ApiError } from './errors';
import type { Teller } from './tell';

export interface ExportOptions {
  url: string;
  params?: Record<string, unknown>;
  filePrefix: string;
  /** With its dot; defaults to DEFAULT_EXPORT_EXTENSION. */
  extension?: string;
  /**
   * Download progress: the percentage when the server sends a length, else undefined (a streamed export),
   * and the bytes received so far either way.
   */
  onProgress?: (percent: number | undefined, loadedBytes: number) => void;
}

export interface ExportDeps {
  /** Hands the file to the browser; defaults to an object URL and a temporary anchor. */
  saveBlob?: (blob: Blob, fileName: string) => void;
  /** Time used for the file name. */
  now?: () => Date;
  /** The session's access token; without one the download is not started (core spec §8: 'token未获得'). */
  getToken?: () => string | undefined;
  /** Tells the user why nothing was downloaded. */
  tell?: Pick<Teller, 'warning'>;
}

export function exportFileName(filePrefix: string, extension: string, at: Date): string {
  return `${filePrefix}${dayjs(at).format(EXPORT_TIMESTAMP_FORMAT)}${extension}`;
}

export function saveBlobWithAnchor(blob: Blob, fileName: string): void {
  const objectUrl = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = objectUrl;
  anchor.download = fileName;
  anchor.style.display = 'none';
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
  // Revoked on the next task: some browsers start reading the URL only after click() returns.
  setTimeout(() => URL.revokeObjectURL(objectUrl), 0);
}

/** exportDownload bound to a client (the app binds the main client). Resolves with the file name. */
export function createExportDownload(client: AxiosInstance, deps: ExportDeps = {}): (options: ExportOptions) => Promise<string> {
  const saveBlob = deps.saveBlob ?? saveBlobWithAnchor;
  const now = deps.now ?? (() => new Date());
  return async ({ url, params, filePrefix, extension = DEFAULT_EXPORT_EXTENSION, onProgress }) => {
    if (deps.getToken && !deps.getToken()) {
      deps.tell?.warning(MSG.tokenMissing);
      throw new ApiError({ status: 0, code: undefined, msg: MSG.tokenMissing, notified: deps.tell !== undefined });
    }
    const response = await client.get<unknown>(url, {
      params,
      responseType: 'blob',
      timeout: EXPORT_TIMEOUT_MS,
      onDownloadProgress: onProgress
        ? (event) => onProgress(event.total ? Math.round((event.loaded / event.total) * 100) : undefined, event.loaded)
        : undefined,
    });
    const blob = response.data instanceof Blob ? response.data : new Blob([String(response.data)]);
    const fileName = exportFileName(filePrefix, extension, now());
    saveBlob(blob, fileName);
    return fileName;
  };
}

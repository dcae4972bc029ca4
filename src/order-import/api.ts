/**
 * The app's order import calls: the upload through the kernel's main client (token header, configured
 * API base only) with upload progress, and the check of a chosen file's type before it is sent.
 */
import { ORDER_IMPORT_API, ORDER_IMPORT_EXTENSIONS, ORDER_IMPORT_FILE_FIELD, ORDER_IMPORT_TIMEOUT_MS, type OrderImportResult } from '../config/order-import';
import { mainClient } from '../http';

/** Upload progress in percent, or undefined when the browser does not know the total. */
export type UploadProgress = (percent: number | undefined) => void;

/** Whether the import reads a file of this name (.xlsx or .csv, any case). */
export function isImportFileName(fileName: string): boolean {
  const lower = fileName.toLowerCase();
  return ORDER_IMPORT_EXTENSIONS.some((extension) => lower.endsWith(extension));
}

/** Posts the file; resolves with the import result, rejects with the kernel's ApiError (already told to the user). */
export async function uploadOrderFile(file: Blob, fileName: string, onProgress?: UploadProgress): Promise<OrderImportResult> {
  const form = new FormData();
  form.append(ORDER_IMPORT_FILE_FIELD, file, fileName);
  const response = await mainClient.post<{ data: OrderImportResult }>(ORDER_IMPORT_API, form, {
    timeout: ORDER_IMPORT_TIMEOUT_MS,
    onUploadProgress: onProgress ? (event) => onProgress(event.total ? Math.round((event.loaded / event.total) * 100) : undefined) : undefined,
  });
  return response.data.data;
}

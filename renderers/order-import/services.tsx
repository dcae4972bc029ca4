/** The import's upload call, handed to the screen through context so tests can put a fake in its place. */
import { createContext, useContext } from 'react';
import type { OrderImportResult } from '../../src/config/order-import';
import { uploadOrderFile, type UploadProgress } from '../../src/order-import/api';

export interface OrderImportServices {
  /** Uploads the file and resolves with the import result; rejects with the kernel's ApiError. */
  upload: (file: Blob, fileName: string, onProgress: UploadProgress) => Promise<OrderImportResult>;
}

export const OrderImportContext = createContext<OrderImportServices>({ upload: uploadOrderFile });

export const useOrderImportServices = (): OrderImportServices => useContext(OrderImportContext);

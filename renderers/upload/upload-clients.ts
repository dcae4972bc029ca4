/**
 * The http clients the image views use: uploads through the main client (the server's refusals are shown),
 * thumbnails through the quiet one (a missing thumbnail is only logged). A test provides its own.
 */
import { createContext, useContext } from 'react';
import type { AxiosInstance } from 'axios';
import { mainClient, quietClient } from '../../src/http';
import type { CompressFn } from '../../src/upload/compress';

export interface UploadClients {
  upload: AxiosInstance;
  read: AxiosInstance;
  /** The compression step; browser-image-compression when absent (a test without a canvas passes its own). */
  compress?: CompressFn;
}

export const UploadClientsContext = createContext<UploadClients>({ upload: mainClient, read: quietClient });

export function useUploadClients(): UploadClients {
  return useContext(UploadClientsContext);
}

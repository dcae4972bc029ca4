import { createContext, useContext } from 'react';
import type { ApiPath, DataConvention, ScreenDescriptor } from '../../src/screen-model/types';

/** One export download, as a list's export button asks for it. */
export interface ExportRequest {
  /** Export endpoint of the descriptor (relative to the API base URL). */
  api: ApiPath;
  /** Response convention of the list the export belongs to. */
  convention: DataConvention;
  /** The list's current filters as query parameters (a date range as `<key>_start` / `<key>_end`). */
  params: Record<string, unknown>;
  /** File name prefix; a timestamp and the extension follow. */
  filePrefix: string;
  /** File extension with its dot, e.g. ".xlsx". */
  extension: string;
  /** Told the download progress in percent (undefined while the size is unknown, as for a streamed export) and the bytes received. */
  onProgress?: (percent: number | undefined, loadedBytes: number) => void;
}

/** Services the generic renderers need from the kernel, injected by the app. */
export interface GenericRendererServices {
  /** Downloads an export file; resolves when the download finished, rejects on failure. */
  exportDownload: (request: ExportRequest) => Promise<void>;
  /**
   * The screen a route path opens, when the user may open it (for a quick view in a drawer): its
   * descriptor with the edition's wording and the path's parameters; undefined otherwise.
   */
  findScreen?: (pathname: string) => Promise<FoundScreen | undefined>;
}

/** A screen found by its route path. */
export interface FoundScreen {
  descriptor: ScreenDescriptor;
  params: Record<string, string | undefined>;
}

const notWired: GenericRendererServices = {
  exportDownload: () => Promise.reject(new Error('GenericRendererContext: exportDownload is not provided')),
};

export const GenericRendererContext = createContext<GenericRendererServices>(notWired);

export function useGenericServices(): GenericRendererServices {
  return useContext(GenericRendererContext);
}

import type { ReactNode } from 'react';
import { exportDownload } from '../src/http';
import { findScreen } from './find-screen';
import { GenericRendererContext, type GenericRendererServices } from './generic/context';

/** Kernel services the renderers use, handed over through context. */
const services: GenericRendererServices = {
  exportDownload: async ({ api, params, filePrefix, extension, onProgress }) => {
    await exportDownload({ url: api, params, filePrefix, extension, onProgress });
  },
  findScreen,
};

export function RendererServices({ children }: { children: ReactNode }) {
  return <GenericRendererContext.Provider value={services}>{children}</GenericRendererContext.Provider>;
}

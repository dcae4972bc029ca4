/**
 * Object URLs of uploaded images. An <img> cannot send the token header, so each image is fetched as a
 * blob through the kernel's client; images uploaded in this view use the picked file's bytes directly.
 * The URLs are revoked when the view goes away.
 */
import { useCallback, useEffect, useReducer, useRef } from 'react';
import type { AxiosInstance } from 'axios';
import { fetchImageBlob } from '../../src/upload/upload-call';

export interface ThumbnailUrls {
  urlOf(fileid: string): string | undefined;
  /** Shows `blob` for `fileid` without fetching it. */
  remember(fileid: string, blob: Blob): void;
}

export function useThumbnailUrls(fileids: readonly string[], client: AxiosInstance): ThumbnailUrls {
  const cache = useRef(new Map<string, string>());
  const mounted = useRef(true);
  const [, refresh] = useReducer((count: number) => count + 1, 0);
  const key = fileids.join('\n');

  useEffect(() => {
    for (const fileid of key === '' ? [] : key.split('\n')) {
      if (cache.current.has(fileid)) continue;
      cache.current.set(fileid, ''); // being fetched
      fetchImageBlob(client, fileid)
        .then((blob) => {
          cache.current.set(fileid, URL.createObjectURL(blob));
          if (mounted.current) refresh();
        })
        .catch((error: unknown) => console.error('image thumbnail failed', fileid, error));
    }
  }, [key, client]);

  useEffect(() => {
    mounted.current = true;
    const urls = cache.current;
    return () => {
      mounted.current = false;
      for (const url of urls.values()) if (url !== '') URL.revokeObjectURL(url);
      urls.clear();
    };
  }, []);

  const urlOf = useCallback((fileid: string) => cache.current.get(fileid) || undefined, []);
  const remember = useCallback((fileid: string, blob: Blob) => {
    cache.current.set(fileid, URL.createObjectURL(blob));
  }, []);
  return { urlOf, remember };
}

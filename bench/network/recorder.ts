/**
 * What the network did for one page, from CDP Network events: each request with its type, when it was
 * sent, whether it was answered from a cache, its status and the bytes it moved on the wire
 * (Network.loadingFinished's encodedDataLength: headers and body as received, 0 from a cache).
 */
import type { CDPSession } from '@playwright/test';

export interface RecordedRequest {
  url: string;
  type: string;
  /** Epoch milliseconds when the request was sent. */
  sentAt: number;
  status: number | undefined;
  /** Answered by the disk cache, the memory cache, a service worker or the prefetch cache. */
  fromCache: boolean;
  bytes: number;
  done: boolean;
}

/** The throttled profile: 10 Mbit/s both ways, 40 ms round trips, cache enabled. */
export const THROTTLE = { offline: false, latency: 40, downloadThroughput: (10 * 1024 * 1024) / 8, uploadThroughput: (10 * 1024 * 1024) / 8 };

export class NetworkRecorder {
  private byId = new Map<string, RecordedRequest>();

  private constructor(cdp: CDPSession) {
    cdp.on('Network.requestWillBeSent', (event) => {
      const previous = this.byId.get(event.requestId);
      // A redirect reuses the request id: the hop's bytes stay counted, the new URL goes on.
      this.byId.set(event.requestId, {
        url: event.request.url,
        type: event.type ?? 'Other',
        sentAt: event.wallTime * 1000,
        status: undefined,
        fromCache: false,
        bytes: previous?.bytes ?? 0,
        done: false,
      });
    });
    cdp.on('Network.requestServedFromCache', (event) => {
      const request = this.byId.get(event.requestId);
      if (request) request.fromCache = true;
    });
    cdp.on('Network.responseReceived', (event) => {
      const request = this.byId.get(event.requestId);
      if (!request) return;
      request.status = event.response.status;
      const response = event.response as typeof event.response & { fromMemoryCache?: boolean };
      if (response.fromDiskCache || response.fromMemoryCache || response.fromServiceWorker || response.fromPrefetchCache) request.fromCache = true;
    });
    cdp.on('Network.loadingFinished', (event) => {
      const request = this.byId.get(event.requestId);
      if (!request) return;
      request.bytes += event.encodedDataLength;
      request.done = true;
    });
    cdp.on('Network.loadingFailed', (event) => {
      const request = this.byId.get(event.requestId);
      if (request) request.done = true;
    });
  }

  /** Enables CDP Network on the page's session with the cache on and the throttled profile. */
  static async attach(cdp: CDPSession): Promise<NetworkRecorder> {
    const recorder = new NetworkRecorder(cdp);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
    await cdp.send('Network.emulateNetworkConditions', THROTTLE);
    return recorder;
  }

  /** Forgets what was recorded (before the next measure). */
  reset(): void {
    this.byId.clear();
  }

  requests(): RecordedRequest[] {
    return [...this.byId.values()];
  }

  /** Resolves once no request has been in flight or sent for `quietMs` (at most `maxMs`). */
  async settle(quietMs = 1500, maxMs = 20_000): Promise<void> {
    const deadline = Date.now() + maxMs;
    let quietSince = Date.now();
    let seen = this.byId.size;
    while (Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const busy = this.requests().some((r) => !r.done) || this.byId.size !== seen;
      seen = this.byId.size;
      if (busy) quietSince = Date.now();
      else if (Date.now() - quietSince >= quietMs) return;
    }
  }
}

/** API calls and the socket, as against the app's own files. */
export function isApi(url: string): boolean {
  const { pathname } = new URL(url);
  return pathname.startsWith('/api/') || pathname.startsWith('/socket.io');
}

/**
 * Static files of the build the page loaded itself (scripts, styles, images, fonts…), as against the
 * document and what the app fetches with fetch/XHR (the API, brand and runtime configuration files, which
 * are read with no-cache on purpose). Only http(s) requests of the page's own origin.
 */
export function isAsset(request: RecordedRequest, origin: string): boolean {
  if (!request.url.startsWith(origin)) return false;
  return !isApi(request.url) && request.type !== 'Document' && request.type !== 'Fetch' && request.type !== 'XHR';
}

/** Reached the server: not answered from a cache (a 304 did reach it). */
export function reachedServer(request: RecordedRequest): boolean {
  return !request.fromCache && request.status !== undefined;
}

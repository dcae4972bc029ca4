import type { AxiosInstance } from 'axios';
import { AHEAD_ANSWER_TTL_MS } from '../config/list';
import { HEADER_MENU_ID } from '../config/constants';
import { cleanQuery } from '../http/clean';

/**
 * Answers of GET requests asked ahead: a screen's first page is asked as soon as the navigation to it is
 * known, while its code and the shell still render, instead of from the screen's first effect after all
 * that. The screen's own identical request takes the answer, once, within AHEAD_ANSWER_TTL_MS; a failed
 * one is dropped, so the screen asks again and the failure is told as any other. Any write through the
 * app's clients forgets every answer held, so nothing asked before a change is shown after it.
 */
export interface PagesAhead {
  /** Starts the GET of `url` with `query` (silently), with the menu id of the screen it is asked for. */
  ask(url: string, query: Record<string, unknown>, menuId?: number): void;
  /**
   * The body asked ahead for this GET, taken once; undefined when none is held (or it failed, or aged),
   * and the caller then asks for itself: an ask of the same GET that comes after that is dropped.
   */
  take(url: string, query: Record<string, unknown>): Promise<unknown> | undefined;
  /** Forgets every answer held. */
  clear(): void;
}

/** One request's identity: its path and its cleaned query, keys in order (filters come in any order). */
export function requestKey(url: string, query: Record<string, unknown>): string {
  const cleaned = cleanQuery(query) as Record<string, unknown>;
  return `${url}?${JSON.stringify(Object.keys(cleaned).sort().map((key) => [key, cleaned[key]]))}`;
}

/**
 * `client` asks (a silent one: an answer nobody takes must not put up a message); each of `writers` is
 * watched for writes (any method but GET), which forget the answers held.
 */
export function createPagesAhead(client: AxiosInstance, writers: readonly AxiosInstance[], now: () => number = Date.now): PagesAhead {
  const held = new Map<string, { body: Promise<unknown>; at: number }>();
  // Requests the screens made for themselves, by key: asking one of them ahead again would come too late.
  const asked = new Map<string, number>();
  const fresh = (at: number) => now() - at <= AHEAD_ANSWER_TTL_MS;
  const clear = () => {
    held.clear();
    asked.clear();
  };
  for (const writer of writers) {
    writer.interceptors.request.use((config) => {
      if ((config.method ?? 'get').toLowerCase() !== 'get') clear();
      return config;
    });
  }
  return {
    ask(url, query, menuId) {
      const key = requestKey(url, query);
      // Asked already, by the screen itself or ahead (a start that also navigates, e.g. a replace).
      const askedAt = asked.get(key) ?? held.get(key)?.at;
      if (askedAt !== undefined && fresh(askedAt)) return;
      const headers = menuId === undefined ? undefined : { [HEADER_MENU_ID]: String(menuId) };
      const body = client.get(url, { params: query, headers }).then((response) => response.data as unknown);
      // Nobody may ever take it; its failure is the taker's business (it then asks for itself).
      body.catch(() => held.get(key)?.body === body && held.delete(key));
      held.set(key, { body, at: now() });
    },
    take(url, query) {
      const key = requestKey(url, query);
      const entry = held.get(key);
      held.delete(key);
      if (entry && fresh(entry.at)) return entry.body;
      for (const [oldKey, at] of asked) if (!fresh(at)) asked.delete(oldKey);
      asked.set(key, now());
      return undefined;
    },
    clear,
  };
}

/** An axios instance whose adapter answers only the calls a test expects, in order, and fails on any other. */
import axios, { type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';

export interface ExpectedCall {
  method: string;
  /** The request URL as the client sends it (before the base URL). */
  url: string | RegExp;
  status?: number;
  body: unknown;
  /** Checks of the request. */
  check?: (config: InternalAxiosRequestConfig) => void;
}

export function fakeApi(expected: ExpectedCall[]): { client: AxiosInstance; remaining: () => number; seen: InternalAxiosRequestConfig[] } {
  const queue = [...expected];
  const seen: InternalAxiosRequestConfig[] = [];
  const client = axios.create({
    baseURL: '/api',
    adapter: async (config) => {
      seen.push(config);
      const next = queue.shift();
      const url = config.url ?? '';
      const method = (config.method ?? 'get').toUpperCase();
      const matches = next && next.method === method && (typeof next.url === 'string' ? next.url === url : next.url.test(url));
      if (!next || !matches) throw new Error(`unexpected call ${method} ${url}`);
      next.check?.(config);
      const status = next.status ?? 200;
      const response = { data: next.body, status, statusText: String(status), headers: {}, config };
      if (status >= 400) throw Object.assign(new Error(`status ${status}`), { response, isAxiosError: true });
      return response;
    },
  });
  return { client, remaining: () => queue.length, seen };
}

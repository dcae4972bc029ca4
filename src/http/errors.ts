import type { AxiosResponse } from 'axios';

export interface ApiErrorInit {
  /** HTTP status; 0 when no response arrived (network, timeout, cancel). */
  status: number;
  /** The envelope's code as a string, when the server sent one. */
  code?: string;
  /** Text for the user: the server's msg, else the catalogue text, else the transport error. */
  msg: string;
  /** True when the client already showed a message or dialog for this failure. */
  notified: boolean;
  /** True when the caller (or the page) aborted the request. */
  canceled?: boolean;
  response?: AxiosResponse;
  cause?: unknown;
}

/**
 * The only rejection of the HTTP clients. Forms keep the user's input and may show `msg`
 * (check `notified` to avoid repeating a message the client already showed).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly msg: string;
  readonly notified: boolean;
  readonly canceled: boolean;
  readonly response: AxiosResponse | undefined;

  constructor(init: ApiErrorInit) {
    super(init.msg, { cause: init.cause });
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.msg = init.msg;
    this.notified = init.notified;
    this.canceled = init.canceled ?? false;
    this.response = init.response;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

/**
 * The server's reason when it answered a request with a refusal (a code other than '0', or a 4xx with
 * its msg); undefined when no answer came (network, timeout, cancel) or the server failed (5xx), which
 * say nothing about the request itself.
 */
export function refusalMessage(error: unknown): string | undefined {
  if (!isApiError(error) || error.canceled || error.response === undefined || error.status >= 500) return undefined;
  return error.msg !== '' ? error.msg : undefined;
}

/** The response envelopes of the spec: code '0' with data, or a code and a readable msg. */

export interface SuccessEnvelope<T> {
  code: '0';
  msg: string;
  data: T;
}

export interface FailureEnvelope<T = never> {
  code: string;
  msg: string;
  /** What the refusal is about, when it helps (e.g. a limit and how much of it is used). */
  data?: T;
}

export function ok<T>(data: T, msg = 'success'): SuccessEnvelope<T> {
  return { code: '0', msg, data };
}

export function fail<T = never>(code: string, msg: string, data?: T): FailureEnvelope<T> {
  return data === undefined ? { code, msg } : { code, msg, data };
}

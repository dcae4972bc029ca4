/** The response envelopes of the spec: code '0' with data, or a code and a readable msg. */

export interface SuccessEnvelope<T> {
  code: '0';
  msg: string;
  data: T;
}

export interface FailureEnvelope {
  code: string;
  msg: string;
}

export function ok<T>(data: T, msg = 'success'): SuccessEnvelope<T> {
  return { code: '0', msg, data };
}

export function fail(code: string, msg: string): FailureEnvelope {
  return { code, msg };
}

/** A client's base URL: fixed, or read each time (the runtime config may set it after the client is made). */
export type BaseUrlSource = string | (() => string);

export function baseUrlReader(source: BaseUrlSource): () => string {
  return typeof source === 'function' ? source : () => source;
}

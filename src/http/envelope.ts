/** Reading the API envelope ({ code, msg } or { success, msg }) from a response body. */
import { isPlainObject } from '../util/is-record';

export type JsonObject = Record<string, unknown>;

function isJsonBlob(value: unknown): value is Blob {
  return typeof Blob !== 'undefined' && value instanceof Blob && /json/i.test(value.type);
}

/**
 * The body as a JSON object, or undefined when it is not one (file, text, list).
 * A blob typed JSON is read: a download that fails answers with a JSON envelope instead of the file.
 */
export async function readJsonObject(data: unknown): Promise<JsonObject | undefined> {
  if (isPlainObject(data)) return data;
  if (!isJsonBlob(data)) return undefined;
  try {
    const parsed: unknown = JSON.parse(await data.text());
    return isPlainObject(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

/** The envelope code as a string; undefined when absent. Compared as strings: 0 and '0' are equal. */
export function envelopeCode(body: JsonObject | undefined): string | undefined {
  const code = body?.code;
  return code === undefined || code === null ? undefined : String(code);
}

/** The server's text: msg, or message (what framework-level errors carry). */
export function serverMessage(body: JsonObject | undefined): string | undefined {
  for (const candidate of [body?.msg, body?.message]) {
    if (typeof candidate === 'string' && candidate.trim() !== '') return candidate;
  }
  return undefined;
}

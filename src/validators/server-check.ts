import { asText, isBlank } from './values.js';

/**
 * Asks `api` (GET) about the query; resolves with the server's reason when it refuses, undefined when it
 * passes or could not be asked (the save then meets the same rule on the server).
 */
export type ServerCheck = (api: string, query: Record<string, string>) => Promise<string | undefined>;

/** A `serverCheck` rule: a blank value passes (emptiness is `required`'s); otherwise the server decides. */
export async function checkOnServer(value: unknown, ask: ServerCheck, api: string, param: string): Promise<string | undefined> {
  if (isBlank(value)) return undefined;
  return ask(api, { [param]: asText(value) });
}

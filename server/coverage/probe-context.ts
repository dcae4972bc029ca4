/** What every coverage probe shares: the context it reports into, and asking the in-memory server. */
import type { FastifyInstance } from 'fastify';
import type { RecordStore } from '../records/record-store.js';
import { COLLECTIONS } from '../collections/index.js';
import { PUBLIC_VIEWS } from '../records/public-data.js';
import { normalizeResource } from '../records/resource-path.js';
import { isRoutePlaceholder, type Scalar } from '../descriptors/screen-doc.js';

export interface CoverageIssue {
  /** Descriptor file. */
  file: string;
  /** Route of the screen. */
  route: string;
  api?: string;
  message: string;
}

export interface Answer {
  status: number;
  body: Record<string, unknown>;
}

export interface ProbeContext {
  app: FastifyInstance;
  token: string;
  stores: ReadonlyMap<string, RecordStore>;
  problems: CoverageIssue[];
  warnings: CoverageIssue[];
  /** Column and detail-field keys the API never returns (see unknown-fields.ts). */
  fieldWarnings?: CoverageIssue[];
  /** Records the create probes made so far (their names and phones are numbered by it). */
  created?: number;
  /**
   * Keys the form screens write, by normalised resource: a field a form saves is one the API returns once
   * saved, even when no seeded record has it yet (a 签收回单 upload, a carrier's line), so it is not warned of.
   */
  writtenKeys?: ReadonlyMap<string, ReadonlySet<string>>;
}

/** An API path with its `{placeholders}` filled (records 1 exist in every seeded collection). */
export const fillPlaceholders = (api: string): string => api.replace(/\{[^}]+\}/g, '1');

export function queryString(params: Record<string, Scalar>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}

export async function ask(ctx: ProbeContext, method: string, url: string, withToken = true, payload?: unknown): Promise<Answer> {
  const response = await ctx.app.inject({
    method: method as 'GET', url, headers: withToken ? { token: ctx.token } : {}, ...(payload === undefined ? {} : { payload: payload as object }),
  });
  let body: Record<string, unknown> = {};
  try {
    body = response.json() as Record<string, unknown>;
  } catch {
    // Exports answer CSV.
  }
  return { status: response.statusCode, body };
}

export const describe = (answer: Answer): string => `HTTP ${answer.status}${typeof answer.body.msg === 'string' ? ` ${answer.body.msg}` : ''}`;

export function getPath(value: unknown, path: string): unknown {
  let node = value;
  for (const part of path.split('.').filter(Boolean)) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

export function storeOf(ctx: ProbeContext, resource: string): RecordStore | undefined {
  const path = normalizeResource(resource);
  const view = PUBLIC_VIEWS[path];
  if (view) return ctx.stores.get(view);
  return [...ctx.stores.values()].find((store) => normalizeResource(store.spec.path) === path);
}

/**
 * Fields a declared collection (server/collections/) defines for `resource`. A derived collection's
 * fields come from the descriptors themselves, so only its rows tell what it returns.
 */
export function declaredFields(ctx: ProbeContext, resource: string): Readonly<Record<string, unknown>> | undefined {
  const store = storeOf(ctx, resource);
  // The server extends a declared collection with the keys descriptors use: read its own definition,
  // plus what its forms write (a key only a list or a detail names is still suspect).
  const own = store && !store.spec.derived ? COLLECTIONS.find((spec) => spec.name === store.spec.name)?.fields : undefined;
  const written = store ? ctx.writtenKeys?.get(normalizeResource(store.spec.path)) : undefined;
  if (!written || written.size === 0) return own;
  return { ...Object.fromEntries([...written].map((key) => [key, true])), ...own };
}

/** Fixed params without route placeholders (`{no}`): those come from the route, which probes fill elsewhere. */
export const fixedParams = (params: Record<string, Scalar> | undefined): Record<string, Scalar> =>
  Object.fromEntries(Object.entries(params ?? {}).filter(([, value]) => !isRoutePlaceholder(value)));

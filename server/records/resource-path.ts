/** A descriptor resource path as collections are keyed by it. */

/** '/transit/stowages/' → '/transit/stowages'. */
export const normalizeResource = (resource: string): string => resource.replace(/\/+$/, '') || '/';

/**
 * The API of a workflow's transitions, as src/workflow/types.ts documents it:
 * - `POST {resource}/{id}/actions/{transition}` with `{version, ...fields}`: the updated record;
 * - `POST {resource}/actions/{transition}` with `{items: [{id, version}], ...fields}`: one result per
 *   record (a refusal does not stop the others) and how many moved and failed.
 */

/** The descriptor API path of one record's transition (what the permission index lists). */
export const recordActionApi = (resource: string, transition: string): string => `${resource.replace(/\/+$/, '')}/{id}/actions/${transition}`;

/** The descriptor API path of a bulk transition. */
export const bulkActionApi = (resource: string, transition: string): string => `${resource.replace(/\/+$/, '')}/actions/${transition}`;

/** Most records one bulk transition takes. */
export const MAX_BULK_ITEMS = 500;

/** Whether a failed request answered 404: the record is missing, or belongs to another tenant (answered alike). */
export function isNotFoundError(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  // ApiError carries `status`; Refine's HttpError `statusCode`.
  const { status, statusCode } = error as { status?: unknown; statusCode?: unknown };
  return status === 404 || statusCode === 404;
}

/** Routes that work without login (spec §2 access rules); they are never menu entries. */
const PUBLIC_EXACT: ReadonlySet<string> = new Set([
  '/login', '/auth-redirect', '/test', '/register', '/register2', '/forget-password', '/edit-company', '/examining', '/active-entry',
  '/logout', '/404', '/401', '/order/query', '/order/price', '/order/plan',
]);
const PUBLIC_PREFIXES: readonly string[] = ['/redirect/', '/order/attachment/'];

export function isPublicScreen(path: string): boolean {
  return PUBLIC_EXACT.has(path) || PUBLIC_PREFIXES.some((prefix) => path.startsWith(prefix));
}

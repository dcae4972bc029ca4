/**
 * The explicit allow-list of API routes reachable without a token. Every other /api route is
 * protected by the auth guard, so a new route is private unless it is added here.
 * Keys are 'METHOD routePattern' as registered with Fastify.
 */
export const PUBLIC_API_ROUTES: ReadonlySet<string> = new Set([
  'POST /api/login/login',
  'POST /api/login/logout',
  'POST /api/user/users/userslogin',
  'POST /api/user/users/refresh-token',
  'GET /api/map/help/system_info',
  // Sign-up, activation and the password reset by short-message code.
  'POST /api/user/users/createUser',
  'GET /api/user/users/isServicerRegist',
  'POST /api/user/users/activateAccount',
  'POST /api/user/users/sendResetCode',
  'POST /api/user/users/resetPassword',
]);

/** Operations endpoints stay reachable while maintenance mode is on (admins switch it off there). */
export const OPS_ROUTE_PREFIX = '/api/system/ops/';

export function routeKey(method: string, routePattern: string | undefined): string {
  // HEAD requests reuse the GET route Fastify exposes for them.
  return `${method === 'HEAD' ? 'GET' : method} ${routePattern ?? ''}`;
}

/**
 * Read-only data of the public screens (order query, price check, departure plan, attachments): the
 * collection paths under PUBLIC_DATA_PATH, served under /api.
 */
export const PUBLIC_DATA_PATH = '/public/';
export const PUBLIC_DATA_PREFIX = `/api${PUBLIC_DATA_PATH}`;

export function isPublicApiRoute(method: string, routePattern: string | undefined): boolean {
  if ((method === 'GET' || method === 'HEAD') && routePattern?.startsWith(PUBLIC_DATA_PREFIX)) return true;
  return PUBLIC_API_ROUTES.has(routeKey(method, routePattern));
}

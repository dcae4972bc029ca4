/**
 * Decides whether an account may call a route with a method: the platform administrator may call
 * everything; platform-only routes are refused to anyone else; other routes are allowed by an explicit
 * rule, or by a page of the account's own menu whose descriptor makes that call, when the account's menu
 * entry for that page lists the operation code the call needs. Anything else is refused.
 */
import { menuForUser, type MenuEntry, type MenuUniverse } from '../menu/build-menu.js';
import type { UserRecord } from '../users/user-store.js';
import type { ApiIndex } from './api-index.js';
import { EXPLICIT_RULES, PLATFORM_ONLY_RULES, type ExplicitRule, type RuleAudience } from './explicit-rules.js';
import { normalizeRoutePattern, routeKeyOf } from './route-key.js';

/** The parts of an account the decision depends on. */
export type AuthzUser = Pick<UserRecord, 'id' | 'app_code' | 'main_type' | 'role' | 'permissions'>;

type RouteRule = Pick<ExplicitRule, 'methods' | 'route' | 'prefix'>;

export function ruleMatches(rule: RouteRule, method: string, routePattern: string): boolean {
  if (!(rule.methods as readonly string[]).includes(method)) return false;
  const route = normalizeRoutePattern(routePattern);
  const ruleRoute = normalizeRoutePattern(rule.route);
  return route === ruleRoute || (rule.prefix === true && route.startsWith(`${ruleRoute}/`));
}

/** What one account's menu lets it do: the route keys it may call, and the page routes it holds. */
interface AccountGrants {
  keys: ReadonlySet<string>;
  /** Its pages with the operation codes of each. */
  pages: ReadonlyArray<{ path: string; codes: ReadonlySet<string> }>;
  /** Decisions already taken, by route key. */
  decided: Map<string, boolean>;
}

function codesOf(entry: MenuEntry): ReadonlySet<string> {
  return new Set([...entry.menu_element_list, ...entry.menu_opration_list].map((code) => code.code));
}

/** Cached accounts before the cache starts over (it only saves work; dropping it is always safe). */
const MAX_CACHED_ACCOUNTS = 10_000;

export class Authorizer {
  private readonly grants = new Map<string, AccountGrants>();

  constructor(
    private readonly universe: MenuUniverse,
    private readonly index: ApiIndex,
  ) {}

  /** Whether `user` may call `method` on the Fastify route `routePattern`. */
  allows(user: AuthzUser, method: string, routePattern: string): boolean {
    if (user.main_type === 'platform') return true;
    const key = routeKeyOf(method, routePattern);
    const grants = this.grantsOf(user);
    const known = grants.decided.get(key);
    if (known !== undefined) return known;
    const verb = key.slice(0, key.indexOf(' '));
    const decision = this.decide(user, grants, verb, routePattern, key);
    grants.decided.set(key, decision);
    return decision;
  }

  private decide(user: AuthzUser, grants: AccountGrants, method: string, routePattern: string, key: string): boolean {
    if (PLATFORM_ONLY_RULES.some((rule) => ruleMatches(rule, method, routePattern))) return false;
    if (grants.keys.has(key)) return true;
    return EXPLICIT_RULES.some((rule) => ruleMatches(rule, method, routePattern) && this.reaches(user, grants, rule.who));
  }

  private reaches(user: AuthzUser, grants: AccountGrants, who: RuleAudience): boolean {
    switch (who.kind) {
      case 'anyAccount':
        return true;
      case 'mainType':
        return who.types.includes(user.main_type);
      case 'menuPrefix':
        return grants.pages.some((page) =>
          who.prefixes.some((prefix) => page.path.startsWith(prefix)) && (who.operation === undefined || page.codes.has(who.operation)));
    }
  }

  /** Built once per (account, app code, role, permissions); a change of any of them gives a fresh entry. */
  private grantsOf(user: AuthzUser): AccountGrants {
    const cacheKey = [user.id, user.app_code, user.main_type, user.role, [...user.permissions].sort().join(',')].join('|');
    const cached = this.grants.get(cacheKey);
    if (cached) return cached;
    const keys = new Set<string>();
    const pages: Array<{ path: string; codes: ReadonlySet<string> }> = [];
    for (const entry of menuForUser(this.universe, user, user.app_code)) {
      if (entry.path === '') continue;
      const codes = codesOf(entry);
      pages.push({ path: entry.path, codes });
      for (const use of this.index.get(entry.path) ?? []) {
        if (use.operation === null || codes.has(use.operation)) keys.add(use.key);
      }
    }
    const grants: AccountGrants = { keys, pages, decided: new Map() };
    if (this.grants.size >= MAX_CACHED_ACCOUNTS) this.grants.clear();
    this.grants.set(cacheKey, grants);
    return grants;
  }
}

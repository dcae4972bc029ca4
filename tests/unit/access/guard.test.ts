import { decideAccess, isPublicPath, type GuardInput } from '../../../src/access/guard';
import { safeRedirectTarget } from '../../../src/access/paths';

const knownRoutes = ['/saas/system/role/index', '/saas/system/role/show/:id', '/my/wtoms', '/ss-fhb/report/index/:id', '/saas/finance/index'];
const menuPaths = new Set(['/saas/system/role/index', '/saas/system/role/show/:id', '/my/wtoms']);

function decide(overrides: Partial<GuardInput>) {
  return decideAccess({ pathname: '/', search: '', loggedIn: true, knownRoutes, menuPaths, ...overrides });
}

describe('access guard', () => {
  it('lets every public route through without login', () => {
    for (const path of ['/register', '/forget-password', '/order/query', '/order/price', '/order/plan', '/order/attachment/12/3', '/redirect/saas/x', '/404', '/401']) {
      expect(isPublicPath(path)).toBe(true);
      expect(decide({ pathname: path, loggedIn: false })).toEqual({ type: 'allow' });
    }
  });

  it('sends an unauthenticated visit to /login with the wanted path and query', () => {
    expect(decide({ pathname: '/saas/system/role/show/7', search: '?tab=2', loggedIn: false })).toEqual({
      type: 'redirect',
      to: '/login?redirect=%2Fsaas%2Fsystem%2Frole%2Fshow%2F7%3Ftab%3D2',
    });
  });

  it('sends a logged-in visit to /login home, and / to the welcome page', () => {
    expect(decide({ pathname: '/login' })).toEqual({ type: 'redirect', to: '/' });
    expect(decide({ pathname: '/login', loggedIn: false })).toEqual({ type: 'allow' });
    expect(decide({ pathname: '/' })).toEqual({ type: 'redirect', to: '/my/wtoms' });
  });

  it('waits for the menu permission before deciding on an authenticated route', () => {
    expect(decide({ pathname: '/saas/system/role/index', menuPaths: undefined })).toEqual({ type: 'wait-for-menu' });
  });

  it('keeps a route only when its path is in the menu permission, or always-kept', () => {
    expect(decide({ pathname: '/saas/system/role/show/42' })).toEqual({ type: 'allow', route: '/saas/system/role/show/:id' });
    expect(decide({ pathname: '/ss-fhb/report/index/9' })).toEqual({ type: 'allow', route: '/ss-fhb/report/index/:id' });
    expect(decide({ pathname: '/saas/finance/index' })).toEqual({ type: 'redirect', to: '/404' });
  });

  it('sends an account without any menu in this app to /401, except for always-kept routes', () => {
    const empty = new Set<string>();
    expect(decide({ pathname: '/my/wtoms', menuPaths: empty })).toEqual({ type: 'redirect', to: '/401' });
    expect(decide({ pathname: '/ss-fhb/report/index/9', menuPaths: empty })).toEqual({ type: 'allow', route: '/ss-fhb/report/index/:id' });
  });

  it('sends unknown paths to /404', () => {
    expect(decide({ pathname: '/no/such/page' })).toEqual({ type: 'redirect', to: '/404' });
  });
});

describe('redirect targets', () => {
  it('accepts same-origin paths only', () => {
    expect(safeRedirectTarget('/saas/system/role/index?x=1')).toBe('/saas/system/role/index?x=1');
    expect(safeRedirectTarget('//evil.example/x')).toBeUndefined();
    expect(safeRedirectTarget('https://evil.example/')).toBeUndefined();
    expect(safeRedirectTarget('/\\evil.example')).toBeUndefined();
    expect(safeRedirectTarget('javascript:alert(1)')).toBeUndefined();
    expect(safeRedirectTarget('')).toBeUndefined();
  });
});

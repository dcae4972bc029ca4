/**
 * Second-level groups inside a top-level directory, chosen by route prefix within that directory
 * (the longest matching prefix wins). A route matching no group stays directly under its directory,
 * above the groups; groups show in the order declared here.
 */
export interface MenuGroup {
  /** Key of the top-level directory (MENU_DIRECTORIES) the group sits in. */
  directory: string;
  key: string;
  name: string;
  /** Route prefixes; an exact list path is a prefix of itself and of nothing a clerk would confuse it with. */
  prefixes: readonly string[];
}

export const MENU_GROUPS: readonly MenuGroup[] = [
  {
    directory: 'order', key: 'order-entry', name: '订单录入',
    prefixes: ['/saas/order-entry/', '/saas/order/import/', '/saas/order/draft/', '/bang/order/importOrder', '/bang/order/draft', '/da/order/draft'],
  },
  {
    directory: 'order', key: 'order-process', name: '订单处理',
    prefixes: [
      '/saas/order/pending/', '/saas/order/check/', '/saas/order/receive/', '/saas/order/in/', '/saas/order/out/',
      '/saas/order/arrive/', '/bang/order/noReceivedList', '/bang/order/noSendList', '/bang/order/noArrivedList',
      '/da/order/noArrivedList',
    ],
  },
  {
    directory: 'order', key: 'order-delivery', name: '派送签收',
    prefixes: [
      '/saas/order/assign/', '/saas/order/map-delivery/', '/saas/order/assign-change/', '/saas/order/appointment/',
      '/saas/order/sign/', '/saas/order/manage/sign-recheck/', '/da/order/deliveryDispatchList', '/da/order/noSignList',
    ],
  },
  {
    directory: 'order', key: 'order-after-sales', name: '售后与管控',
    prefixes: [
      '/saas/order/intercept/', '/saas/order/update-approve/', '/saas/order/feedback/', '/saas/order/manage/restrict/',
      '/da/order/visitList', '/saas/order/recycle/', '/bang/order/recycle', '/da/order/recycle',
    ],
  },
];

export interface GroupPlace {
  group: MenuGroup;
  /** Index of the matching prefix: entries of a group show in the order of its prefixes. */
  rank: number;
}

/** The group of `path` inside `directoryKey`, or undefined when it sits directly under the directory. */
export function groupFor(directoryKey: string, path: string, groups: readonly MenuGroup[] = MENU_GROUPS): GroupPlace | undefined {
  let best: GroupPlace | undefined;
  let bestLength = 0;
  for (const group of groups) {
    if (group.directory !== directoryKey) continue;
    group.prefixes.forEach((prefix, rank) => {
      if (path.startsWith(prefix) && prefix.length > bestLength) {
        best = { group, rank };
        bestLength = prefix.length;
      }
    });
  }
  return best;
}

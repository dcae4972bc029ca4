/** Top-level menu directories, chosen by route prefix (the longest matching prefix wins). */
export interface MenuDirectory {
  key: string;
  name: string;
  /** antd icon component name. */
  icon: string;
  prefixes: readonly string[];
}

export const MENU_DIRECTORIES: readonly MenuDirectory[] = [
  { key: 'my', name: '我的', icon: 'HomeOutlined', prefixes: ['/my/'] },
  {
    key: 'dashboard', name: '工作台', icon: 'DashboardOutlined',
    prefixes: ['/saas/dashboard/', '/saas/consignor/', '/saas/delivery/', '/saas/customer-service/', '/saas/business/transporterMap/'],
  },
  {
    key: 'order', name: '订单管理', icon: 'ProfileOutlined',
    prefixes: ['/saas/order/', '/saas/order-entry/', '/bang/order/', '/da/order/', '/da-shop/', '/saas/business/order/'],
  },
  { key: 'waybill', name: '运单管理', icon: 'FileTextOutlined', prefixes: ['/saas/waybill/'] },
  { key: 'abnormal', name: '异常管理', icon: 'WarningOutlined', prefixes: ['/saas/abnormal/', '/da/abnormal/'] },
  { key: 'ticket', name: '工单管理', icon: 'CustomerServiceOutlined', prefixes: ['/saas/ticket/'] },
  { key: 'transit', name: '中转管理', icon: 'SwapOutlined', prefixes: ['/saas/transit/', '/saas/transit2/'] },
  { key: 'warehouse', name: '仓储管理', icon: 'InboxOutlined', prefixes: ['/saas/warehouse/'] },
  { key: 'sorting', name: '分拣配置', icon: 'ApartmentOutlined', prefixes: ['/saas/sorting/'] },
  { key: 'resource', name: '资源管理', icon: 'ClusterOutlined', prefixes: ['/saas/resource/'] },
  { key: 'quote', name: '报价管理', icon: 'DollarOutlined', prefixes: ['/saas/quote/', '/oss/config/fee/'] },
  { key: 'finance', name: '财务管理', icon: 'AccountBookOutlined', prefixes: ['/saas/finance/'] },
  { key: 'settle', name: '结算管理', icon: 'TransactionOutlined', prefixes: ['/saas/settle/', '/bang/settle/'] },
  { key: 'bill', name: '账单管理', icon: 'ReconciliationOutlined', prefixes: ['/saas/bill/', '/saas/check-bill/', '/saas/bill-report/'] },
  { key: 'report', name: '报表中心', icon: 'BarChartOutlined', prefixes: ['/saas/report/', '/ss-fhb/report/'] },
  { key: 'marketing', name: '营销中心', icon: 'GiftOutlined', prefixes: ['/saas/marketing/', '/saas/salesCenter/'] },
  { key: 'content', name: '内容管理', icon: 'ReadOutlined', prefixes: ['/saas/content/'] },
  { key: 'basicData', name: '基础资料', icon: 'DatabaseOutlined', prefixes: ['/saas/basicData/'] },
  { key: 'api', name: '第三方平台', icon: 'ApiOutlined', prefixes: ['/saas/api/', '/saas/order/sync/', '/saas/order/bind/'] },
  { key: 'account', name: '账号管理', icon: 'UserOutlined', prefixes: ['/saas/account/', '/saas/message/', '/saas/user/'] },
  { key: 'system', name: '系统管理', icon: 'SettingOutlined', prefixes: ['/saas/system/', '/oss/'] },
];

export const FALLBACK_DIRECTORY: MenuDirectory = { key: 'other', name: '其他', icon: 'AppstoreOutlined', prefixes: [] };

export function directoryFor(path: string): MenuDirectory {
  let best: MenuDirectory = FALLBACK_DIRECTORY;
  let bestLength = 0;
  for (const directory of MENU_DIRECTORIES) {
    for (const prefix of directory.prefixes) {
      if (path.startsWith(prefix) && prefix.length > bestLength) {
        best = directory;
        bestLength = prefix.length;
      }
    }
  }
  return best;
}

/** Directory order in the sidebar; the fallback comes last. */
export function directorySort(directory: MenuDirectory): number {
  const index = MENU_DIRECTORIES.indexOf(directory);
  return (index < 0 ? MENU_DIRECTORIES.length : index) * 10 + 10;
}

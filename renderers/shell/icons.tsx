import type { ComponentType } from 'react';
import {
  AccountBookOutlined, ApartmentOutlined, ApiOutlined, AppstoreOutlined, AuditOutlined, BarChartOutlined, CarOutlined,
  ClusterOutlined, CustomerServiceOutlined, DashboardOutlined, DatabaseOutlined, DollarOutlined, FileTextOutlined,
  GiftOutlined, HomeOutlined, InboxOutlined, MoneyCollectOutlined, NodeIndexOutlined, NotificationOutlined,
  PartitionOutlined, ProfileOutlined, ReadOutlined, ReconciliationOutlined, SettingOutlined, ShopOutlined,
  SolutionOutlined, SwapOutlined, TagsOutlined, TeamOutlined, ToolOutlined, TransactionOutlined, UserOutlined,
  WarningOutlined,
} from '@ant-design/icons';

/** Menu icons by the names the menu permission uses; only these are bundled. */
const ICONS: Record<string, ComponentType> = {
  AccountBookOutlined, ApartmentOutlined, ApiOutlined, AppstoreOutlined, AuditOutlined, BarChartOutlined, CarOutlined,
  ClusterOutlined, CustomerServiceOutlined, DashboardOutlined, DatabaseOutlined, DollarOutlined, FileTextOutlined,
  GiftOutlined, HomeOutlined, InboxOutlined, MoneyCollectOutlined, NodeIndexOutlined, NotificationOutlined,
  PartitionOutlined, ProfileOutlined, ReadOutlined, ReconciliationOutlined, SettingOutlined, ShopOutlined,
  SolutionOutlined, SwapOutlined, TagsOutlined, TeamOutlined, ToolOutlined, TransactionOutlined, UserOutlined,
  WarningOutlined,
};

/** Whether the sidebar draws this icon name itself (anything else gets the default icon). */
export function isKnownMenuIcon(name: string): boolean {
  return Object.hasOwn(ICONS, name);
}

export function MenuIcon({ name }: { name: string | undefined }) {
  const Icon = (name && ICONS[name]) || AppstoreOutlined;
  return <Icon />;
}

import type { ComponentType } from 'react';
import {
  AccountBookOutlined, ApiOutlined, AppstoreOutlined, AuditOutlined, BarChartOutlined, CarOutlined, ClusterOutlined,
  CustomerServiceOutlined, DashboardOutlined, DatabaseOutlined, DollarOutlined, FileTextOutlined, HomeOutlined,
  InboxOutlined, MoneyCollectOutlined, NodeIndexOutlined, NotificationOutlined, PartitionOutlined, ProfileOutlined,
  ReadOutlined, SettingOutlined, ShopOutlined, SolutionOutlined, TagsOutlined, TeamOutlined, ToolOutlined,
  UserOutlined, WarningOutlined,
} from '@ant-design/icons';

/** Menu icons by the names the menu permission uses; only these are bundled. */
const ICONS: Record<string, ComponentType> = {
  AccountBookOutlined, ApiOutlined, AppstoreOutlined, AuditOutlined, BarChartOutlined, CarOutlined, ClusterOutlined,
  CustomerServiceOutlined, DashboardOutlined, DatabaseOutlined, DollarOutlined, FileTextOutlined, HomeOutlined,
  InboxOutlined, MoneyCollectOutlined, NodeIndexOutlined, NotificationOutlined, PartitionOutlined, ProfileOutlined,
  ReadOutlined, SettingOutlined, ShopOutlined, SolutionOutlined, TagsOutlined, TeamOutlined, ToolOutlined,
  UserOutlined, WarningOutlined,
};

export function MenuIcon({ name }: { name: string | undefined }) {
  const Icon = (name && ICONS[name]) || AppstoreOutlined;
  return <Icon />;
}

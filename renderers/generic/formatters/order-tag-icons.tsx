import type { ReactNode } from 'react';
import {
  AppstoreAddOutlined,
  CheckSquareOutlined,
  ExclamationCircleOutlined,
  HomeOutlined,
  PartitionOutlined,
  PayCircleOutlined,
  ProfileOutlined,
  RollbackOutlined,
  SendOutlined,
  SplitCellsOutlined,
  TagOutlined,
  ToolOutlined,
  TransactionOutlined,
} from '@ant-design/icons';

/** An icon per order tag code (widgets spec §3); the spec leaves the exact icons open. */
const ICONS: Readonly<Record<string, ReactNode>> = {
  SECOND_DOOR: <HomeOutlined />,
  RETURN: <RollbackOutlined />,
  REPLENISH: <AppstoreAddOutlined />,
  REISSUE: <SendOutlined />,
  REPAIR: <ToolOutlined />,
  DIVIDE: <SplitCellsOutlined />,
  COMPLETE_SET: <CheckSquareOutlined />,
  PAY_NOW: <PayCircleOutlined />,
  TICKET: <ProfileOutlined />,
  SUB_ORDER: <PartitionOutlined />,
  ABNORMAL: <ExclamationCircleOutlined />,
  REFUND: <TransactionOutlined />,
};

/** The icon of an order tag code; a plain tag icon for codes the spec does not list. */
export function orderTagIcon(code: string): ReactNode {
  return ICONS[code] ?? <TagOutlined />;
}

import { useMemo } from 'react';
import { Cascader } from 'antd';
import { addressEmptyText, pathMatches, treeToDepth, type AddressNode } from '../../src/address';
import { useT } from '../../src/i18n';
import type { AddressTreeState } from './useAddressTree';

/** Placeholder keys by the number of levels offered. */
const PLACEHOLDER_BY_DEPTH: Readonly<Record<number, string>> = { 1: 'address.placeholderProvince', 2: 'address.placeholderCity' };

export interface AddressCascaderProps {
  state: AddressTreeState;
  value?: string[];
  onChange?: (codes: string[], nodes: AddressNode[]) => void;
  id?: string;
  disabled?: boolean;
  placeholder?: string;
  status?: 'error';
  /** A province or city may be chosen without going further down. */
  anyLevel?: boolean;
  /** Levels offered: 3 down to districts (default), 2 cities, 1 provinces. */
  depth?: number;
}

/**
 * Province → city → district over the whole tree, searchable by any level's name. While the tree loads
 * its empty area says 正在加载地址数据...; a failed load says 加载地址数据失败: with the status or message.
 */
export function AddressCascader({ state, value, onChange, id, disabled, placeholder, status, anyLevel, depth = 3 }: AddressCascaderProps) {
  const t = useT();
  const options = useMemo(() => (state.tree ? (depth >= 3 ? state.tree : treeToDepth(state.tree, depth)).children ?? [] : []), [state.tree, depth]);
  const empty = addressEmptyText(state, t);
  return (
    <Cascader<AddressNode>
      id={id}
      value={value}
      options={options}
      onChange={(codes, nodes) => onChange?.((codes ?? []).map(String), nodes ?? [])}
      changeOnSelect={anyLevel === true}
      allowClear
      disabled={disabled}
      status={status}
      placeholder={placeholder ?? t(PLACEHOLDER_BY_DEPTH[depth] ?? 'address.placeholder')}
      notFoundContent={empty}
      showSearch={{ filter: (input, path) => pathMatches(input, path.map((node) => node.label)) }}
      style={{ width: '100%' }}
    />
  );
}

import { useMemo } from 'react';
import { TreeSelect } from 'antd';
import { addressEmptyText, type AddressNode } from '../../src/address';
import { registerMessages, useT } from '../../src/i18n';
import { address as addressTexts } from '../../src/i18n/messages/address';
import { districtCodes, driverDistricts, type DriverDistricts } from '../../src/pickers';
import { useAddressTree } from '../address/useAddressTree';

registerMessages(addressTexts);

interface TreeItem {
  value: string;
  title: string;
  children?: TreeItem[];
}

const toTreeData = (nodes: readonly AddressNode[]): TreeItem[] =>
  nodes.map((node) => ({ value: node.value, title: node.label, ...(node.children ? { children: toTreeData(node.children) } : {}) }));

export interface ServiceAreaFieldProps {
  /** The driver model's districts: {list: [{province, province_no, citys: [{city, city_no, districts: [...]}]}]}. */
  value?: DriverDistricts;
  onChange?: (districts: DriverDistricts) => void;
  id?: string;
  disabled?: boolean;
  placeholder?: string;
  'aria-label'?: string;
}

/**
 * A driver's service area (widgets spec §3 "Driver" districts): provinces, cities and districts of the
 * address tree, checked and filtered by name; a checked province or city stands for all its districts.
 * The tree comes from the address cache, kept by version (§4), and loads when the field is first shown:
 * meanwhile its empty area says 正在加载地址数据..., and after a failed load 加载地址数据失败: with the
 * status or message (§8).
 */
export function ServiceAreaField({ value, onChange, id, disabled, placeholder, 'aria-label': ariaLabel }: ServiceAreaFieldProps) {
  const t = useT();
  const state = useAddressTree();
  const provinces = useMemo(() => state.tree?.children ?? [], [state.tree]);
  const treeData = useMemo(() => toTreeData(provinces), [provinces]);
  const codes = useMemo(() => districtCodes(value), [value]);
  const empty = addressEmptyText(state, t);
  return (
    <TreeSelect
      id={id}
      value={codes}
      onChange={(picked: string[]) => onChange?.(driverDistricts(provinces, picked ?? []))}
      treeCheckable
      showCheckedStrategy={TreeSelect.SHOW_PARENT}
      treeNodeFilterProp="title"
      showSearch
      allowClear
      disabled={disabled}
      placeholder={placeholder}
      loading={state.loading}
      notFoundContent={empty}
      treeData={treeData}
      aria-label={ariaLabel}
      style={{ width: '100%' }}
    />
  );
}

import { useState } from 'react';
import { Cascader } from 'antd';
import { useCustom, useDataProvider } from '@refinedev/core';
import { ADDRESS_ROOT_CODE, DISTRICT_LIST_API, DISTRICT_PARENT_PARAM } from '../../../../src/config/constants';
import { MSG } from '../../../../src/config/messages';
import { errorText } from '../../form/values';
import { buildAddressOptions, readDistricts, type AddressOption, type District } from './address-tree';
import type { ControlProps } from './types';

/** The address service's districts do not change while the app runs. */
const DISTRICTS_STALE_MS = Number.POSITIVE_INFINITY;

function failureText(error: unknown): string {
  const status = error && typeof error === 'object' ? (error as { statusCode?: unknown; status?: unknown }) : {};
  const detail = errorText(error) ?? String(status.statusCode ?? status.status ?? '');
  return `${MSG.addressLoadFailed}${detail}`;
}

/**
 * Province → city → district, each level asked for only when its parent is opened
 * (GET /map/area/getDistrictList?parentCode=…, root 100000). Any level can be chosen.
 */
export function AddressCascader({ placeholder, ...control }: { placeholder: string } & ControlProps) {
  const dataProvider = useDataProvider();
  const root = useCustom({
    url: DISTRICT_LIST_API,
    method: 'get',
    config: { query: { [DISTRICT_PARENT_PARAM]: ADDRESS_ROOT_CODE } },
    queryOptions: { staleTime: DISTRICTS_STALE_MS },
    // The failure is told inside the cascader.
    errorNotification: false,
  });
  const [children, setChildren] = useState<Record<string, District[]>>({});
  const [loading, setLoading] = useState<ReadonlySet<string>>(new Set());

  const loadChildren = async (selected: AddressOption[]) => {
    const parent = selected[selected.length - 1];
    if (!parent || children[parent.value]) return;
    setLoading((codes) => new Set(codes).add(parent.value));
    try {
      const response = await dataProvider().custom?.({
        url: DISTRICT_LIST_API,
        method: 'get',
        query: { [DISTRICT_PARENT_PARAM]: parent.value },
      });
      setChildren((loaded) => ({ ...loaded, [parent.value]: readDistricts(response?.data) }));
    } catch (error) {
      // The HTTP layer tells the user; the level stays unloaded so opening it again retries.
      console.error(error);
    } finally {
      setLoading((codes) => {
        const next = new Set(codes);
        next.delete(parent.value);
        return next;
      });
    }
  };

  const options = buildAddressOptions(readDistricts(root.result.data), children, loading);
  const empty = root.query.isLoading ? MSG.addressLoading : root.query.isError ? failureText(root.query.error) : undefined;
  return (
    <Cascader<AddressOption>
      {...control}
      options={options}
      loadData={(selected) => void loadChildren(selected)}
      changeOnSelect
      allowClear
      placeholder={placeholder}
      notFoundContent={empty}
      style={{ minWidth: 220 }}
    />
  );
}

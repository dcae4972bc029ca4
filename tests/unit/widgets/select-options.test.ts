// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  dialogDataOptions, optionsRequest, responseItems, savedItemRequest, toSelectOptions, unlistedValues,
} from '../../../src/widgets/select-options';

describe('option sources', () => {
  it('ask the spec\'s calls for config items, the user config and the service packages', () => {
    expect(optionsRequest({ configCategory: 'ORDER_TAG' })).toEqual({
      url: '/config/item/getConfigItemList', query: { category_code: 'ORDER_TAG' }, valueKey: 'code', labelKey: 'name',
    });
    expect(optionsRequest({ userConfigCategory: 'SOLUTION_TYPE' })).toEqual({
      url: '/user/user_config/get_list', query: { category_code: 'SOLUTION_TYPE' }, valueKey: 'code', labelKey: 'name',
    });
    expect(optionsRequest({ servicePackages: true })).toEqual({ url: '/config/item/get_service_pkg_list', valueKey: 'code', labelKey: 'name' });
    expect(optionsRequest({ optionSet: 'ticketStatus' })).toBeUndefined();
    expect(optionsRequest({ dataKey: 'periods' })).toBeUndefined();
  });

  it('name a saved user config code by get_info, and only those', () => {
    expect(savedItemRequest({ userConfigCategory: 'SERVICE_PKG_TYPE' }, 'SERVICE_PKG_OLD')).toEqual({
      url: '/user/user_config/get_info', query: { category_code: 'SERVICE_PKG_TYPE', code: 'SERVICE_PKG_OLD' },
    });
    expect(savedItemRequest({ servicePackages: true }, 'SERVICE_PKG_OLD')).toBeUndefined();
    expect(savedItemRequest({ configCategory: 'ORDER_TAG' }, 'X')).toBeUndefined();
  });

  it('find the values the options do not offer', () => {
    const options = [{ value: 'REPAIR', label: '维修' }, { value: 2, label: '二' }];
    expect(unlistedValues('EXCHANGE', options)).toEqual(['EXCHANGE']);
    expect(unlistedValues('REPAIR', options)).toEqual([]);
    expect(unlistedValues(['REPAIR', '2', 'X', ''], options)).toEqual(['X']);
    expect(unlistedValues(undefined, options)).toEqual([]);
  });

  it('read a dialog\'s loaded lists and reference answers', () => {
    const data = { offer: { periods: [{ months: 1, label: '1个月' }, { months: 12, label: '12个月' }, { label: '无值' }] } };
    expect(dialogDataOptions(data, { dataKey: 'offer.periods', valueKey: 'months' })).toEqual([
      { value: 1, label: '1个月' }, { value: 12, label: '12个月' },
    ]);
    expect(dialogDataOptions(undefined, { dataKey: 'periods' })).toEqual([]);
    expect(responseItems({ list: [{ code: 'A' }, null] })).toEqual([{ code: 'A' }]);
    expect(toSelectOptions([{ code: 'A' }], 'code', 'name')).toEqual([{ value: 'A', label: 'A' }]);
  });
});

import { describe, expect, it, vi } from 'vitest';
import {
  addressOutputKeys, addressValues, bannedAreaBody, checkBannedArea, codePathOf, codesOfNames, hasSavedAddress, isAddressTree,
  isBannedAnswer, loadFailureDetail, namesOfCodes, nodesOfCodes, pathMatches, savedCodePath,
} from '../../../src/address';
import type { AddressFieldOptions } from '../../../src/screen-model/types';
import { TREE } from './fixtures';

const END: AddressFieldOptions = {
  province: 'end_province', city: 'end_city', district: 'end_district',
  provinceCode: 'end_province_code', cityCode: 'end_city_code', districtCode: 'end_district_code',
  bannedCheck: true, consignorKey: 'consignor_resource_id', detailKey: 'end_address',
};

describe('tree helpers', () => {
  it('finds the code path of a code and the names of a code path', () => {
    expect(codePathOf(TREE, '440117')).toEqual(['440000', '440100', '440117']);
    expect(codePathOf(TREE, '441900102')).toEqual(['440000', '441900', '441900102']);
    expect(codePathOf(TREE, '999999')).toEqual([]);
    expect(namesOfCodes(TREE, ['310000', '310100', '310115'])).toEqual(['上海市', '上海市', '浦东新区']);
    expect(nodesOfCodes(TREE, ['440000', '000000']).map((n) => n.label)).toEqual(['广东省']);
  });

  it('finds codes from names, short names included', () => {
    expect(codesOfNames(TREE, ['广东省', '广州市', '天河区'])).toEqual(['440000', '440100', '440106']);
    expect(codesOfNames(TREE, ['西藏', '拉萨市', ''])).toEqual(['540000', '540100']);
    expect(codesOfNames(TREE, ['广东省', '深圳市', '南山区'])).toEqual(['440000']);
  });

  it('checks the tree shape and matches searches on any level', () => {
    expect(isAddressTree(TREE)).toBe(true);
    expect(isAddressTree({ value: '1', label: 'x', children: [{ value: 2 }] })).toBe(false);
    expect(pathMatches('天河', ['广东省', '广州市', '天河区'])).toBe(true);
    expect(pathMatches('浦东', ['广东省', '广州市', '天河区'])).toBe(false);
  });
});

describe('form values of the address widget', () => {
  it('writes names and codes of each level and clears a level not chosen', () => {
    expect(addressValues(END, nodesOfCodes(TREE, ['440000', '440100', '440106']))).toEqual({
      end_province: '广东省', end_province_code: '440000', end_city: '广州市', end_city_code: '440100',
      end_district: '天河区', end_district_code: '440106',
    });
    const names = { province: 'p', city: 'c', district: 'd' };
    expect(addressValues(names, nodesOfCodes(TREE, ['540000', '540100']))).toEqual({ p: '西藏自治区', c: '拉萨市', d: undefined });
    expect(addressOutputKeys(names)).toEqual(['p', 'c', 'd']);
  });

  it('shows a saved record from its codes, or from its names when it has no codes', () => {
    expect(savedCodePath(TREE, END, { end_province_code: '310000', end_city_code: '310100', end_district_code: '310115', end_province: 'x' }))
      .toEqual(['310000', '310100', '310115']);
    expect(savedCodePath(TREE, END, { end_province: '广东省', end_city: '广州市', end_district: '从化区' })).toEqual(['440000', '440100', '440117']);
    expect(savedCodePath(TREE, END, {})).toEqual([]);
    expect(hasSavedAddress(END, { end_city: '广州市' })).toBe(true);
    expect(hasSavedAddress(END, { end_city: '' })).toBe(false);
  });
});

describe('banned-area check', () => {
  it('sends the spec\'s body fields from the path and the form', () => {
    const values = { consignor_resource_id: 400107, end_address: '温泉镇1号' };
    expect(bannedAreaBody(END, ['440000', '440100', '440117'], values)).toEqual({
      province_code: '440000', city_code: '440100', district_code: '440117', consignor_id: '400107', address: '温泉镇1号',
    });
    expect(bannedAreaBody({ province: 'p', city: 'c', district: 'd' }, ['540000'], values)).toEqual({
      province_code: '540000', city_code: '', district_code: '', consignor_id: '', address: '',
    });
  });

  it('reads the boolean data.data and lets a failed call pass', async () => {
    expect(isBannedAnswer({ data: true })).toBe(true);
    expect(isBannedAnswer({ data: 'true' })).toBe(false);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const body = bannedAreaBody(END, ['540000', '540100', '540122'], {});
    expect(await checkBannedArea(async () => ({ data: true }), body)).toBe(true);
    expect(await checkBannedArea(async () => Promise.reject(new Error('500')), body)).toBe(false);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('gives the failure detail as the status, else the message', () => {
    expect(loadFailureDetail({ status: 502, msg: 'Bad Gateway' })).toBe('502');
    expect(loadFailureDetail({ status: 0, msg: '访问失败：请检查网络' })).toBe('访问失败：请检查网络');
    expect(loadFailureDetail(new Error('invalid address tree'))).toBe('invalid address tree');
  });
});

describe('forms keeping fewer levels', () => {
  it('chooses down to the deepest kept level and finds a saved city without its province', async () => {
    const { addressDepth, treeToDepth } = await import('../../../src/address');
    expect(addressDepth({ city: 'city' })).toBe(2);
    expect(addressDepth({ province: 'p' })).toBe(1);
    expect(addressDepth(END)).toBe(3);
    const cities = treeToDepth(TREE, 2);
    expect(cities.children?.[0]?.children?.[0]).toEqual({ value: '440100', label: '广州市' });
    expect(codesOfNames(TREE, [undefined, '拉萨市'])).toEqual(['540000', '540100']);
    expect(savedCodePath(TREE, { city: 'city' }, { city: '广州市' })).toEqual(['440000', '440100']);
    expect(addressValues({ city: 'city' }, nodesOfCodes(TREE, ['440000', '440100']))).toEqual({ city: '广州市' });
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import { renderHook, act } from '@testing-library/react';
import { DEFAULT_EDITION, EDITION, editionLabelKeys, parseEdition } from '../../../src/config/edition';
import { editionLabels, useEditionLabels } from '../../../src/app/useEditionLabels';
import { useBrandStore } from '../../../src/app/brand-store';
import { useLanguageStore } from '../../../src/i18n';

const zh = (edition: number) => {
  useLanguageStore.setState({ language: 'zh' });
  return editionLabels(edition);
};

afterEach(() => {
  useLanguageStore.setState({ language: 'en' });
  useBrandStore.setState({ brand: { ...useBrandStore.getState().brand, edition: DEFAULT_EDITION } });
});

describe('edition flags', () => {
  it('has the bit values 1, 2, 4, 8 and 16 and defaults to 0', () => {
    expect(Object.values(EDITION).sort((a, b) => a - b)).toEqual([1, 2, 4, 8, 16]);
    expect(DEFAULT_EDITION).toBe(0);
  });

  it('default edition: the spec’s placeholder, merchant, outer order number, freight', () => {
    expect(zh(0)).toEqual({
      searchPlaceholder: '收件人/电话、订单号',
      partner: '商家',
      merchantOrStore: '商家',
      outerOrderNo: '外部单号',
      feeSubject: '运费',
      partnerKind: 'consignor',
    });
  });

  it('each bit changes its own wording only', () => {
    const base = zh(0);
    expect(zh(EDITION.STORE)).toEqual({ ...base, merchantOrStore: '门店' });
    expect(zh(EDITION.DA)).toEqual({ ...base, partner: '供应商', merchantOrStore: '供应商', partnerKind: 'supplier' });
    expect(zh(EDITION.WAYBILL)).toEqual({ ...base, searchPlaceholder: '收件人/电话、运单号' });
    expect(zh(EDITION.PLATFORM_ORDER)).toEqual({ ...base, outerOrderNo: '平台单号' });
    expect(zh(EDITION.SERVICE_FEE)).toEqual({ ...base, feeSubject: '服务费' });
  });

  it('bits combine', () => {
    expect(editionLabelKeys(EDITION.DA | EDITION.STORE | EDITION.SERVICE_FEE)).toMatchObject({
      partner: 'edition.supplier',
      merchantOrStore: 'edition.store',
      feeSubject: 'edition.serviceFee',
      partnerKind: 'supplier',
    });
  });

  it('reads only whole numbers of known bits from a brand file, else 0', () => {
    expect(parseEdition(31)).toBe(31);
    expect(parseEdition(6)).toBe(6);
    for (const bad of [undefined, null, '2', 2.5, -1, 32, 64 | 2]) expect(parseEdition(bad)).toBe(0);
  });

  it('useEditionLabels follows the brand’s edition and the language', () => {
    const { result, unmount } = renderHook(() => useEditionLabels());
    expect(result.current.searchPlaceholder).toBe('Recipient/phone, order no.');
    act(() => useLanguageStore.setState({ language: 'zh' }));
    expect(result.current.searchPlaceholder).toBe('收件人/电话、订单号');
    act(() => useBrandStore.setState({ brand: { ...useBrandStore.getState().brand, edition: EDITION.WAYBILL | EDITION.DA } }));
    expect(result.current).toMatchObject({ searchPlaceholder: '收件人/电话、运单号', partner: '供应商' });
    unmount();
  });
});

import { describe, expect, it } from 'vitest';
import { classifySearch, globalSearchUrl } from '../../../src/app/global-search';

describe('global search rule', () => {
  it('treats 12 digits starting with 2 as order numbers (nos)', () => {
    expect(classifySearch('261120123451')).toEqual({ param: 'nos', value: '261120123451' });
  });

  it('treats a mobile number or a landline as a phone (end_tel)', () => {
    expect(classifySearch('13812345678')).toEqual({ param: 'end_tel', value: '13812345678' });
    expect(classifySearch('19912345678')).toEqual({ param: 'end_tel', value: '19912345678' });
    expect(classifySearch('021-62345678')).toEqual({ param: 'end_tel', value: '021-62345678' });
    expect(classifySearch('075512345678')).toEqual({ param: 'end_tel', value: '075512345678' });
    expect(classifySearch('0571-88886666-123')).toEqual({ param: 'end_tel', value: '0571-88886666-123' });
  });

  it('treats anything else as a recipient name or phone (union_end_contact)', () => {
    expect(classifySearch('张三')).toEqual({ param: 'union_end_contact', value: '张三' });
    // 11 and 13 digits starting with 2, 12 digits starting with 1: neither order number nor phone.
    expect(classifySearch('26112012345')).toEqual({ param: 'union_end_contact', value: '26112012345' });
    expect(classifySearch('2611201234512')).toEqual({ param: 'union_end_contact', value: '2611201234512' });
    expect(classifySearch('161120123451')).toEqual({ param: 'union_end_contact', value: '161120123451' });
    // 12 as a mobile prefix is not a mobile number.
    expect(classifySearch('12812345678')).toEqual({ param: 'union_end_contact', value: '12812345678' });
    expect(classifySearch('5678')).toEqual({ param: 'union_end_contact', value: '5678' });
  });

  it('trims surrounding spaces and searches nothing for a blank value', () => {
    expect(classifySearch('  261120123451  ')).toEqual({ param: 'nos', value: '261120123451' });
    expect(classifySearch(' 13812345678\t')).toEqual({ param: 'end_tel', value: '13812345678' });
    expect(classifySearch('  张 三 ')).toEqual({ param: 'union_end_contact', value: '张 三' });
    expect(classifySearch('   ')).toBeUndefined();
    expect(globalSearchUrl('')).toBeUndefined();
  });

  it('joins several pasted order numbers with commas', () => {
    expect(classifySearch('261120123451, 261120123452，261120123453')).toEqual({
      param: 'nos',
      value: '261120123451,261120123452,261120123453',
    });
    // One wrong number makes the whole value a contact search.
    expect(classifySearch('261120123451,13812345678')?.param).toBe('union_end_contact');
  });

  it('opens the waybill list with the parameter in the query', () => {
    expect(globalSearchUrl('261120123451')).toBe('/saas/waybill/all/index?nos=261120123451');
    expect(globalSearchUrl('13812345678')).toBe('/saas/waybill/all/index?end_tel=13812345678');
    expect(globalSearchUrl('王 五')).toBe(`/saas/waybill/all/index?union_end_contact=${encodeURIComponent('王 五').replace(/%20/g, '+')}`);
  });
});

import { describe, expect, it } from 'vitest';
import { generic } from '../../../src/i18n/messages/generic';
import { MSG, VALIDATOR_MSG } from '../../../src/config/messages';

describe('generic texts', () => {
  it('have the same keys in Chinese and English', () => {
    expect(Object.keys(generic.en).sort()).toEqual(Object.keys(generic.zh).sort());
  });

  it('name the date shortcuts as the spec does', () => {
    const names = ['today', 'yesterday', 'thisWeek', 'lastWeek', 'thisMonth', 'thisQuarter', 'last7Days', 'last30Days', 'last90Days'];
    expect(names.map((name) => generic.zh[`generic.shortcut.${name}` as keyof typeof generic.zh])).toEqual([
      '今天', '昨天', '本周', '上周', '本月', '本季度', '最近7天', '最近30天', '最近90天',
    ]);
    expect(names.map((name) => generic.en[`generic.shortcut.${name}` as keyof typeof generic.en])).toEqual([
      'Today', 'Yesterday', 'This week', 'Last week', 'This month', 'This quarter', 'Last 7 days', 'Last 30 days', 'Last 90 days',
    ]);
  });

  it('quote the spec\'s fixed messages', () => {
    expect(MSG.atLeastOneFilter).toBe('请至少输入一个条件');
    expect(MSG.addressLoading).toBe('正在加载地址数据...');
    expect(VALIDATOR_MSG.dateRange.replace('{max}', '31')).toBe('日期区间不能超过31天');
    expect(VALIDATOR_MSG.dateRangeSelected.replace('{max}', '31')).toBe('选择的日期范围不能超过31天');
  });
});

import type { AxiosInstance } from 'axios';
import { describe, expect, it } from 'vitest';
import { createTrialChecker, trialStateOf } from '../../../src/session/trial-check';

const contacts = [{ name: '周敏', phone: '13818826475' }];

describe('trial state', () => {
  it('is expired whenever is_expired is set, whatever is_show says', () => {
    expect(trialStateOf({ left_days: -2, pre_sale_arr: contacts, is_expired: true, is_show: true })).toEqual({ kind: 'expired', contacts });
    expect(trialStateOf({ is_expired: 1, is_show: 0 })).toEqual({ kind: 'expired', contacts: [] });
  });

  it('is a warning with the days left and the contacts when only is_show is set', () => {
    expect(trialStateOf({ left_days: 5, pre_sale_arr: contacts, is_expired: false, is_show: true })).toEqual({
      kind: 'warning', leftDays: 5, contacts,
    });
    expect(trialStateOf({ left_days: '3', pre_sale_arr: [{ name: '吴俊峰', phone: 15921037758 }, null], is_show: '1' })).toEqual({
      kind: 'warning', leftDays: 3, contacts: [{ name: '吴俊峰', phone: '15921037758' }],
    });
  });

  it('is nothing otherwise', () => {
    expect(trialStateOf({ left_days: 40, pre_sale_arr: contacts, is_expired: false, is_show: false })).toEqual({ kind: 'none' });
    expect(trialStateOf({ left_days: null, pre_sale_arr: [], is_expired: false, is_show: false })).toEqual({ kind: 'none' });
    expect(trialStateOf(undefined)).toEqual({ kind: 'none' });
    expect(trialStateOf('x')).toEqual({ kind: 'none' });
  });
});

describe('trial checker', () => {
  it('asks the subscription check for the app of the host', async () => {
    const params: unknown[] = [];
    const client = {
      get: async (url: string, config: { params: unknown }) => {
        if (url !== '/user/user_subscription/check') throw new Error(`unexpected call ${url}`);
        params.push(config.params);
        return { data: { code: '0', data: { left_days: 5, pre_sale_arr: contacts, is_expired: false, is_show: true } } };
      },
    } as unknown as AxiosInstance;
    await expect(createTrialChecker(client)('DA')).resolves.toEqual({ kind: 'warning', leftDays: 5, contacts });
    expect(params).toEqual([{ app_code: 'DA' }]);
  });
});

import { describe, expect, it, vi } from 'vitest';
import type { AxiosResponse } from 'axios';
import { checkOnServer } from '../../../src/validators';
import { ApiError, refusalMessage } from '../../../src/http/errors';

const answered = (status: number, msg: string) => new ApiError({ status, code: String(status), msg, notified: true, response: { status } as AxiosResponse });

describe('serverCheck', () => {
  it('asks nothing about a blank value, and asks with the trimmed text under the parameter', async () => {
    const ask = vi.fn(async () => undefined);
    expect(await checkOnServer('  ', ask, '/user/users/isServicerRegist', 'phone')).toBeUndefined();
    expect(ask).not.toHaveBeenCalled();
    await checkOnServer(' 13916882017 ', ask, '/user/users/isServicerRegist', 'phone');
    expect(ask).toHaveBeenCalledWith('/user/users/isServicerRegist', { phone: '13916882017' });
  });

  it('takes a refusal’s msg from an answer, and nothing from a failure that is not an answer', () => {
    expect(refusalMessage(new ApiError({ status: 200, code: '10004', msg: '该手机号已注册', notified: true, response: { status: 200 } as AxiosResponse }))).toBe('该手机号已注册');
    expect(refusalMessage(answered(400, '参数错误：手机号 格式不正确'))).toBe('参数错误：手机号 格式不正确');
    expect(refusalMessage(answered(502, '服务器内部错误'))).toBeUndefined();
    expect(refusalMessage(new ApiError({ status: 0, msg: '访问失败：请检查网络', notified: true }))).toBeUndefined();
    expect(refusalMessage(new ApiError({ status: 0, msg: 'canceled', notified: false, canceled: true }))).toBeUndefined();
    expect(refusalMessage(new Error('boom'))).toBeUndefined();
  });
});

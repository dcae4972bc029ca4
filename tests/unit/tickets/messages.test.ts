import { describe, expect, it } from 'vitest';
import type { AxiosResponse } from 'axios';
import { ApiError } from '../../../src/http/errors';
import { saveFailureMessage, schemaLoadFailedMessage, ticketFormErrors, type FormValidationError } from '../../../src/tickets';
import { COMPENSATE_SCHEMA } from './fixtures';

const answered = (status: number, data: unknown) =>
  new ApiError({ status, msg: '天啊~服务器开小差了，稍后重试', notified: false, response: { status, data } as AxiosResponse });

describe('save failure message', () => {
  it('shows the response msg', () => {
    expect(saveFailureMessage(answered(200, { code: 1, msg: '工单状态已变更，请刷新' }))).toBe('工单状态已变更，请刷新');
    expect(saveFailureMessage(answered(400, { code: 400, msg: '理赔金额不能为空' }))).toBe('理赔金额不能为空');
  });
  it('says 未知错误 when the server answered without a msg', () => {
    expect(saveFailureMessage(answered(200, { code: 500 }))).toBe('未知错误');
    expect(saveFailureMessage(answered(500, '<html>'))).toBe('未知错误');
  });
  it('says 提交发生异常 when no answer came', () => {
    expect(saveFailureMessage(new ApiError({ status: 0, msg: 'timeout', notified: false }))).toBe('提交发生异常');
    expect(saveFailureMessage(new TypeError('x is undefined'))).toBe('提交发生异常');
  });
  it('schema load failure: 获取工单Schema失败: <reason>', () => {
    expect(schemaLoadFailedMessage(new ApiError({ status: 404, msg: '工单模板不存在', notified: true }))).toBe('获取工单Schema失败: 工单模板不存在');
    expect(schemaLoadFailedMessage(new Error('Network Error'))).toBe('获取工单Schema失败: Network Error');
  });
});

describe('form errors', () => {
  const error = (name: string, property: string, params: unknown = {}): FormValidationError => ({ name, property, params, message: 'must …', stack: `${property} must …` });

  it('uses error_schema wording per field and keyword', () => {
    const [required, minimum, other] = ticketFormErrors(
      [error('required', '.reason', { missingProperty: 'reason' }), error('minimum', '.compensate_amount'), error('type', '.evidence')],
      COMPENSATE_SCHEMA,
      new Set(),
    );
    expect(required?.message).toBe('请选择理赔原因');
    expect(minimum?.message).toBe('理赔金额不能小于0.01');
    // No wording of its own: the field's title and the keyword's Chinese message, never ajv's English.
    expect(other?.message).toBe('凭证说明必须是文本');
    expect(other?.stack).toBe('凭证说明必须是文本');
  });
  it('drops errors of hidden fields, the user cannot correct them', () => {
    const errors = ticketFormErrors(
      [error('minimum', '.compensate_amount'), error('minimum', '.damaged_count'), error('required', '.contact.phone', { missingProperty: 'phone' })],
      COMPENSATE_SCHEMA,
      new Set(['compensate_amount', 'contact']),
    );
    expect(errors.map((e) => e.property)).toEqual(['.damaged_count']);
    expect(errors[0]?.message).toBe('破损件数至少为1');
  });
  it('reads a required error reported on the parent object', () => {
    const [e] = ticketFormErrors([error('required', '', { missingProperty: 'compensate_type' })], COMPENSATE_SCHEMA, new Set());
    expect(e?.message).toBe('请选择理赔方式');
    expect(e?.property).toBe('.compensate_type');
  });
});

import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/http/errors';
import { isNotFoundError } from '../../../src/http/not-found';

describe('isNotFoundError: a detail screen says 未找到该记录 for a 404 (missing, or another tenant\'s record)', () => {
  it('recognises a 404 from the HTTP layer and from Refine', () => {
    expect(isNotFoundError(new ApiError({ status: 404, msg: '记录不存在', notified: true }))).toBe(true);
    expect(isNotFoundError({ statusCode: 404, message: 'Not Found' })).toBe(true);
  });

  it('treats other failures as load failures', () => {
    expect(isNotFoundError(new ApiError({ status: 500, msg: '服务器错误', notified: true }))).toBe(false);
    expect(isNotFoundError({ statusCode: 403 })).toBe(false);
    expect(isNotFoundError(null)).toBe(false);
    expect(isNotFoundError('404')).toBe(false);
  });
});

/** An error a handler throws to answer with a given HTTP status and envelope. */
export class ApiError extends Error {
  constructor(
    readonly httpStatus: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const MESSAGES = {
  unauthorized: '登录已过期，请重新登录',
  refreshInvalid: '刷新令牌无效或已过期',
  forbidden: '无权操作',
  noApiPermission: '无权访问：当前账号没有该操作的权限',
  maintenance: '系统维护中',
  recordNotFound: '记录不存在',
  staleVersion: '该记录已被他人修改，请刷新后重试',
  wrongCredentials: '用户名或密码错误',
  userDisabled: '账号已停用',
  loginSucceeded: '登录成功',
  logoutSucceeded: '退出成功',
  groupRequired: '请选择事业部',
  groupSwitched: '切换成功',
  internalError: '服务器内部错误，请稍后重试',
} as const;

export const unauthorized = (): ApiError => new ApiError(401, '401', MESSAGES.unauthorized);
export const forbidden = (): ApiError => new ApiError(403, '403', MESSAGES.forbidden);
export const noApiPermission = (): ApiError => new ApiError(403, '403', MESSAGES.noApiPermission);
export const recordNotFound = (): ApiError => new ApiError(404, '404', MESSAGES.recordNotFound);
/** An update based on a version of the record that is no longer the current one (optimistic lock). */
export const staleVersion = (): ApiError => new ApiError(409, '409', MESSAGES.staleVersion);
export const badRequest = (msg: string): ApiError => new ApiError(400, '400', msg);

/** The detail after 加载地址数据失败: (widgets spec §8): the HTTP status, else the error's message. */
export function loadFailureDetail(error: unknown): string {
  if (typeof error === 'object' && error !== null) {
    const { status, statusCode, msg, message } = error as { status?: unknown; statusCode?: unknown; msg?: unknown; message?: unknown };
    const code = typeof status === 'number' && status > 0 ? status : typeof statusCode === 'number' && statusCode > 0 ? statusCode : undefined;
    if (code !== undefined) return String(code);
    if (typeof msg === 'string' && msg !== '') return msg;
    if (typeof message === 'string' && message !== '') return message;
  }
  return typeof error === 'string' ? error : '';
}

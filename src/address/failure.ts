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

/** Where an address tree load stands, as the pickers' empty areas read it. */
export interface AddressLoadState {
  loading: boolean;
  error?: unknown;
}

/**
 * What an address picker's empty area says (widgets spec §8): 正在加载地址数据... while the tree loads,
 * 加载地址数据失败: with the detail after a failed load, else that nothing matches.
 */
export function addressEmptyText(state: AddressLoadState, t: (key: string) => string): string {
  if (state.loading) return t('address.loading');
  if (state.error !== undefined) return `${t('address.loadFailed')}${loadFailureDetail(state.error)}`;
  return t('address.noMatch');
}

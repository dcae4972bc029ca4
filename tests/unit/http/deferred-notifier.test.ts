import { afterEach, describe, expect, it, vi } from 'vitest';
import { getNotifier, setNotifier, setNotifierHost, type Notifier } from '../../../src/http/notifier';

function recordingNotifier(): Notifier & { said: string[] } {
  const said: string[] = [];
  return {
    said,
    warning: (text) => said.push(`warning:${text}`),
    error: (text, seconds) => said.push(`error:${text}:${seconds}`),
    maintenance: (html) => said.push(`maintenance:${html}`),
    sessionExpired: () => said.push('sessionExpired'),
  };
}

describe('the notifier before any antd <App> is mounted (the login page)', () => {
  const none = getNotifier();
  afterEach(() => setNotifier(none));

  it('mounts the host once, on the first message, and hands it every message in order', async () => {
    const real = recordingNotifier();
    const host = vi.fn(() => Promise.resolve().then(() => setNotifier(real)));
    setNotifierHost(host);
    expect(host).not.toHaveBeenCalled();
    getNotifier().warning('用户名或密码错误');
    getNotifier().error('网络异常', 5);
    await vi.waitFor(() => expect(real.said).toEqual(['warning:用户名或密码错误', 'error:网络异常:5']));
    expect(host).toHaveBeenCalledTimes(1);
    expect(getNotifier()).toBe(real);
  });

  it('restoring what getNotifier() gave before one was set means none is set', () => {
    setNotifier(getNotifier());
    expect(getNotifier()).toBe(none);
  });
});

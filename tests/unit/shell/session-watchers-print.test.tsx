import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render } from '@testing-library/react';
import { App } from 'antd';
import { SessionWatchers } from '../../../renderers/shell/session/SessionWatchers';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('a page load', () => {
  it('does not probe the print plug-in ports (8000, 18000): that waits for the first print', async () => {
    vi.useFakeTimers();
    const fetch = vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    render(
      <App>
        <SessionWatchers />
      </App>,
    );
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10_000);
    });
    const plugin = fetch.mock.calls.filter(([url]) => /127\.0\.0\.1:(8000|18000)/.test(String(url)));
    expect(plugin).toEqual([]);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { useLanguageStore } from '../../../src/i18n';
import { sessionServices } from '../../../src/session/session-services';
import { setUser } from '../../../src/session/token-store';
import { closeTrialNoticeToday, isTrialNoticeClosedToday, localDayOf } from '../../../src/session/trial-notice';
import { TrialWatcher } from '../../../renderers/shell/session/TrialWatcher';

const WARNING = { kind: 'warning' as const, leftDays: 5, contacts: [{ name: '周敏', phone: '13818826475' }] };

function renderWatcher() {
  return render(
    <App>
      <TrialWatcher />
      <label>
        运费
        <input />
      </label>
    </App>,
  );
}

beforeEach(() => {
  useLanguageStore.setState({ language: 'zh' });
  localStorage.clear();
  setUser({ id: 31, name: 'consignor', uname: 'consignor', display_name: '华东商贸' });
  vi.spyOn(sessionServices, 'checkTrial').mockResolvedValue(WARNING);
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the 试用期即将到期 notice', () => {
  it('is a banner in the page flow, not a floating notification over the form', async () => {
    renderWatcher();
    const banner = await screen.findByTestId('trial-warning');
    expect(banner).toHaveTextContent('试用期即将到期');
    expect(banner).toHaveTextContent('您的试用期还剩 5 天');
    expect(banner).toHaveTextContent('周敏：13818826475');
    expect(banner.closest('.ant-notification')).toBeNull();
    expect(document.querySelector('.ant-notification-notice')).toBeNull();
  });

  it('once closed stays closed for this account for the rest of the day', async () => {
    const user = userEvent.setup({ delay: null });
    const first = renderWatcher();
    const banner = await screen.findByTestId('trial-warning');
    await user.click(banner.querySelector<HTMLElement>('.ant-alert-close-icon')!);
    await vi.waitFor(() => expect(screen.queryByTestId('trial-warning')).toBeNull());
    expect(isTrialNoticeClosedToday('31')).toBe(true);
    first.unmount();

    // The next login of the day: the check answers the same, the banner stays away.
    renderWatcher();
    await vi.waitFor(() => expect(sessionServices.checkTrial).toHaveBeenCalledTimes(2));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(screen.queryByTestId('trial-warning')).toBeNull();
  });

  it('comes back the next day and for another account', () => {
    const day = new Date(2026, 10, 28, 9, 30);
    closeTrialNoticeToday('31', day);
    expect(localDayOf(day)).toBe('2026-11-28');
    expect(isTrialNoticeClosedToday('31', new Date(2026, 10, 28, 23, 59))).toBe(true);
    expect(isTrialNoticeClosedToday('31', new Date(2026, 10, 29, 0, 1))).toBe(false);
    expect(isTrialNoticeClosedToday('32', day)).toBe(false);
  });
});

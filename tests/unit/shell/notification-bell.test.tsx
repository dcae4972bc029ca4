/**
 * The bell popover's sizes (widgets spec §2 "Bell popover": 400 wide with a list height of 200; §9
 * "Message popover 400 wide, list height 200"): the popover's body and the scrolling list of messages.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntdApp, ConfigProvider } from 'antd';
import { MemoryRouter } from 'react-router';
import { registerMessages, useLanguageStore } from '../../../src/i18n';
import { shell } from '../../../src/i18n/messages/shell';
import { useNotifyStore } from '../../../src/notify';
import { NotificationBell } from '../../../renderers/shell/navbar/NotificationBell';

// The bell keeps the socket open while shown; here nothing is connected.
vi.mock('../../../src/notify/app-notifications', () => ({
  connectNotifications: () => () => undefined,
  markAllNotificationsRead: () => Promise.resolve(),
  markNotificationRead: () => Promise.resolve(),
  openNotificationFile: () => Promise.resolve(),
}));

registerMessages(shell);
useLanguageStore.setState({ language: 'zh' });

afterEach(() => {
  useNotifyStore.getState().reset();
});

describe('the bell popover', () => {
  it('is 400 wide and lists the messages in a 200 high scrolling area', async () => {
    const items = Array.from({ length: 8 }, (_, index) => ({
      id: String(index + 1), title: '订单已签收', message: `订单 2026010100${index} 已签收`, at: Date.now(), dedupeKey: String(index + 1),
    }));
    useNotifyStore.getState().load(items, items.length);
    render(
      <ConfigProvider theme={{ token: { motion: false } }}>
        <AntdApp>
          <MemoryRouter>
            <NotificationBell />
          </MemoryRouter>
        </AntdApp>
      </ConfigProvider>,
    );
    await userEvent.setup({ delay: null }).click(screen.getByTestId('notify-bell'));
    const panel = await screen.findByTestId('notify-panel');
    const body = panel.closest('.ant-popover-inner') as HTMLElement;
    expect(body).toHaveStyle({ width: '400px' });
    const list = panel.firstElementChild as HTMLElement;
    expect(list).toHaveStyle({ height: '200px', overflowY: 'auto' });
    expect(list.querySelectorAll('li')).toHaveLength(8);
  });
});

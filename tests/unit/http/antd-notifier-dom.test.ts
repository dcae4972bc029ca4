import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { createElement, useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '../../../src/config/messages';
import { createAntdNotifier } from '../../../src/http/antd-notifier';
import { getNotifier, setNotifier, type Notifier } from '../../../src/http/notifier';
import { NotifierBridge } from '../../../src/http/notifier-bridge';

/** Builds the notifier the way the app shell should: from App.useApp(), inside <App>. */
function renderWithNotifier(): Promise<Notifier> {
  return new Promise((resolve) => {
    function Harness() {
      const api = App.useApp();
      useEffect(() => resolve(createAntdNotifier(api)), [api]);
      return null;
    }
    render(createElement(App, null, createElement(Harness)));
  });
}

afterEach(cleanup);

describe('antd notifier in the DOM', () => {
  it('session-expired dialog has no close icon and a single button that confirms', async () => {
    const notifier = await renderWithNotifier();
    const onConfirm = vi.fn();
    act(() => notifier.sessionExpired(onConfirm));

    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(MSG.sessionExpiredTitle);
    expect(dialog).toHaveTextContent(MSG.sessionExpiredContent);
    expect(document.querySelector('.ant-modal-close')).toBeNull();
    const buttons = dialog.querySelectorAll('button');
    expect(buttons).toHaveLength(1);
    act(() => buttons[0]!.click());
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('maintenance dialog renders the sanitized notice once', async () => {
    const notifier = await renderWithNotifier();
    act(() => {
      notifier.maintenance('<p>今晚 22:00 维护</p><img src="x.png" onerror="window.__hacked = 1">');
      notifier.maintenance('<p>second</p>');
    });
    await waitFor(() => expect(screen.getAllByRole('dialog')).toHaveLength(1));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent(MSG.maintenanceTitle);
    expect(dialog).toHaveTextContent('今晚 22:00 维护');
    expect(dialog.querySelector('img')?.getAttribute('onerror')).toBeNull();
  });
});

describe('NotifierBridge', () => {
  it('makes the app-wide notifier speak through App.useApp()', async () => {
    const before = getNotifier();
    try {
      render(createElement(App, null, createElement(NotifierBridge)));
      await waitFor(() => expect(getNotifier()).not.toBe(before));
      act(() => getNotifier().warning('请勿重复提交'));
      expect(await screen.findByText('请勿重复提交')).toBeInTheDocument();
    } finally {
      setNotifier(before);
    }
  });
});

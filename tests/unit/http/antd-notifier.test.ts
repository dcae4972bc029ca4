import type { ModalFuncProps } from 'antd';
import { isValidElement, type ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { MSG } from '../../../src/config/messages';
import { createAntdNotifier, type AntdFeedbackApi } from '../../../src/http/antd-notifier';

function fakeAntd() {
  const modals: ModalFuncProps[] = [];
  const api: AntdFeedbackApi = {
    message: { warning: vi.fn(), error: vi.fn() },
    modal: { warning: (props) => modals.push(props) },
  };
  return { api, modals };
}

function innerHtmlOf(content: unknown): string {
  expect(isValidElement(content)).toBe(true);
  const props = (content as ReactElement<{ dangerouslySetInnerHTML?: { __html: string } }>).props;
  return props.dangerouslySetInnerHTML?.__html ?? '';
}

describe('antd notifier', () => {
  it('shows warnings, and errors for the given seconds', () => {
    const { api } = fakeAntd();
    const notifier = createAntdNotifier(api);
    notifier.warning('注意');
    notifier.error('出错了', 5);
    expect(api.message.warning).toHaveBeenCalledWith('注意');
    expect(api.message.error).toHaveBeenCalledWith('出错了', 5);
  });

  // The dialog opens once DOMPurify has loaded, a moment after the call.
  it('maintenance: one dialog at a time, titled, showing only sanitized HTML', async () => {
    const { api, modals } = fakeAntd();
    const notifier = createAntdNotifier(api);
    notifier.maintenance('<p>今晚维护</p><script>alert(1)</script><img src="a.png" onerror="alert(2)">');
    notifier.maintenance('<p>second</p>');
    await vi.waitFor(() => expect(modals).toHaveLength(1));
    expect(modals[0]!.title).toBe(MSG.maintenanceTitle);
    const shown = innerHtmlOf(modals[0]!.content);
    expect(shown).toContain('<p>今晚维护</p>');
    expect(shown).not.toMatch(/<script|onerror/i);

    modals[0]!.afterClose?.();
    notifier.maintenance('<p>again</p>');
    await vi.waitFor(() => expect(modals).toHaveLength(2));
  });

  it('maintenance with nothing left after sanitizing shows the fallback text', async () => {
    const { api, modals } = fakeAntd();
    createAntdNotifier(api).maintenance('<script>alert(1)</script>');
    await vi.waitFor(() => expect(modals).toHaveLength(1));
    expect(modals[0]!.content).toBe(MSG.maintenanceFallback);
  });

  it('session expired: non-closable, one button, runs the confirm callback', async () => {
    const { api, modals } = fakeAntd();
    const notifier = createAntdNotifier(api);
    const onConfirm = vi.fn();
    notifier.sessionExpired(onConfirm);
    notifier.sessionExpired(onConfirm);
    expect(modals).toHaveLength(1);
    expect(modals[0]).toMatchObject({
      title: MSG.sessionExpiredTitle,
      content: MSG.sessionExpiredContent,
      closable: false,
      maskClosable: false,
      keyboard: false,
      okCancel: false,
    });
    void modals[0]!.onOk?.();
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});

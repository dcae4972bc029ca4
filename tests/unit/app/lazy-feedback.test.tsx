import { App, Button } from 'antd';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MessageType } from 'antd/es/message/interface';
import { LazyFeedbackApp } from '../../../src/app/feedback/LazyFeedbackApp';
import { createFeedbackProxy, type FeedbackApi } from '../../../src/app/feedback/feedback-proxy';

function Speaker() {
  const { message, modal, notification } = App.useApp();
  return (
    <>
      <Button onClick={() => void message.success('已保存')}>message</Button>
      <Button onClick={() => void modal.confirm({ title: '确定离开?', content: '内容尚未保存' })}>confirm</Button>
      <Button onClick={() => notification.info({ message: '新消息', description: '您有一条新消息' })}>notify</Button>
    </>
  );
}

describe('LazyFeedbackApp (antd <App> whose message, notification and modal load on first use)', () => {
  it('draws antd App\'s wrapper and shows a message, a confirm dialog and a notification once called', async () => {
    const { container } = render(
      <LazyFeedbackApp>
        <Speaker />
      </LazyFeedbackApp>,
    );
    expect(container.firstElementChild).toHaveClass('ant-app');
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: 'message' }));
    expect(await screen.findByText('已保存')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'confirm' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('确定离开?');
    expect(screen.getByText('内容尚未保存')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'notify' }));
    expect(await screen.findByText('您有一条新消息')).toBeInTheDocument();
  });
});

describe('createFeedbackProxy', () => {
  function fakeApi(calls: string[]): FeedbackApi {
    const closed = Promise.resolve(true);
    const shown: MessageType = Object.assign(() => void calls.push('closed'), { then: closed.then.bind(closed) });
    const handle = {
      destroy: () => void calls.push('destroyed'),
      update: () => void calls.push('updated'),
      then: <T,>(ok: (confirmed: boolean) => T) => Promise.resolve(ok(true)),
    };
    const say = (kind: string) => (content: unknown) => {
      calls.push(`message.${kind} ${String(content)}`);
      return shown;
    };
    const notify = (kind: string) => () => void calls.push(`notification.${kind}`);
    const ask = (kind: string) => () => {
      calls.push(`modal.${kind}`);
      return handle;
    };
    return {
      message: { info: say('info'), success: say('success'), error: say('error'), warning: say('warning'), loading: say('loading'), open: say('open'), destroy: () => void calls.push('message.destroy') },
      notification: { info: notify('info'), success: notify('success'), error: notify('error'), warning: notify('warning'), open: notify('open'), destroy: notify('destroy') },
      modal: { info: ask('info'), success: ask('success'), error: ask('error'), warning: ask('warning'), confirm: ask('confirm') },
    };
  }

  it('loads once, forwards calls made before in order, then calls straight through', async () => {
    const calls: string[] = [];
    let loads = 0;
    const proxy = createFeedbackProxy(async () => {
      loads += 1;
      return fakeApi(calls);
    });
    proxy.message.destroy();
    expect(loads).toBe(0);
    const closed = proxy.message.error('first');
    const dialog = proxy.modal.confirm({ title: 'x' });
    dialog.update({ title: 'y' });
    await expect(closed).resolves.toBe(true);
    await expect(dialog.then((ok) => ok, () => undefined)).resolves.toBe(true);
    expect(calls).toEqual(['message.error first', 'modal.confirm', 'updated']);
    proxy.notification.warning({ message: 'w' });
    expect(calls.at(-1)).toBe('notification.warning');
    expect(loads).toBe(1);
  });
});

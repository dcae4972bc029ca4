import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { drawerMotionCss, drawerSize } from '../../../src/config/drawer';
import { useLanguageStore } from '../../../src/i18n';
import { DrawerPanel, type DrawerPanelProps } from '../../../renderers/widgets/DrawerPanel';
import { SCREEN_TEST_TIMEOUT_MS } from '../generic/harness';

const ALERT = 'only top, bottom, left, right are supported';

/** A drawer with an open button; the drawer's close button asks to close. */
function Harness(props: Omit<DrawerPanelProps, 'open'>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>打开</button>
      <DrawerPanel {...props} open={open} title="详情" onRequestClose={() => setOpen(false)}>
        <p>抽屉内容</p>
      </DrawerPanel>
    </>
  );
}

const wrapper = () => document.querySelector('.drawer-panel .ant-drawer-content-wrapper') as HTMLElement;

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('drawer rules', () => {
  it('is 500 px wide from the left or right and 300 px high from the top or bottom unless told', () => {
    expect(drawerSize('left')).toEqual({ width: 500 });
    expect(drawerSize('right', { width: 720 })).toEqual({ width: 720 });
    expect(drawerSize('top')).toEqual({ height: 300 });
    expect(drawerSize('bottom', { height: 200 })).toEqual({ height: 200 });
  });

  it('opens in 0.4 s and closes in 0.2 s, panel and mask alike', () => {
    const css = drawerMotionCss('scope', 'ant-drawer');
    const [opening = '', closing = ''] = css.split('}\n');
    expect(opening).toContain('.scope .ant-drawer-panel-motion-left-enter-active');
    expect(opening).toContain('.scope .ant-drawer-mask-motion-appear-active');
    expect(opening).toContain('transition-duration: 0.4s');
    expect(closing).toContain('.scope .ant-drawer-panel-motion-bottom-leave-active');
    expect(closing).toContain('transition-duration: 0.2s');
    expect(closing).not.toContain('enter-active');
  });
});

describe('DrawerPanel', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('slides in from the right, 500 px wide, with its motion durations, and tells open, opened, close, closed', async () => {
    const user = userEvent.setup({ delay: null });
    const events: string[] = [];
    const record = (name: string) => () => events.push(name);
    render(<Harness onOpen={record('open')} onOpened={record('opened')} onClose={record('close')} onClosed={record('closed')} />);
    expect(events).toEqual([]);

    await user.click(screen.getByRole('button', { name: '打开' }));
    expect(await screen.findByText('抽屉内容')).toBeVisible();
    await waitFor(() => expect(events).toEqual(['open', 'opened']));
    expect(document.querySelector('.drawer-panel.ant-drawer-right')).not.toBeNull();
    expect(wrapper().style.width).toBe('500px');
    const style = Array.from(document.querySelectorAll('style')).find((node) => node.textContent?.includes('.drawer-panel '));
    expect(style?.textContent).toContain('.drawer-panel .ant-drawer-panel-motion-right-enter-active');
    expect(style?.textContent).toContain('transition-duration: 0.4s');

    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(events).toEqual(['open', 'opened', 'close', 'closed']));
  });

  it('is 300 px high from the top, and a given width holds for the left', async () => {
    const user = userEvent.setup({ delay: null });
    const top = render(<Harness placement="top" />);
    await user.click(screen.getByRole('button', { name: '打开' }));
    await screen.findByText('抽屉内容');
    expect(document.querySelector('.drawer-panel.ant-drawer-top')).not.toBeNull();
    expect(wrapper().style.height).toBe('300px');
    top.unmount();

    render(<Harness placement="left" width={640} />);
    await user.click(screen.getByRole('button', { name: '打开' }));
    await screen.findByText('抽屉内容');
    expect(wrapper().style.width).toBe('640px');
  });

  it('alerts the spec text for an unsupported alignment, in both languages, and opens from the right', async () => {
    const user = userEvent.setup({ delay: null });
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    for (const language of ['zh', 'en'] as const) {
      useLanguageStore.setState({ language });
      const view = render(<Harness placement="center" />);
      expect(alert).toHaveBeenLastCalledWith(ALERT);
      view.unmount();
    }
    expect(alert).toHaveBeenCalledTimes(2);
    render(<Harness placement="center" />);
    await user.click(screen.getByRole('button', { name: '打开' }));
    await screen.findByText('抽屉内容');
    expect(document.querySelector('.drawer-panel.ant-drawer-right')).not.toBeNull();
  });

  it('alerts nothing for the four supported alignments', () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    for (const placement of ['top', 'bottom', 'left', 'right']) render(<Harness placement={placement} />);
    expect(alert).not.toHaveBeenCalled();
  });
});

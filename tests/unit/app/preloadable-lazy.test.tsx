import { act, render, screen } from '@testing-library/react';
import { Suspense, useEffect, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { preloadableLazy } from '../../../src/app/preloadable-lazy';

let fallbacksShown = 0;
/** A Suspense fallback that counts the times it was put on screen. */
function Loading() {
  useEffect(() => {
    fallbacksShown += 1;
  }, []);
  return <p>正在加载</p>;
}

function Greeting({ name }: { name: string }) {
  return <p>你好，{name}</p>;
}

function Frame({ children }: { children: ReactNode }) {
  return <section aria-label="外框">{children}</section>;
}

const module = <C,>(component: C) => Promise.resolve({ default: component });

describe('preloadableLazy', () => {
  it('renders at once, with no loading fallback, a component loaded ahead, nested or not', async () => {
    fallbacksShown = 0;
    const OuterFrame = preloadableLazy(() => module(Frame));
    const InnerGreeting = preloadableLazy(() => module(Greeting));
    await Promise.all([OuterFrame.preload(), InnerGreeting.preload()]);
    render(
      <Suspense fallback={<Loading />}>
        <OuterFrame>
          <Suspense fallback={<Loading />}>
            <InnerGreeting name="调度员" />
          </Suspense>
        </OuterFrame>
      </Suspense>,
    );
    // In the first commit, without waiting for anything.
    expect(screen.getByRole('region', { name: '外框' })).toHaveTextContent('你好，调度员');
    expect(fallbacksShown).toBe(0);
  });

  it('shows the fallback and then the component when it was not loaded ahead', async () => {
    fallbacksShown = 0;
    let arrive: (value: { default: typeof Greeting }) => void = () => undefined;
    const LateGreeting = preloadableLazy(() => new Promise<{ default: typeof Greeting }>((resolve) => (arrive = resolve)));
    render(
      <Suspense fallback={<Loading />}>
        <LateGreeting name="司机" />
      </Suspense>,
    );
    expect(screen.getByText('正在加载')).toBeInTheDocument();
    await act(async () => arrive({ default: Greeting }));
    expect(await screen.findByText('你好，司机')).toBeInTheDocument();
    expect(fallbacksShown).toBe(1);
  });

  it('loads its module once, however often it is preloaded and rendered', async () => {
    const load = vi.fn(() => module(Greeting));
    const OnceGreeting = preloadableLazy(load);
    await Promise.all([OnceGreeting.preload(), OnceGreeting.preload()]);
    render(
      <Suspense fallback={<Loading />}>
        <OnceGreeting name="一" />
        <OnceGreeting name="二" />
      </Suspense>,
    );
    expect(screen.getByText('你好，二')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again after a failed load instead of keeping the failure', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('网络错误')).mockImplementation(() => module(Greeting));
    const FlakyGreeting = preloadableLazy<typeof Greeting>(load);
    await expect(FlakyGreeting.preload()).rejects.toThrow('网络错误');
    await expect(FlakyGreeting.preload()).resolves.toBe(Greeting);
    expect(load).toHaveBeenCalledTimes(2);
  });
});

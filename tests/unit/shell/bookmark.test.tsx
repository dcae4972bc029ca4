import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntdApp } from 'antd';
import { bookmarkSite } from '../../../src/app/bookmark';
import { BookmarkButton } from '../../../renderers/shell/navbar/BookmarkButton';
import { fakeProvider, renderScreen, SCREEN_TEST_TIMEOUT_MS, setUpScreenTests } from '../generic/harness';

const NOT_IE = '非IE浏览器，请使用浏览器自带收藏功能';

function fakeWindow(external: unknown): Window {
  return { external, location: { href: 'http://bang.example.com/saas/waybill/all/index' }, document: { title: '全部订单 - 物流云' } } as unknown as Window;
}

setUpScreenTests();

describe('收藏本站 (widgets spec §8)', { timeout: SCREEN_TEST_TIMEOUT_MS }, () => {
  it('calls IE\'s AddFavorite with the page and its title where it exists', () => {
    const addFavorite = vi.fn();
    expect(bookmarkSite(fakeWindow({ AddFavorite: addFavorite }))).toBe('added');
    expect(addFavorite).toHaveBeenCalledWith('http://bang.example.com/saas/waybill/all/index', '全部订单 - 物流云');
  });

  it('is unsupported without it, or when IE refuses the call', () => {
    expect(bookmarkSite(fakeWindow(undefined))).toBe('unsupported');
    expect(bookmarkSite(fakeWindow({}))).toBe('unsupported');
    expect(bookmarkSite(fakeWindow({ AddFavorite: () => { throw new Error('denied'); } }))).toBe('unsupported');
  });

  it('the navbar button tells a non-IE browser to use its own bookmarks', async () => {
    const user = userEvent.setup({ delay: null });
    renderScreen(
      <AntdApp>
        <BookmarkButton />
      </AntdApp>,
      { route: '/', url: '/', main: fakeProvider('main') },
    );
    await user.click(screen.getByRole('button', { name: '收藏本站' }));
    expect(await screen.findByText(NOT_IE)).toBeInTheDocument();
  });
});

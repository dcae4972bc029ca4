import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { useMenuStore } from '../../../src/access/menu-store';
import { useTabsStore, type Tab } from '../../../src/app/tabs-store';
import { useLanguageStore } from '../../../src/i18n';
import { GlobalSearch } from '../../../renderers/shell/navbar/GlobalSearch';

const WAYBILLS = '/saas/waybill/all/index';
const tab = (key: string): Tab => ({ key, pathname: key.split('?')[0]!, title: 't', cache: true });

function Location() {
  const { pathname, search } = useLocation();
  return <div data-testid="location">{pathname + search}</div>;
}

function renderSearch() {
  render(
    <MemoryRouter initialEntries={['/other/index']}>
      <GlobalSearch />
      <Location />
    </MemoryRouter>,
  );
  return screen.getByPlaceholderText('收件人/电话、订单号');
}

const location = () => decodeURIComponent(screen.getByTestId('location').textContent ?? '');

beforeEach(() => {
  useMenuStore.setState({ paths: new Set([WAYBILLS, '/other/index']) });
  useLanguageStore.setState({ language: 'zh' });
  useTabsStore.setState({ tabs: [tab('/other/index')], activeKey: '/other/index' });
});
afterEach(() => {
  cleanup();
  useTabsStore.getState().closeAll();
  useLanguageStore.setState({ language: 'en' });
  useMenuStore.getState().reset();
});

describe('GlobalSearch', () => {
  it('opens the waybill list with nos, end_tel or union_end_contact on Enter', async () => {
    const user = userEvent.setup({ delay: null });
    const input = renderSearch();
    await user.type(input, ' 261120123451 {Enter}');
    await waitFor(() => expect(location()).toBe(`${WAYBILLS}?nos=261120123451`));
    await user.clear(input);
    await user.type(input, '13812345678{Enter}');
    await waitFor(() => expect(location()).toBe(`${WAYBILLS}?end_tel=13812345678`));
    await user.clear(input);
    await user.type(input, '王芳{Enter}');
    await waitFor(() => expect(location()).toBe(`${WAYBILLS}?union_end_contact=王芳`));
  });

  it('does nothing for a blank value', async () => {
    const user = userEvent.setup({ delay: null });
    const input = renderSearch();
    await user.type(input, '   {Enter}');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(location()).toBe('/other/index');
  });

  it('keeps one waybill tab: tabs of the list with another query are closed', async () => {
    const user = userEvent.setup({ delay: null });
    useTabsStore.setState({ tabs: [tab('/other/index'), tab(WAYBILLS), tab(`${WAYBILLS}?nos=261120123451`)] });
    const input = renderSearch();
    await user.type(input, '王芳{Enter}');
    await waitFor(() => expect(location()).toBe(`${WAYBILLS}?union_end_contact=王芳`));
    expect(useTabsStore.getState().tabs.map((t) => t.key)).toEqual(['/other/index']);
  });

  it('re-opens a tab already at that very URL through /redirect, so it starts from the query again', async () => {
    const user = userEvent.setup({ delay: null });
    useTabsStore.setState({ tabs: [tab('/other/index'), tab(`${WAYBILLS}?end_tel=13812345678`)] });
    const input = renderSearch();
    await user.type(input, '13812345678{Enter}');
    await waitFor(() => expect(location()).toBe(`/redirect${WAYBILLS}?end_tel=13812345678`));
    expect(useTabsStore.getState().tabs).toHaveLength(2);
  });

  it('is not shown to a user whose menu does not reach the waybill list', () => {
    useMenuStore.setState({ paths: new Set(['/other/index']) });
    render(
      <MemoryRouter initialEntries={['/other/index']}>
        <GlobalSearch />
      </MemoryRouter>,
    );
    expect(screen.queryByPlaceholderText('收件人/电话、订单号')).toBeNull();
  });
});

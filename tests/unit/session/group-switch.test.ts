import type { AxiosInstance } from 'axios';
import Cookies from 'js-cookie';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  IS_MAIN_USER_STORAGE_KEY,
  REFRESH_TOKEN_STORAGE_KEY,
  TOKEN_COOKIE,
  TOKEN_STORAGE_KEY,
} from '../../../src/config/constants';
import {
  filterGroupTree,
  GroupSwitchError,
  isMainSession,
  loadGroupChoices,
  switchGroup,
  tokenPayload,
} from '../../../src/session/group-switch';
import { getCurrentGroup, getUser, isMainUser, setTokens, setUser } from '../../../src/session/token-store';

/** A JWT-shaped token whose payload the client may read (the signature is the server's business). */
function token(payload: Record<string, unknown>): string {
  const part = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'HS256' })}.${part(payload)}.signature`;
}

/** A client answering only the given method+url pairs; anything else fails the test. */
function fakeClient(answers: Record<string, unknown>) {
  const calls: Array<{ key: string; body?: unknown }> = [];
  const answer = (method: string) => async (url: string, second?: unknown) => {
    const key = `${method} ${url}`;
    if (!(key in answers)) throw new Error(`unexpected call ${key}`);
    calls.push({ key, body: method === 'PUT' ? second : undefined });
    return { data: answers[key] };
  };
  return { client: { get: answer('GET'), put: answer('PUT') } as unknown as AxiosInstance, calls };
}

const admin = { id: 1, name: '系统管理员', uname: 'admin', display_name: '系统管理员', expend: { group_id: 1, group_name: '华东事业部', app_code: 'OSS' } };

beforeEach(() => {
  localStorage.clear();
  Cookies.remove(TOKEN_COOKIE, { path: '/' });
  setTokens({ accessToken: 'old-access', refreshToken: 'old-refresh' });
  setUser(admin);
});

describe('group tree for the chooser', () => {
  const tree = [
    { id: 10, name: '总部', children: [{ id: 1, name: '华东事业部' }, { id: 3, name: '华北事业部' }] },
    { id: 2, name: '华南事业部', children: [] },
    { id: 4, name: '华中事业部' },
  ];

  it('keeps the user\'s groups, and their parents as non-selectable nodes', () => {
    expect(filterGroupTree(tree, new Set(['1', '2']))).toEqual([
      { id: 10, name: '总部', selectable: false, children: [{ id: 1, name: '华东事业部', selectable: true, children: [] }] },
      { id: 2, name: '华南事业部', selectable: true, children: [] },
    ]);
  });

  it('loads the tree and the user\'s groups, preselecting the session\'s group', async () => {
    const { client } = fakeClient({
      'GET /user/group/tree': { code: '0', data: { list: tree } },
      'GET /user/group/current_user_groups': { code: '0', data: [{ id: 1, name: '华东事业部' }, { id: 2, name: '华南事业部' }, { id: 9, name: '新事业部' }] },
    });
    const choices = await loadGroupChoices(client);
    expect(choices.currentId).toBe(1);
    expect(choices.homeGroupId).toBe(1);
    // A group of the user that the tree lacks is still offered.
    expect(choices.options.map((option) => option.name)).toEqual(['总部', '华南事业部', '新事业部']);
  });
});

describe('switching the group', () => {
  it('stores the new tokens, the main flag the server answers and the new group, then reloads the menu', async () => {
    const newAccess = token({ id: 1, main_user_id: 1, group_id: 2 });
    const { client, calls } = fakeClient({
      'PUT /user/group/set_current_user_group_id_to_token': {
        code: '0', msg: '切换成功', data: { access_token: newAccess, refresh_token: 'new-refresh', is_main_user: false },
      },
    });
    const reloadMenu = vi.fn(async () => undefined);
    await switchGroup({ id: 2, name: '华南事业部' }, 1, { client, reloadMenu });
    expect(calls).toEqual([{ key: 'PUT /user/group/set_current_user_group_id_to_token', body: { group_id: 2, group_name: '华南事业部' } }]);
    expect(Cookies.get(TOKEN_COOKIE)).toBe(newAccess);
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(newAccess);
    expect(localStorage.getItem(REFRESH_TOKEN_STORAGE_KEY)).toBe('new-refresh');
    expect(localStorage.getItem(IS_MAIN_USER_STORAGE_KEY)).toBe('0');
    expect(getCurrentGroup()).toEqual({ id: 2, name: '华南事业部' });
    expect(getUser()?.expend).toMatchObject({ app_code: 'OSS', group_id: 2, group_name: '华南事业部' });
    expect(reloadMenu).toHaveBeenCalledTimes(1);
  });

  it('keeps the refresh token when none comes back, and derives the flag from the token when the answer lacks it', async () => {
    const newAccess = token({ id: 1, main_user_id: 1, group_id: 1 });
    const { client } = fakeClient({
      'PUT /user/group/set_current_user_group_id_to_token': { code: '0', data: { access_token: newAccess } },
    });
    await switchGroup({ id: 1, name: '华东事业部' }, 1, { client, reloadMenu: async () => undefined });
    expect(localStorage.getItem(REFRESH_TOKEN_STORAGE_KEY)).toBe('old-refresh');
    expect(isMainUser()).toBe(true);
  });

  it('changes nothing when the answer carries no token', async () => {
    const { client } = fakeClient({ 'PUT /user/group/set_current_user_group_id_to_token': { code: '0', data: {} } });
    const reloadMenu = vi.fn(async () => undefined);
    await expect(switchGroup({ id: 2, name: '华南事业部' }, 1, { client, reloadMenu })).rejects.toBeInstanceOf(GroupSwitchError);
    expect(Cookies.get(TOKEN_COOKIE)).toBe('old-access');
    expect(getCurrentGroup()).toEqual({ id: 1, name: '华东事业部' });
    expect(isMainUser()).toBeUndefined();
    expect(reloadMenu).not.toHaveBeenCalled();
  });
});

describe('main or non-main', () => {
  it('is main only for a main account in its home group', () => {
    expect(isMainSession({ id: 1, main_user_id: 1 }, 1, 1)).toBe(true);
    expect(isMainSession({ id: 1, main_user_id: 1 }, 2, 1)).toBe(false);
    expect(isMainSession({ id: 5, main_user_id: 2 }, 1, 1)).toBe(false);
    expect(isMainSession(undefined, 1, 1)).toBe(false);
  });

  it('reads a token payload written in base64url, Chinese included', () => {
    const utf8 = (value: unknown) => {
      const bytes = new TextEncoder().encode(JSON.stringify(value));
      return btoa(String.fromCharCode(...bytes)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
    };
    expect(tokenPayload(`x.${utf8({ id: 7, group_name: '华南事业部' })}.y`)).toEqual({ id: 7, group_name: '华南事业部' });
    expect(tokenPayload('not-a-token')).toBeUndefined();
  });
});

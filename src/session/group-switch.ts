/**
 * Group (事业部) switching (widgets spec §4, §7): the chooser offers the group tree limited to the
 * user's groups; a switch gets a new token for the chosen group, stores it with the main/non-main
 * flag and the new current group, then reloads the menu permission.
 *
 * Main or non-main: the session is "main" when the account is its company's main account (token
 * payload main_user_id equals id) and the chosen group is the account's home group, the first of
 * current_user_groups. The server answers is_main_user by that rule; the client applies the same rule
 * itself when an answer lacks the field.
 */
import type { AxiosInstance } from 'axios';
import { CURRENT_USER_GROUPS_API, GROUP_TREE_API, SWITCH_GROUP_API } from '../config/watchers';
import { getCurrentGroup, setCurrentGroup, setMainUserFlag, setTokens, type CurrentGroup } from './token-store';
import { isRecord } from '../util/is-record';

/** A node of GET /user/group/tree (data.list). */
export interface GroupNode {
  id: number | string;
  name: string;
  children?: GroupNode[];
}

/** A chooser node: groups the user is not in stay visible only as parents, and cannot be picked. */
export interface GroupOption {
  id: number | string;
  name: string;
  selectable: boolean;
  children: GroupOption[];
}

export interface GroupChoices {
  options: GroupOption[];
  /** The session's group, preselected. */
  currentId: number | string | undefined;
  /** The user's first group (the home group). */
  homeGroupId: number | string | undefined;
}

function asNodes(value: unknown): GroupNode[] {
  if (!Array.isArray(value)) return [];
  return value.filter(isRecord).flatMap((item) => {
    const id = item.id;
    if (typeof id !== 'number' && typeof id !== 'string') return [];
    return [{ id, name: String(item.name ?? ''), children: asNodes(item.children) }];
  });
}

const key = (id: number | string): string => String(id);

/**
 * The tree limited to `allowed` groups: allowed nodes are selectable; other nodes are kept, not
 * selectable, only when they lead to an allowed one.
 */
export function filterGroupTree(tree: readonly GroupNode[], allowed: ReadonlySet<string>): GroupOption[] {
  return tree.flatMap((node) => {
    const children = filterGroupTree(node.children ?? [], allowed);
    const selectable = allowed.has(key(node.id));
    return selectable || children.length > 0 ? [{ id: node.id, name: node.name, selectable, children }] : [];
  });
}

/** Every group of a tree, depth first. */
function flatten(nodes: readonly GroupNode[]): GroupNode[] {
  return nodes.flatMap((node) => [node, ...flatten(node.children ?? [])]);
}

/** Loads the tree and the user's groups; groups missing from the tree are added at its end. */
export async function loadGroupChoices(client: AxiosInstance): Promise<GroupChoices> {
  const [treeAnswer, mineAnswer] = await Promise.all([
    client.get<{ data?: { list?: unknown } }>(GROUP_TREE_API),
    client.get<{ data?: unknown }>(CURRENT_USER_GROUPS_API),
  ]);
  const tree = asNodes(treeAnswer.data?.data?.list);
  const mine = flatten(asNodes(mineAnswer.data?.data));
  const allowed = new Set(mine.map((group) => key(group.id)));
  const inTree = new Set(flatten(tree).map((group) => key(group.id)));
  const missing = mine.filter((group) => !inTree.has(key(group.id))).map((group) => ({ id: group.id, name: group.name }));
  const current = getCurrentGroup();
  return {
    options: filterGroupTree([...tree, ...missing], allowed),
    currentId: current && allowed.has(key(current.id)) ? current.id : undefined,
    homeGroupId: mine[0]?.id,
  };
}

/** The payload of a JWT, unverified (the server verifies); undefined when unreadable. */
export function tokenPayload(token: string): Record<string, unknown> | undefined {
  try {
    const part = token.split('.')[1];
    if (!part) return undefined;
    const base64 = part.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(part.length / 4) * 4, '=');
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const payload: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return isRecord(payload) ? payload : undefined;
  } catch {
    return undefined;
  }
}

/** The rule of the module comment, on the new token's payload. */
export function isMainSession(payload: Record<string, unknown> | undefined, groupId: number | string, homeGroupId: number | string | undefined): boolean {
  if (!payload || payload.id === undefined || payload.main_user_id === undefined) return false;
  return String(payload.id) === String(payload.main_user_id) && homeGroupId !== undefined && key(groupId) === key(homeGroupId);
}

interface SwitchAnswer {
  access_token?: unknown;
  refresh_token?: unknown;
  is_main_user?: unknown;
}

export class GroupSwitchError extends Error {
  constructor() {
    super('the group switch answer carries no access_token');
    this.name = 'GroupSwitchError';
  }
}

export interface GroupSwitchDeps {
  client: AxiosInstance;
  /** Reloads the menu permission for the new token. */
  reloadMenu: () => Promise<unknown>;
}

/** PUT the choice; on success the session continues with the new token in the chosen group. */
export async function switchGroup(
  group: CurrentGroup,
  homeGroupId: number | string | undefined,
  deps: GroupSwitchDeps,
): Promise<void> {
  const { data } = await deps.client.put<{ data?: SwitchAnswer }>(SWITCH_GROUP_API, { group_id: group.id, group_name: group.name });
  const answer = data?.data ?? {};
  const accessToken = typeof answer.access_token === 'string' && answer.access_token !== '' ? answer.access_token : undefined;
  if (!accessToken) throw new GroupSwitchError();
  const refreshToken = typeof answer.refresh_token === 'string' && answer.refresh_token !== '' ? answer.refresh_token : undefined;
  setTokens({ accessToken, refreshToken });
  setMainUserFlag(
    typeof answer.is_main_user === 'boolean' ? answer.is_main_user : isMainSession(tokenPayload(accessToken), group.id, homeGroupId),
  );
  setCurrentGroup(group);
  await deps.reloadMenu();
}

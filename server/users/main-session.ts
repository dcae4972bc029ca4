/**
 * Main or non-main session (the flag the client stores after a group switch): a main account
 * (is_main_user, main_user_id = id) working in its home group, the first of its groups.
 */
import type { UserRecord } from './user-store.js';

export function isMainSession(user: Pick<UserRecord, 'is_main_user' | 'groups'>, groupId: number): boolean {
  return user.is_main_user && user.groups[0]?.id === groupId;
}
